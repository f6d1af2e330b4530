// Measurement 1: messages at a steady rate through two app instances on one PostgreSQL database.
// Pair i's buyer and seller each write to one instance and hold their event stream open on that
// same instance, and the two sides of a pair are on different instances (even pairs: buyer on A,
// seller on B; odd pairs the other way round): every message reaches its reader through the other
// instance, over LISTEN/NOTIFY, and half the streams are on each. A paced writer sends `rate`
// messages a second (open loop: the k-th goes out at k / rate s whatever the earlier ones do),
// round robin over every person, so each writes 60 x rate / people a minute, under the limit of 30.
// Every message's id is matched against what each stream received: delivered once to the thread's
// other person, or missed, or more than once.
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { MESSAGES_PER_MINUTE } from '../../core/rules/conversations.ts';
import type { InstanceStats } from './instance.ts';
import { type Instance, postJson } from './instances.ts';
import type { ConversationsEvent, SeededPerson } from './seed.ts';
import { inParallel, type OpenStream, openStream, type StreamEvent, streamAgent } from './sse.ts';

export interface MessagesOptions {
  rate: number;
  seconds: number;
  warmupSeconds: number;
  pairs: number;
  /** How long to wait for the last deliveries after the last answer. */
  drainMs: number;
}

interface Person extends SeededPerson {
  index: number;
  /** The instance this person writes to and listens on. */
  instance: number;
  other: number;
  threadId: string;
}

interface Sent {
  k: number;
  sender: number;
  recipient: number;
  scheduledAt: number;
  start: number;
  end: number;
  status: number;
  id?: string;
  warmup: boolean;
}

export interface PgActivity {
  samples: number;
  /** Connections of the two instances (and this bench) to the database: most at once. */
  connectionsMax: number;
  /** Backends running a statement: mean and most at once. */
  activeMean: number;
  activeMax: number;
  /** Backends inside a transaction waiting for the app's next statement: mean. */
  idleInTransactionMean: number;
  /** What active backends waited on, as shares of all active samples (CPU: no wait). */
  waits: Record<string, number>;
  /** Samples in which an autovacuum worker ran on the database. */
  autovacuumSamples: number;
  /** Checkpoints of the server (any database) during the run. */
  checkpoints: number;
}

export interface MessagesResult {
  rate: number;
  seconds: number;
  pairs: number;
  streams: number;
  sent: number;
  /** Messages per second actually handed to the sockets. */
  achievedRate: number;
  created: number;
  errors: Record<string, number>;
  writeMs: { p50: number; p95: number; p99: number; max: number };
  /** Each second of the run (by when the write was sent): writes and their p99 and max latency. */
  perSecond: { second: number; writes: number; p99: number; max: number }[];
  /** How late the pacer handed messages out against their schedule (this process's own delay). */
  pacerLagMs: { p99: number; max: number };
  delivered: number;
  missed: number;
  duplicates: number;
  /** Events that named a message of another thread than the stream holder's, or none the bench sent. */
  strays: number;
  /** The sender's own stream (on the instance it wrote to) got its message: once each? */
  echoes: number;
  deliveryMs: { p50: number; p95: number; p99: number; max: number };
  /** Delivery after the write's answer arrived (negative: the reader knew before the writer). */
  afterAnswerMs: { p50: number; p99: number };
  instances: (InstanceStats & { name: string })[];
  pg: PgActivity;
  loadavgBefore: number[];
  loadavgAfter: number[];
  /** CPU of this process (writer and 800 stream readers) over the run, 1 = one core. */
  benchCpuShare: number;
}

export const percentile = (values: readonly number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))];
};
const spread = (xs: number[]) => ({
  p50: percentile(xs, 50),
  p95: percentile(xs, 95),
  p99: percentile(xs, 99),
  max: xs.length ? Math.max(...xs) : Number.NaN,
});

