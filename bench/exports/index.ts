// The organiser's meetings export at a large show's size: 30,000 meetings (200 buyers each meeting
// all 150 sellers over four days of fifty 15-minute slots; a sixth with an interpreter, half the
// buyers and a third of the sellers checked in) downloaded as .xlsx and as CSV through the HTTP
// API, on the embedded database and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on a fresh
// PostgreSQL database (dropped after). Also times the joined query alone, to tell the database's
// share from the writer's, and the slowest GET /api/health answered meanwhile. Prints a table and
// writes bench/results/exports.json; asserts no timing.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { loadConfig } from '../../server/config.ts';
import { type Db, openDatabase } from '../../server/db/client.ts';
import { meetings, projects } from '../../server/db/schema.ts';
import { exportTable } from '../../server/routes/exports/datasets.ts';
import { onBenchDatabase } from '../bench-database.ts';
import { seedPeople } from '../people.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUYERS = 200;
const SELLERS = 150;
const INTERPRETERS = 25;
const SLOTS_A_DAY = 50;
const DAYS = ['2030-05-01', '2030-05-02', '2030-05-03', '2030-05-04'];
const PASSWORD = 'bench-pass';
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** The bench exhibition: its people, the project and its 30,000 meetings, written directly. */
async function seed(db: Db) {
  const { admin, buyers, sellers, interpreters } = await seedPeople(
    db,
    { buyers: BUYERS, sellers: SELLERS, interpreters: INTERPRETERS },
    await hashPassword(PASSWORD),
  );
  const [project] = await db
    .insert(projects)
    .values({
      name: 'Bench Expo',
      startDate: DAYS[0],
      endDate: DAYS[DAYS.length - 1],
      location: 'Hall A',
      dailyMeetLimit: SLOTS_A_DAY,
      slotMinutes: 15,
      dayStart: '08:00',
    })
    .returning();
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  // Buyer b meets seller s in slot (b + s) mod 200: no buyer, seller or interpreter twice in a slot.
  const rows = [];
  for (let b = 0; b < BUYERS; b++) {
    for (let s = 0; s < SELLERS; s++) {
      const slot = (b + s) % (DAYS.length * SLOTS_A_DAY);
      const start = 8 * 60 + (slot % SLOTS_A_DAY) * 15;
      rows.push({
        projectId: project.id,
        buyerId: buyers[b].id,
        sellerId: sellers[s].id,
        interpreterId: s < INTERPRETERS ? interpreters[s].id : null,
        meetingDate: DAYS[Math.floor(slot / SLOTS_A_DAY)],
        startTime: clock(start),
        endTime: clock(start + 15),
        status: (['scheduled', 'confirmed', 'completed', 'cancelled'] as const)[(b * 7 + s) % 4],
      });
    }
  }
  for (let i = 0; i < rows.length; i += 2_000) await db.insert(meetings).values(rows.slice(i, i + 2_000));
  await db.execute(sql`
    insert into meeting_attendances (meeting_id, user_id, check_in_method)
    select id, buyer_id, 'qr'::check_in_method from meetings
      where status <> 'cancelled' and (extract(minute from start_time)::int / 15) % 2 = 0
    union all
    select id, seller_id, 'manual'::check_in_method from meetings where status = 'completed'`);
  return { admin, project, meetings: rows.length };
}

async function timed<T>(work: () => Promise<T>) {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const run = (kind: 'pglite' | 'postgres') => onBenchDatabase(kind, serverUrl, (url) => measure(kind, url));

async function measure(kind: 'pglite' | 'postgres', databaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), signInRateLimit: 1000 }, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = database.db;
  const { admin, project, meetings: count } = await seed(db);
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: PASSWORD }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const download = async (format: 'xlsx' | 'csv') => {
    const res = await fetch(`${base}/api/projects/${project.id}/exports/meetings?format=${format}&lang=ko`, {
      headers: { cookie },
    });
    if (!res.ok) throw new Error(`export answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return Buffer.from(await res.arrayBuffer());
  };

  const query = [];
  for (let i = 0; i < RUNS; i++) {
    const t = await timed(() =>
      exportTable('meetings', { db, project: { id: project.id, time_zone: project.timeZone }, lang: 'ko' }),
    );
    if (t.value.body.length !== count) throw new Error(`the query gave ${t.value.body.length} rows`);
    query.push(t.ms);
  }
  // Meanwhile GET /api/health one request at a time: the slowest answer says how long an export
  // held up everyone else's requests (the client shares this process, so it is a lower bound).
  const healthDuring = async <T>(work: () => Promise<T>) => {
    const latencies: number[] = [];
    let done = false;
    const pinging = (async () => {
      while (!done) latencies.push((await timed(() => fetch(`${base}/api/health`).then((r) => r.text()))).ms);
    })();
    const value = await work();
    done = true;
    await pinging;
    return { value, worst: Math.max(0, ...latencies) };
  };

  const results = [];
  for (const format of ['xlsx', 'csv'] as const) {
    const runs = [];
    const stalls = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = await healthDuring(() => timed(() => download(format)));
      bytes = t.value.value.length;
      runs.push(t.value.ms);
      stalls.push(t.worst);
    }
    results.push({
      database: kind,
      format,
      meetings: count,
      file_kib: Math.round(bytes / 1024),
      median_ms: Math.round(median(runs)),
      first_ms: Math.round(runs[0]),
      query_median_ms: Math.round(median(query)),
      health_worst_ms: Math.round(median(stalls)),
    });
  }
  await app.close();
  await database.close();
  return results;
}

const results = [...(await run('pglite')), ...(serverUrl ? await run('postgres') : [])];
console.table(results);
const out = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'exports.json'), `${JSON.stringify(results, null, 2)}\n`);
