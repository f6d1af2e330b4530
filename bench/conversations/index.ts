// Conversations under load, on a scratch PostgreSQL database (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; dropped after), with real app instances, each a
// process of its own (instance.ts: buildApp, DATABASE_URL set, so live events cross instances over
// LISTEN/NOTIFY):
//   1. messages: BENCH_RATE (200) messages a second for BENCH_SECONDS (60) through two instances,
//      BENCH_PAIRS (400) buyer-seller pairs with a thread each, every reader's event stream on the
//      other instance than the one the message was written to (messages.ts). Write latency (target
//      p99 < 100 ms), and every message delivered live to the thread's other person exactly once.
//   2. announcement: BENCH_CLIENTS (2,000) open event streams of one project's participants on one
//      instance: memory per open connection (target < 50 KB), then an announcement to all of them,
//      timed until each stream had it (target p99 <= 2 s) (announcement.ts).
// BENCH_ONLY=messages or announcement runs one of them; BENCH_CPU_PROF=1 writes each instance's CPU
// profile under bench/results/conversations-profiles/. Prints two tables and writes
// bench/results/conversations.json (or BENCH_RESULTS).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client.ts';
import { createScratchDatabase } from '../../server/db/scratch-database.ts';
import { type AnnouncementResult, measureAnnouncement } from './announcement.ts';
import { type Instance, startInstance } from './instances.ts';
import { type MessagesResult, measureMessages } from './messages.ts';
import { seedConversationsEvent } from './seed.ts';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY; // 'messages' or 'announcement'
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 400);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ANNOUNCEMENTS ?? 3);
const PROFILE_DIR =
  process.env.BENCH_CPU_PROF === '1'
    ? path.join(import.meta.dirname, '..', 'results', 'conversations-profiles')
    : undefined;

const TARGET_WRITE_P99_MS = 100;
const TARGET_BYTES_PER_CONNECTION = 50 * 1024;
const TARGET_ANNOUNCE_P99_MS = 2000;

const ms = (x: number) => (Number.isNaN(x) ? 'n/a' : x >= 100 ? String(Math.round(x)) : x.toFixed(1));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const n = (x: number) => x.toLocaleString('en-US');
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
const mark = (ok: boolean) => (ok ? '✓' : '✗');

interface Row {
  measure: string;
  figure: string;
  target: string;
  result: string;
}
const misses: string[] = [];
/** A judged row: ✓ or ✗, and a miss listed at the end. */
const judged = (measure: string, figure: string, target: string, ok: boolean): Row => {
  if (!ok) misses.push(`${measure}: ${figure} (target ${target})`);
  return { measure, figure, target, result: mark(ok) };
};
const info = (measure: string, figure: string): Row => ({ measure, figure, target: '', result: '' });

