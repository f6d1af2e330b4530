// What writing an applied auto-schedule costs per meeting (docs/decisions/029), on the embedded
// database and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on a fresh PostgreSQL database
// (dropped after): APPLY_BENCH_MEETINGS meetings (default 12,000) of a show shaped like the
// flagship's (3 days of 16 slots, each buyer 16 meetings a day, the project's maximum; every
// seller at a fixed table of their own; a tenth with an interpreter; everyone in a company of their
// own), applied through applyAutoSchedule with a plan given to it. Variants: the pair rules checked
// per statement (as migrated), no triggers on meetings at all, and the per-row trigger of migration
// 0009 put back (as written, and planned at every call), APPLY_BENCH_ROW_RUNS times (default 1: it
// is slow; 0 leaves them out). BENCH_ONLY=pglite or postgres measures on one database. Also times
// the state the apply reads (twice: once to plan, once in its transaction). Median of BENCH_RUNS
// runs (default 3; the meetings are deleted and the tables vacuumed between runs, so each apply
// starts on an empty meetings table, as a new show's first does). Prints a table and writes
// bench/results/apply-writes.json with the load average; asserts no timing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { SchedulerResult } from '../../core/scheduler/types.ts';
import { type Db, openDatabase } from '../../server/db/client.ts';
import { meetings, meetingTables, projectParticipants, projects } from '../../server/db/schema.ts';
import { createScratchDatabase } from '../../server/db/scratch-database.ts';
import { applyAutoSchedule } from '../../server/services/auto-schedule/apply.ts';
import { loadPlanState } from '../../server/services/auto-schedule/load-input.ts';
import { createLocalBus } from '../../server/services/notification-bus.ts';
import { seedPeople } from '../people.ts';

