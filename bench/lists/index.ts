// Lists at a flagship event's size (docs/decisions/041-bounded-lists.md): one project of
// BENCH_PARTICIPANTS (15,000) participants and BENCH_MESSAGES (15,000) outbox e-mails, on the
// embedded database and on a scratch PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL;
// dropped after). Through the app's own routes (inject: routing, validation, the query, the
// answer's serialisation), each timed BENCH_REPEATS (20) times:
//   - the organiser's participant list, pages 1, 2 and 50 of 50 (keyset), and, for reference, the
//     same page 50 read with OFFSET straight from the database;
//   - the participant search (name, e-mail, company) for 100 different texts: p50 and p95 (goal:
//     p95 < 100 ms);
//   - the outbox, pages 1, 2 and 50 of 50;
//   - the form choices searched as one types (docs/decisions/046): a buyer's Request Meeting picker
//     among the sellers and the travel form's traveller search (100 texts each, pages of 50), and
//     the buyer's wishes screen, pages 1, 2 and 50 of 50 and its search.
// Prints one table and writes bench/results/lists.json.
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { emailOutbox, profiles, projectParticipants, projects, users } from '../../server/db/schema.ts';
import { seedCrowd } from '../../server/test/crowd-factories.ts';
import { onBenchDatabase } from '../bench-database.ts';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 15_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 15_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);
const PAGE = 50;
const SEARCH_GOAL_P95_MS = 100;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const ms = (x: number) => (x >= 100 ? String(Math.round(x)) : x.toFixed(1));

interface Row {
  database: string;
  measure: string;
  p50_ms: number;
  p95_ms: number;
  note: string;
}