function messagesTable(r: MessagesResult): Row[] {
  const errors = Object.entries(r.errors);
  const errorCount = errors.reduce((s, [, c]) => s + c, 0);
  const waits = Object.entries(r.pg.waits)
    .slice(0, 4)
    .map(([w, share]) => `${w} ${(share * 100).toFixed(0)}%`)
    .join(', ');
  return [
    info(
      'messages sent (paced, open loop)',
      `${n(r.sent)} in ${r.seconds} s = ${r.achievedRate.toFixed(1)}/s over ${r.pairs} threads (${r.streams} streams)`,
    ),
    judged(
      'POST /api/conversations/:id/messages p50 / p95 / p99 / max',
      `${ms(r.writeMs.p50)} / ${ms(r.writeMs.p95)} / ${ms(r.writeMs.p99)} / ${ms(r.writeMs.max)} ms`,
      `p99 < ${TARGET_WRITE_P99_MS} ms`,
      r.writeMs.p99 < TARGET_WRITE_P99_MS,
    ),
    judged(
      'writes answered other than 201',
      errorCount ? errors.map(([s, c]) => `${c} x ${s === '-1' ? 'socket error' : s}`).join(', ') : '0',
      '0',
      errorCount === 0,
    ),
    judged(
      "delivered live to the thread's other person (other instance)",
      `${n(r.delivered)} of ${n(r.created)}`,
      'all',
      r.delivered === r.created && r.created > 0,
    ),
    judged('  of them more than once (duplicates)', n(r.duplicates), '0', r.duplicates === 0),
    judged('  never delivered (misses)', n(r.missed), '0', r.missed === 0),
    judged('events for the wrong person or an unknown message', n(r.strays), '0', r.strays === 0),
    info(
      `  seconds whose p99 >= ${TARGET_WRITE_P99_MS} ms; the worst`,
      (() => {
        const over = r.perSecond.filter((x) => x.p99 >= TARGET_WRITE_P99_MS);
        const worst = [...r.perSecond].sort((a, b) => b.p99 - a.p99)[0];
        return `${over.length} of ${r.perSecond.length}${over.length && over.length <= 12 ? ` (at ${over.map((x) => x.second).join(', ')} s)` : ''}; ${worst ? `${worst.second} s: p99 ${ms(worst.p99)} ms, max ${ms(worst.max)} ms` : ''}`;
      })(),
    ),
    info(
      'delivery, send to other person p50 / p95 / p99 / max',
      `${ms(r.deliveryMs.p50)} / ${ms(r.deliveryMs.p95)} / ${ms(r.deliveryMs.p99)} / ${ms(r.deliveryMs.max)} ms`,
    ),
    info('  after the writer had its answer p50 / p99', `${ms(r.afterAnswerMs.p50)} / ${ms(r.afterAnswerMs.p99)} ms`),
    info("sender's own stream (same instance) got it", `${n(r.echoes)} of ${n(r.created)}`),
    ...r.instances.map((i) =>
      info(
        `instance ${i.name}: CPU, event-loop delay p50 / p99 / max`,
        `${(i.cpuShare * 100).toFixed(0)}% of a core, ${ms(i.eldP50)} / ${ms(i.eldP99)} / ${ms(i.eldMax)} ms`,
      ),
    ),
    ...r.instances.map((i) =>
      info(
        `instance ${i.name}: pool statements, each p50 / p99; waiting for a connection`,
        `${(i.pool.statements / (r.sent / 2)).toFixed(1)} a message, ${ms(i.pool.statementMs.p50)} / ${ms(i.pool.statementMs.p99)} ms; ` +
          `${i.pool.waitingMean.toFixed(1)} mean, ${i.pool.waitingMax} max (${i.pool.totalMax} connections); ` +
          `transaction's connect p99 ${ms(i.pool.connectWaitMs.p99)} ms`,
      ),
    ),
    info(
      `instance ${r.instances[0]?.name}: statements a message, most frequent first`,
      Object.entries(r.instances[0]?.pool.kinds ?? {})
        .slice(0, 6)
        .map(([kind, count]) => `${(count / (r.sent / 2)).toFixed(1)} ${kind.slice(0, 32)}`)
        .join('; '),
    ),
    info(
      'pg_stat_activity: backends running a statement',
      `mean ${r.pg.activeMean.toFixed(1)}, max ${r.pg.activeMax} of ${r.pg.connectionsMax} connections; ${waits || 'none'}; ` +
        `idle in transaction mean ${r.pg.idleInTransactionMean.toFixed(1)}`,
    ),
    info(
      'PostgreSQL: checkpoints; samples with autovacuum on the database',
      `${r.pg.checkpoints}; ${r.pg.autovacuumSamples} of ${r.pg.samples}`,
    ),
    info(
      'this process (writer, streams): CPU; pacer late to send p99 / max',
      `${(r.benchCpuShare * 100).toFixed(0)}% of a core; ${ms(r.pacerLagMs.p99)} / ${ms(r.pacerLagMs.max)} ms`,
    ),
    info('load average before / after (1, 5, 15 min)', `${load(r.loadavgBefore)} / ${load(r.loadavgAfter)}`),
  ];
}