const MEETINGS = Number(process.env.APPLY_BENCH_MEETINGS ?? 12_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const only = process.env.BENCH_ONLY; // 'pglite' or 'postgres'

const DAYS = ['2030-05-01', '2030-05-02', '2030-05-03'];
const SLOTS_PER_DAY = 16;
const SLOTS = DAYS.length * SLOTS_PER_DAY;
const SETTINGS = { day_start: '09:00', slot_minutes: 30, daily_meet_limit: SLOTS_PER_DAY };
/**
 * Meetings come in blocks of SLOTS buyers by SLOTS sellers: buyer i and seller j of a block meet in
 * slot (i + j) mod SLOTS, so nobody is anywhere twice at once and each buyer and seller has 16 a day.
 */
const BLOCK = SLOTS * SLOTS;
const BLOCKS = Math.ceil(MEETINGS / BLOCK);
/** Sellers 0..4 of a block bring an interpreter of that block (about a tenth of the meetings). */
const INTERPRETED = 5;
const NOW = new Date('2030-01-01T00:00:00Z');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function seed(db: Db) {
  const people = await seedPeople(
    db,
    { buyers: BLOCKS * SLOTS, sellers: BLOCKS * SLOTS, interpreters: BLOCKS * INTERPRETED },
    'bench-no-password',
  );
  // A company row for each buyer and seller, named as their profile says (the import's way).
  await db.execute(sql`insert into companies (name, type)
    select company_name, role::text::company_type from profiles where role in ('buyer', 'seller')`);
  await db.execute(sql`update profiles p set company_id = c.id from companies c
    where c.name = p.company_name and c.type::text = p.role::text`);
  const [project] = await db
    .insert(projects)
    .values({
      name: 'Bench Apply Expo',
      startDate: DAYS[0],
      endDate: DAYS[DAYS.length - 1],
      dailyMeetLimit: SETTINGS.daily_meet_limit,
      slotMinutes: SETTINGS.slot_minutes,
      dayStart: SETTINGS.day_start,
      maxMeetingsPerDay: SLOTS_PER_DAY,
      timeZone: 'Asia/Seoul',
    })
    .returning();
  const tables = await db
    .insert(meetingTables)
    .values(people.sellers.map((_, k) => ({ projectId: project.id, name: `T${k + 1}`, position: k + 1 })))
    .returning({ id: meetingTables.id });
  const everyone = [
    ...people.buyers.map((p) => ({ projectId: project.id, userId: p.id, role: 'buyer' as const })),
    ...people.sellers.map((p, k) => ({
      projectId: project.id,
      userId: p.id,
      role: 'seller' as const,
      tableId: tables[k].id,
    })),
    ...people.interpreters.map((p) => ({ projectId: project.id, userId: p.id, role: 'interpreter' as const })),
  ];
  for (let i = 0; i < everyone.length; i += 1000) {
    await db.insert(projectParticipants).values(everyone.slice(i, i + 1000));
  }
  const planned: SchedulerResult['meetings'] = [];
  for (let k = 0; k < MEETINGS; k++) {
    const block = Math.floor(k / BLOCK);
    const i = Math.floor((k % BLOCK) / SLOTS);
    const j = k % SLOTS;
    const slot = (i + j) % SLOTS;
    planned.push({
      date: DAYS[Math.floor(slot / SLOTS_PER_DAY)],
      slot: (slot % SLOTS_PER_DAY) + 1,
      buyerId: people.buyers[block * SLOTS + i].id,
      sellerId: people.sellers[block * SLOTS + j].id,
      interpreterId: j < INTERPRETED ? people.interpreters[block * INTERPRETED + j].id : null,
      weight: 1,
    });
  }
  const plan: SchedulerResult = {
    meetings: planned,
    totalWeight: planned.length,
    upperBound: planned.length,
    unmet: [],
    breaks: 0,
    breaksLowerBound: 0,
    maxPersonBreaks: 0,
    elapsedMs: 0,
  };
  return { admin: people.admin, projectId: project.id, plan };
}

/**
 * The per-row trigger as migration 0009 wrote it (read from that file), put back in place of the
 * per-statement one for the last variants; `planEachCall` plans its queries at every call, as the
 * per-statement trigger does, to tell that part of its cost from the per-row work.
 */
function perRowTrigger(planEachCall: boolean) {
  const file = fs.readFileSync(
    path.join(import.meta.dirname, '../../server/db/migrations/0009_matchmaking.sql'),
    'utf8',
  );
  const from = file.indexOf('CREATE FUNCTION "meetings_pair_rules"()');
  const to = file.indexOf('FOR EACH ROW EXECUTE FUNCTION "meetings_pair_rules"();');
  if (from < 0 || to < 0) throw new Error('the per-row trigger is not in 0009_matchmaking.sql');
  const [fn, trigger] = file
    .slice(from, to + 'FOR EACH ROW EXECUTE FUNCTION "meetings_pair_rules"();'.length)
    .split('--> statement-breakpoint');
  const planned = planEachCall
    ? fn.replace('LANGUAGE plpgsql AS', () => 'LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS')
    : fn;
  return [
    'DROP TRIGGER IF EXISTS "meetings_pair_rules_insert" ON "meetings"',
    'DROP TRIGGER IF EXISTS "meetings_pair_rules_update" ON "meetings"',
    'DROP TRIGGER IF EXISTS "meetings_pair_rules" ON "meetings"',
    'DROP FUNCTION "meetings_pair_rules"()',
    planned,
    trigger,
  ];
}

const VARIANTS: { name: string; sql: string[]; runs: number }[] = [
  { name: 'per statement (0015)', sql: [], runs: RUNS },
  { name: 'no triggers on meetings', sql: ['alter table meetings disable trigger user'], runs: RUNS },
  {
    name: 'per row (0009)',
    sql: ['alter table meetings enable trigger user', ...perRowTrigger(false)],
    runs: Number(process.env.APPLY_BENCH_ROW_RUNS ?? 1),
  },
  { name: 'per row, planned each call', sql: perRowTrigger(true), runs: Number(process.env.APPLY_BENCH_ROW_RUNS ?? 1) },
];

async function measure(kind: 'pglite' | 'postgres', databaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  await database.migrate();
  const db = database.db;
  const bus = createLocalBus();
  const seeded = await seed(db);
  const rows = [];
  for (const variant of VARIANTS.filter((v) => v.runs > 0)) {
    for (const statement of variant.sql) await db.execute(sql.raw(statement));
    const applyMs: number[] = [];
    const readMs: number[] = [];
    for (let run = 0; run < variant.runs; run++) {
      const [project] = await db.select().from(projects).where(eq(projects.id, seeded.projectId));
      let start = performance.now();
      await loadPlanState(db, project, NOW);
      readMs.push(performance.now() - start);
      start = performance.now();
      const out = await applyAutoSchedule(db, bus, {
        project,
        adminId: seeded.admin.id,
        fingerprint: `run ${run}`,
        now: () => NOW,
        plan: async () => seeded.plan,
      });
      applyMs.push(performance.now() - start);
      if (out.created !== MEETINGS) throw new Error(`applied ${out.created} of ${MEETINGS}`);
      await db.delete(meetings).where(eq(meetings.projectId, seeded.projectId));
      await db.execute(sql`delete from notifications where title_key = 'notifications.autoSchedule.title'`);
      await db.execute(sql`vacuum analyze meetings, notifications`);
    }
    const ms = median(applyMs);
    rows.push({
      database: kind,
      variant: variant.name,
      meetings: MEETINGS,
      runs: variant.runs,
      apply_ms: Math.round(ms),
      ms_per_1000: Math.round((1000 * ms) / MEETINGS),
      state_read_ms: Math.round(median(readMs)),
    });
  }
  await database.close();
  return rows;
}

async function onDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') return measure(kind, undefined);
  const server = await createScratchDatabase(serverUrl as string, 'b2b_bench_apply');
  try {
    return await measure(kind, server.url);
  } finally {
    await server.drop();
  }
}

const results = [
  ...(only !== 'postgres' ? await onDatabase('pglite') : []),
  ...(serverUrl && only !== 'pglite' ? await onDatabase('postgres') : []),
];
const load = os.loadavg().map((l) => l.toFixed(1));
console.table(results);
console.log(`load average ${load.join(' ')}`);
const out = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'apply-writes.json'), `${JSON.stringify({ load_average: load, results }, null, 2)}\n`);