async function measure(kind: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<Row[]> {
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  await database.migrate();
  const base = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const app = await buildApp({
    config: { ...base, readCache: { ...base.readCache, ttlMs: 0 }, mail: { ...base.mail, noticePollSeconds: 0 } },
    database,
  });
  await app.ready();
  const db = database.db;
  const started = performance.now();
  const [admin] = await db
    .insert(users)
    .values({ email: 'lists-admin@bench.test', passwordHash: 'bench-no-password' })
    .returning({ id: users.id });
  await db
    .insert(profiles)
    .values({ id: admin.id, email: 'lists-admin@bench.test', fullName: 'Bench Admin', role: 'admin' });
  const [project] = await db
    .insert(projects)
    .values({ name: 'Bench Lists Expo', startDate: '2030-06-01', endDate: '2030-06-03', status: 'active' })
    .returning({ id: projects.id });
  const buyers = Math.round(PARTICIPANTS / 2);
  const buyerIds = await seedCrowd(db, project.id, {
    role: 'buyer',
    count: buyers,
    name: 'Buyer',
    company: 'Import Co.',
  });
  await seedCrowd(db, project.id, {
    role: 'seller',
    count: PARTICIPANTS - buyers,
    name: 'Seller',
    company: 'Maker Ltd.',
  });
  for (let i = 0; i < MESSAGES; i += 1000) {
    await db.insert(emailOutbox).values(
      Array.from({ length: Math.min(1000, MESSAGES - i) }, (_, j) => ({
        kind: 'invitation' as const,
        toEmail: `guest-${i + j}@bench.test`,
        locale: 'en',
        fromName: 'Bench',
        subject: `Your invitation ${i + j}`,
        textBody: 'Welcome',
        htmlBody: '<p>Welcome</p>',
      })),
    );
  }
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - started) / 1000;
  const { token } = await createSession(db, admin.id, 1);
  const cookie = `sid=${token}`;

  const buyerCookie = `sid=${(await createSession(db, buyerIds[0], 1)).token}`;

  const get = async (url: string, as = cookie) => {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie: as } });
    const took = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { took, body: res.json() };
  };
  /** The cursors at which pages 1..n start, walking the list. */
  const startsOf = async (url: (cursor: string) => string, n: number, as?: string) => {
    const starts = [''];
    while (starts.length < n) {
      const { body } = await get(url(starts.at(-1) as string), as);
      starts.push(body.next_cursor);
    }
    return starts;
  };
  const timed = async (url: string, as?: string) => {
    await get(url, as); // warm: plans made, pages in memory
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i++) times.push((await get(url, as)).took);
    return times;
  };
  const rows: Row[] = [];
  const row = (measure: string, times: number[], note = '') =>
    rows.push({ database: kind, measure, p50_ms: quantile(times, 0.5), p95_ms: quantile(times, 0.95), note });

  const participantsUrl = (cursor: string) =>
    `/api/projects/${project.id}/participants?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  const starts = await startsOf(participantsUrl, 50);
  for (const page of [1, 2, 50]) {
    row(`participants page ${page} of ${PAGE} (keyset)`, await timed(participantsUrl(starts[page - 1])));
  }
  // For reference: page 50 read with OFFSET, the same join and order, straight from the database.
  const offsetTimes: number[] = [];
  for (let i = 0; i <= REPEATS; i++) {
    const t0 = performance.now();
    await db
      .select({ id: projectParticipants.id, name: profiles.fullName })
      .from(projectParticipants)
      .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
      .innerJoin(users, eq(users.id, projectParticipants.userId))
      .where(and(eq(projectParticipants.projectId, project.id)))
      .orderBy(asc(projectParticipants.role), asc(profiles.fullName), asc(projectParticipants.id))
      .limit(PAGE)
      .offset(49 * PAGE);
    if (i > 0) offsetTimes.push(performance.now() - t0);
  }
  row('participants page 50, OFFSET (query only, reference)', offsetTimes, 'not used by the API');

  const texts = Array.from({ length: 100 }, (_, i) => {
    const n = String((i * 7919) % buyers).padStart(3, '0');
    return [`Buyer ${n}`, `Maker Ltd. ${n.slice(0, 2)}`, `buyer-${n}@`, `seller ${n}`][i % 4];
  });
  const searchTimes: number[] = [];
  for (const q of texts) {
    searchTimes.push((await get(`/api/projects/${project.id}/participants?q=${encodeURIComponent(q)}`)).took);
  }
  const search95 = quantile(searchTimes, 0.95);
  row(
    `participant search among ${PARTICIPANTS.toLocaleString('en-US')} (100 texts)`,
    searchTimes,
    `goal p95 < ${SEARCH_GOAL_P95_MS} ms: ${search95 < SEARCH_GOAL_P95_MS ? 'met' : 'missed'}`,
  );

  const outboxUrl = (cursor: string) =>
    `/api/admin/outbox?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  const outboxStarts = await startsOf(outboxUrl, 50);
  for (const page of [1, 2, 50]) {
    row(`outbox page ${page} of ${PAGE} (keyset)`, await timed(outboxUrl(outboxStarts[page - 1])));
  }
  // The form choices: texts that match one person, a few, or many (more than a page).
  const sellers = PARTICIPANTS - buyers;
  const choiceTexts = Array.from({ length: 100 }, (_, i) => {
    const n = String((i * 7919) % sellers).padStart(3, '0');
    return [`Seller ${n}`, `Maker Ltd. ${n.slice(0, 2)}`, `seller-${n}@`, 'seller'][i % 4];
  });
  const searched = async (url: (q: string) => string, as?: string) => {
    const times: number[] = [];
    for (const q of choiceTexts) times.push((await get(url(encodeURIComponent(q)), as)).took);
    return times;
  };
  row(
    `Request Meeting picker: a buyer searches ${sellers.toLocaleString('en-US')} sellers (100 texts)`,
    await searched((q) => `/api/meeting-requests/counterparts?project=${project.id}&q=${q}&limit=${PAGE}`, buyerCookie),
  );
  row(
    `travel form: traveller search among ${PARTICIPANTS.toLocaleString('en-US')} (100 texts)`,
    await searched((q) => `/api/travel/options?q=${q}&limit=${PAGE}`),
  );
  const wishesUrl = (cursor: string) =>
    `/api/wishes/counterparts?project_id=${project.id}&limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  const wishStarts = await startsOf((c) => wishesUrl(c), 50, buyerCookie);
  for (const page of [1, 2, 50]) {
    row(
      `a buyer's wishes screen page ${page} of ${PAGE} (keyset)`,
      await timed(wishesUrl(wishStarts[page - 1]), buyerCookie),
    );
  }
  row(
    "a buyer's wishes screen search (100 texts)",
    await searched((q) => `/api/wishes/counterparts?project_id=${project.id}&q=${q}&limit=${PAGE}`, buyerCookie),
  );

  rows.push({
    database: kind,
    measure: 'seeding (s)',
    p50_ms: seedSeconds * 1000,
    p95_ms: seedSeconds * 1000,
    note: '',
  });
  await app.close();
  await database.close();
  return rows;
}

const all: Row[] = [];
all.push(...(await onBenchDatabase('pglite', undefined, (url) => measure('pglite', url))));
if (serverUrl) all.push(...(await onBenchDatabase('postgres', serverUrl, (url) => measure('postgres', url))));
else console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL skipped.');

console.log(
  `\n${PARTICIPANTS.toLocaleString('en-US')} participants, ${MESSAGES.toLocaleString('en-US')} outbox e-mails, ${REPEATS} timings each\n`,
);
console.log('| database | measure | p50 ms | p95 ms | note |');
console.log('| -------- | ------- | -----: | -----: | ---- |');
for (const r of all) console.log(`| ${r.database} | ${r.measure} | ${ms(r.p50_ms)} | ${ms(r.p95_ms)} | ${r.note} |`);
const out = path.join(import.meta.dirname, '..', 'results', 'lists.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ participants: PARTICIPANTS, messages: MESSAGES, rows: all }, null, 2)}\n`);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
process.exit(0);