/** Samples pg_stat_activity of the database every `everyMs` until stopped. */
function samplePgActivity(databaseUrl: string, everyMs = 250) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const waits = new Map<string, number>();
  let samples = 0;
  let activeSum = 0;
  let activeMax = 0;
  let idleInTransactionSum = 0;
  let connectionsMax = 0;
  let autovacuumSamples = 0;
  let checkpoints = 0;
  let stopped = false;
  const checkpointCount = async () =>
    Number(
      (await client.query<{ n: string }>('select checkpoints_timed + checkpoints_req as n from pg_stat_bgwriter'))
        .rows[0].n,
    );
  const loop = (async () => {
    await client.connect();
    const checkpointsBefore = await checkpointCount();
    while (!stopped) {
      const { rows: all } = await client.query<{ state: string | null; wait: string | null; type: string }>(
        `select state, wait_event_type || ':' || wait_event as wait, backend_type as type from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const rows = all.filter((r) => r.type === 'client backend');
      if (all.some((r) => r.type === 'autovacuum worker')) autovacuumSamples++;
      samples++;
      connectionsMax = Math.max(connectionsMax, rows.length);
      const active = rows.filter((r) => r.state === 'active');
      // The listening connections idle between notifications; "active" is a statement running.
      activeSum += active.length;
      activeMax = Math.max(activeMax, active.length);
      idleInTransactionSum += rows.filter((r) => r.state === 'idle in transaction').length;
      for (const r of active) waits.set(r.wait ?? 'CPU', (waits.get(r.wait ?? 'CPU') ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    checkpoints = (await checkpointCount()) - checkpointsBefore;
    await client.end();
  })();
  return async (): Promise<PgActivity> => {
    stopped = true;
    await loop;
    return {
      samples,
      connectionsMax,
      activeMean: samples ? activeSum / samples : 0,
      activeMax,
      idleInTransactionMean: samples ? idleInTransactionSum / samples : 0,
      waits: Object.fromEntries(
        [...waits.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => [k, activeSum ? n / activeSum : 0]),
      ),
      autovacuumSamples,
      checkpoints,
    };
  };
}

export async function measureMessages(
  event: ConversationsEvent,
  instances: [Instance, Instance],
  databaseUrl: string,
  opts: MessagesOptions,
): Promise<MessagesResult> {
  const perMinute = (opts.rate * 60) / (2 * opts.pairs);
  if (perMinute > MESSAGES_PER_MINUTE * 0.9) {
    throw new Error(
      `${opts.rate} messages/s over ${2 * opts.pairs} people is ${perMinute.toFixed(1)} a minute each, ` +
        `too near the limit of ${MESSAGES_PER_MINUTE}: raise BENCH_PAIRS`,
    );
  }
  // Pair i: buyer i and seller i; the buyer of an even pair on A, its seller on B, and the other way round.
  const people: Person[] = [];
  for (let i = 0; i < opts.pairs; i++) {
    const b = 2 * i;
    people.push({ ...event.buyers[i], index: b, instance: i % 2, other: b + 1, threadId: '' });
    people.push({ ...event.sellers[i], index: b + 1, instance: 1 - (i % 2), other: b, threadId: '' });
  }
  const writeAgents = instances.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));

  // The threads, opened through the API by each pair's buyer (the seller opening it gets the same one).
  await inParallel(event.requestIds.slice(0, opts.pairs), 8, async (requestId, i) => {
    const buyer = people[2 * i];
    const r = await postJson(
      instances[buyer.instance].base,
      '/api/conversations',
      buyer.cookie,
      { request_id: requestId },
      writeAgents[buyer.instance],
    );
    if (r.status !== 200) throw new Error(`opening thread ${i} answered ${r.status}: ${r.body.slice(0, 300)}`);
    const threadId = (JSON.parse(r.body) as { id: string }).id;
    buyer.threadId = threadId;
    people[2 * i + 1].threadId = threadId;
  });

  // Every person's stream, on the instance they write to.
  const receipts = new Map<string, { person: number; at: number }[]>();
  const otherEvents: StreamEvent[] = [];
  const streamAgents = instances.map(() => streamAgent(opts.pairs * 2));
  const streams: OpenStream[] = await inParallel(people, 20, (p) =>
    openStream(instances[p.instance].base, p.cookie, streamAgents[p.instance], (e) => {
      const data = e.data as { event?: string; message_id?: string | null; change?: string };
      if (e.name !== 'conversation' || data.change !== 'created' || !data.message_id) {
        otherEvents.push(e);
        return;
      }
      const list = receipts.get(data.message_id) ?? [];
      list.push({ person: p.index, at: e.at });
      receipts.set(data.message_id, list);
    }),
  );

  const sent: Sent[] = [];
  const inFlight: Promise<void>[] = [];
  // Round robin over the buyers, then over the sellers: the two sides of a thread write half a round
  // apart (no two messages of a thread at the same moment), and consecutive messages alternate instances.
  const senders = [...people.filter((p) => p.role === 'buyer'), ...people.filter((p) => p.role === 'seller')];
  const sendOne = (k: number, scheduledAt: number, warmup: boolean) => {
    const sender = senders[k % senders.length];
    const record: Sent = {
      k,
      sender: sender.index,
      recipient: sender.other,
      scheduledAt,
      start: performance.now(),
      end: 0,
      status: 0,
      warmup,
    };
    sent.push(record);
    inFlight.push(
      postJson(
        instances[sender.instance].base,
        `/api/conversations/${sender.threadId}/messages`,
        sender.cookie,
        { body: `Bench message ${k}${warmup ? ' (warm-up)' : ''}: are you at your booth at ten?` },
        writeAgents[sender.instance],
      ).then(
        (r) => {
          record.end = r.end;
          record.status = r.status;
          if (r.status === 201) record.id = (JSON.parse(r.body) as { id: string }).id;
        },
        () => {
          record.status = -1;
          record.end = performance.now();
        },
      ),
    );
  };
  /** Hands out `rate * seconds` messages on schedule, starting with message number `first`. */
  const paced = (rate: number, seconds: number, first: number, warmup: boolean) =>
    new Promise<void>((resolve) => {
      const total = Math.round(rate * seconds);
      const start = performance.now();
      let k = 0;
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
        while (k < due) {
          sendOne(first + k, start + (k * 1000) / rate, warmup);
          k++;
        }
        if (k >= total) resolve();
        else setTimeout(tick, 1);
      };
      tick();
    });

  // Warm-up at a quarter of the rate (compiles the paths, fills the pools), not judged.
  let next = 0;
  if (opts.warmupSeconds > 0) {
    await paced(opts.rate / 4, opts.warmupSeconds, next, true);
    next = sent.length;
    await Promise.all(inFlight);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }

  const loadavgBefore = os.loadavg();
  await Promise.all(instances.map((i) => i.call({ type: 'reset-stats' })));
  const stopSampling = samplePgActivity(databaseUrl);
  const measuredFrom = sent.length;
  const benchCpu = process.cpuUsage();
  const runStart = performance.now();
  await paced(opts.rate, opts.seconds, next, false);
  const handedOut = performance.now();
  await Promise.all(inFlight);
  const benchCpuUsed = process.cpuUsage(benchCpu);
  const benchCpuShare = (benchCpuUsed.user + benchCpuUsed.system) / 1000 / (performance.now() - runStart);
  const stats = await Promise.all(
    instances.map(async (i) => ({ name: i.name, ...(await i.call<InstanceStats>({ type: 'stats' })) })),
  );
  const pgActivity = await stopSampling();
  const loadavgAfter = os.loadavg();

  const measured = sent.slice(measuredFrom);
  const created = measured.filter((s) => s.id);
  // Waits for the last deliveries: every created message at its reader, or drainMs without progress.
  const isDelivered = (s: Sent) => receipts.get(s.id!)?.some((r) => r.person === s.recipient);
  let lastCount = -1;
  let lastProgress = performance.now();
  for (;;) {
    const count = created.filter(isDelivered).length;
    if (count === created.length) break;
    if (count !== lastCount) {
      lastCount = count;
      lastProgress = performance.now();
    } else if (performance.now() - lastProgress > opts.drainMs) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A moment more, so a late duplicate is counted too.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const s of streams) s.close();
  for (const a of [...writeAgents, ...streamAgents]) a.destroy();

  const errors: Record<string, number> = {};
  for (const s of measured) if (s.status !== 201) errors[String(s.status)] = (errors[String(s.status)] ?? 0) + 1;
  const known = new Map(sent.filter((s) => s.id).map((s) => [s.id!, s]));
  let delivered = 0;
  let missed = 0;
  let duplicates = 0;
  let echoes = 0;
  let strays = 0;
  const deliveryMs: number[] = [];
  const afterAnswerMs: number[] = [];
  for (const s of created) {
    const got = receipts.get(s.id!) ?? [];
    const mine = got.filter((r) => r.person === s.recipient);
    if (mine.length === 0) missed++;
    else {
      delivered++;
      duplicates += mine.length - 1;
      deliveryMs.push(mine[0].at - s.start);
      afterAnswerMs.push(mine[0].at - s.end);
    }
    echoes += got.filter((r) => r.person === s.sender).length;
  }
  for (const [id, got] of receipts) {
    const s = known.get(id);
    if (!s) strays += got.length;
    else strays += got.filter((r) => r.person !== s.sender && r.person !== s.recipient).length;
  }
  strays += otherEvents.length;

  return {
    rate: opts.rate,
    seconds: opts.seconds,
    pairs: opts.pairs,
    streams: streams.length,
    sent: measured.length,
    achievedRate: measured.length / ((handedOut - runStart) / 1000),
    created: created.length,
    errors,
    writeMs: spread(created.map((s) => s.end - s.start)),
    perSecond: Array.from({ length: Math.ceil(opts.seconds) }, (_, second) => {
      const ms = created.filter((m) => Math.floor((m.start - runStart) / 1000) === second).map((m) => m.end - m.start);
      return { second, writes: ms.length, p99: percentile(ms, 99), max: ms.length ? Math.max(...ms) : Number.NaN };
    }),
    pacerLagMs: (() => {
      const lag = measured.map((s) => s.start - s.scheduledAt);
      return { p99: percentile(lag, 99), max: Math.max(...lag) };
    })(),
    delivered,
    missed,
    duplicates,
    strays,
    echoes,
    deliveryMs: spread(deliveryMs),
    afterAnswerMs: { p50: percentile(afterAnswerMs, 50), p99: percentile(afterAnswerMs, 99) },
    instances: stats,
    pg: pgActivity,
    loadavgBefore,
    loadavgAfter,
    benchCpuShare,
  };
}