function announcementTable(r: AnnouncementResult): Row[] {
  const rows: Row[] = [
    info(
      'event streams opened (50 at a time)',
      `${n(r.clients)} in ${r.openSeconds.toFixed(1)} s${r.openFailures ? `, ${r.openFailures} failed` : ''}`,
    ),
    info(
      'server RSS / heap used before and with the streams open',
      `${mb(r.memoryBefore.rss)} -> ${mb(r.memoryOpen.rss)} / ${mb(r.memoryBefore.heapUsed)} -> ${mb(r.memoryOpen.heapUsed)}`,
    ),
    judged(
      '  RSS per open connection',
      kb(r.perConnection.rss),
      `< ${TARGET_BYTES_PER_CONNECTION / 1024} KB`,
      r.perConnection.rss < TARGET_BYTES_PER_CONNECTION,
    ),
    judged(
      '  heap used per open connection',
      kb(r.perConnection.heapUsed),
      `< ${TARGET_BYTES_PER_CONNECTION / 1024} KB`,
      r.perConnection.heapUsed < TARGET_BYTES_PER_CONNECTION,
    ),
    info('  external (buffers) per open connection', kb(r.perConnection.external)),
  ];
  r.rounds.forEach((round, i) => {
    rows.push(
      judged(
        `announcement ${i + 1} (${round.via}): sent to each stream had it, p50 / p99 / max`,
        `${ms(round.ms.p50)} / ${ms(round.ms.p99)} / ${ms(round.ms.max)} ms`,
        `p99 <= ${TARGET_ANNOUNCE_P99_MS} ms`,
        round.ms.p99 <= TARGET_ANNOUNCE_P99_MS,
      ),
      judged(
        '  received by / more than once',
        `${n(round.received)} of ${n(r.clients)} / ${round.duplicates}`,
        'all / 0',
        round.received === r.clients && round.duplicates === 0,
      ),
      info(
        `  ${round.via === 'route' ? "route's answer" : 'publish loop in the server'}; server CPU, event-loop delay max`,
        `${ms(round.sendMs)} ms; ${(round.instance.cpuShare * 100).toFixed(0)}% of a core, ${ms(round.instance.eldMax)} ms`,
      ),
    );
  });
  rows.push(
    info('server RSS / heap used after the announcements', `${mb(r.memoryAfter.rss)} / ${mb(r.memoryAfter.heapUsed)}`),
    info('streams the server ended early', String(r.endedEarly)),
    info('load average (1, 5, 15 min)', load(r.loadavg)),
  );
  return rows;
}

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch (err) {
    console.log(`PostgreSQL at ${url} is not reachable (${(err as Error).message}): skipped.`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

if (!(await reachable(PG_URL))) process.exit(0);

const results: Record<string, unknown> = { cpus: os.cpus().length, loadavgStart: os.loadavg() };
const scratch = await createScratchDatabase(PG_URL, 'b2b_bench');
const database = await openDatabase({ databaseUrl: scratch.url });
const instances: Instance[] = [];
let messages: MessagesResult | undefined;
let announcement: AnnouncementResult | undefined;
try {
  await database.migrate();
  const event = await seedConversationsEvent(database.db, {
    participants: only === 'messages' ? 0 : CLIENTS,
    pairs: only === 'announcement' ? 0 : PAIRS,
  });
  await database.db.execute(sql`analyze`);

  if (only !== 'announcement') {
    const pair = (await Promise.all([
      startInstance('A', scratch.url, PROFILE_DIR),
      startInstance('B', scratch.url, PROFILE_DIR),
    ])) as [Instance, Instance];
    instances.push(...pair);
    messages = await measureMessages(event, pair, scratch.url, {
      rate: RATE,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      pairs: PAIRS,
      drainMs: 10_000,
    });
    await Promise.all(pair.map((i) => i.close()));
    results.messages = messages;
  }
  if (only !== 'messages') {
    const single = await startInstance('C', scratch.url, PROFILE_DIR);
    instances.push(single);
    announcement = await measureAnnouncement(event, single, { clients: CLIENTS, rounds: ROUNDS, timeoutMs: 15_000 });
    await single.close();
    results.announcement = announcement;
  }
} finally {
  await Promise.all(instances.map((i) => i.close().catch(() => {})));
  await database.close();
  await scratch.drop();
}

if (messages) {
  console.log(
    `\n1. ${RATE} messages a second for ${SECONDS} s, PostgreSQL, two instances (processes of their own), ` +
      'each reader listening on the other instance than the writer wrote to',
  );
  console.table(messagesTable(messages));
}
if (announcement) {
  console.log(`\n2. One announcement to ${n(CLIENTS)} open event streams on one instance (PostgreSQL)`);
  console.table(announcementTable(announcement));
  console.log(`Announcement path: ${announcement.viaNote}.`);
}
console.log(
  `Loopback on ${os.cpus().length} CPUs shared by the instances, PostgreSQL and this client; ` +
    `load average at the end ${load(os.loadavg())}.`,
);
console.log(misses.length ? `Targets missed:\n  ${misses.join('\n  ')}` : 'All targets met.');

const out = process.env.BENCH_RESULTS ?? path.join(import.meta.dirname, '..', 'results', 'conversations.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ ...results, misses }, null, 2)}\n`);
process.exit(0);
