// One app instance in a process of its own, as deployed on PostgreSQL (DATABASE_URL set, so live
// events travel between instances over LISTEN/NOTIFY): buildApp on a free loopback port. The bench
// (index.ts) forks it with --expose-gc and talks to it over IPC: its memory after a full collection,
// its event-loop delay and CPU time since the last reset, publishing an event on its bus for many
// people (what an announcement does), whether a route exists, and closing.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { type PoolStats, watchPool } from './pool-watch.ts';

export type InstanceRequest =
  | { type: 'memory' }
  | { type: 'reset-stats' }
  | { type: 'stats' }
  | { type: 'publish'; userIds: string[]; event: unknown }
  | { type: 'has-route'; method: 'GET' | 'POST'; url: string }
  | { type: 'close' };

export interface InstanceMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

export interface InstanceStats {
  /** Event-loop delay since the last reset, in milliseconds. */
  eldP50: number;
  eldP99: number;
  eldMax: number;
  /** CPU time of the process over wall time since the last reset (1 = one core busy). */
  cpuShare: number;
  seconds: number;
  pool: PoolStats;
}

const databaseUrl = process.env.BENCH_INSTANCE_DATABASE_URL;
if (!databaseUrl || !process.send)
  throw new Error('instance.ts is forked by the bench with BENCH_INSTANCE_DATABASE_URL');
const send = process.send.bind(process);

const database = await openDatabase({ databaseUrl });
const pool = watchPool((database.db as unknown as { $client: pg.Pool }).$client);
const config = { ...loadConfig({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent' }), databaseUrl };
const app = await buildApp({ config, database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const eld = monitorEventLoopDelay({ resolution: 5 });
eld.enable();
let cpuFrom = process.cpuUsage();
let wallFrom = performance.now();

const gc = (globalThis as { gc?: () => void }).gc;
async function memory(): Promise<InstanceMemory> {
  // Twice, with a turn of the loop between: what is garbage is gone, what is held stays.
  for (let i = 0; i < 2; i++) {
    gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const m = process.memoryUsage();
  return {
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
  };
}

async function answer(request: InstanceRequest): Promise<unknown> {
  switch (request.type) {
    case 'memory':
      return memory();
    case 'reset-stats':
      eld.reset();
      pool.reset();
      cpuFrom = process.cpuUsage();
      wallFrom = performance.now();
      return null;
    case 'stats': {
      const cpu = process.cpuUsage(cpuFrom);
      const seconds = (performance.now() - wallFrom) / 1000;
      return {
        eldP50: eld.percentile(50) / 1e6,
        eldP99: eld.percentile(99) / 1e6,
        eldMax: eld.max / 1e6,
        cpuShare: (cpu.user + cpu.system) / 1e6 / seconds,
        seconds,
        pool: pool.stats(),
      } satisfies InstanceStats;
    }
    case 'publish': {
      // As an announcement does: one publish per member, each reaching that member's open streams.
      const start = performance.now();
      for (const userId of request.userIds) app.bus.publish(userId, request.event);
      return { ms: performance.now() - start };
    }
    case 'has-route':
      return app.hasRoute({ method: request.method, url: request.url });
    case 'close':
      await app.close();
      await database.close();
      return null;
  }
}

process.on('message', (message: { id: number; request: InstanceRequest }) => {
  // After closing, the process exits once the answer is out (a normal exit: --cpu-prof writes its profile).
  const then = () => {
    if (message.request.type === 'close') process.exit(0);
  };
  answer(message.request).then(
    (result) => send({ id: message.id, result }, then),
    (err: Error) => send({ id: message.id, error: err.stack ?? err.message }, then),
  );
});
// Ends with the bench, however the bench ends.
process.on('disconnect', () => process.exit(0));
send({ ready: true, base, pid: process.pid });
