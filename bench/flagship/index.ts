// The flagship event (docs/decisions/044-flagship-bench.md): on a fresh PostgreSQL database
// (BENCH_DATABASE_URL or TEST_DATABASE_URL, default the local server; dropped after), an organiser
// builds a three-day show of 4,000 buyers, 3,500 sellers at fixed tables and 300 interpreters
// through the product's own API: the people from one XLSX file (import preview and apply), the
// tables and fixed tables, some absences, then the auto-schedule's plan and its apply (about 86,000
// meetings). The 150,000 wishes are written in bulk SQL: the product has no bulk path for them.
// Then it measures what the organiser and the participants feel at that size, one step per file
// under steps/. BENCH_SCALE (e.g. 0.1) runs it smaller. Prints one table and writes
// bench/results/flagship.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signUpSchema } from '../../core/schemas/auth.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { createScratchDatabase } from '../../server/db/scratch-database.ts';
import { createAccount } from '../../server/services/accounts.ts';
import { SERVER, work } from './context.ts';
import { DAYS, people, SCALE, SIZE, SLOTS_PER_DAY } from './event.ts';
import { signedIn } from './http.ts';
import { importPeople, markAbsences, setUpTables, writeWishes } from './steps/build.ts';
import { allAgendaPdfs, backupAndRestore, reportAndExports } from './steps/files.ts';
import { importLargeList } from './steps/import-large.ts';
import { deliverOutbox } from './steps/outbox.ts';
import { applyPlan, planEvent } from './steps/plan.ts';
import { readAgendas, searchPeople } from './steps/reads.ts';
import { row, rows } from './table.ts';

const out = path.join(import.meta.dirname, '..', 'results');

const started = performance.now();
/** The machine's load while the bench ran: figures taken on a busy machine are slower than its own. */
const loadBefore = os.loadavg()[0];
const scratch = await createScratchDatabase(SERVER, 'b2b_flagship');
const database = await openDatabase({ databaseUrl: scratch.url });
try {
  await database.migrate();
  await measure(database, scratch.url);
} finally {
  await database.close();
  await scratch.drop();
  fs.rmSync(work, { recursive: true, force: true });
}
const totalSeconds = Math.round((performance.now() - started) / 1000);
console.table(rows.map(({ detail: _, ...r }) => r));
const loadAfter = os.loadavg()[0];
console.log(
  `scale ${SCALE}, ${totalSeconds} s in all; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
);
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'flagship.json'),
  `${JSON.stringify({ scale: SCALE, size: SIZE, seconds: totalSeconds, load_average: [loadBefore, loadAfter], cores: os.availableParallelism(), rows }, null, 2)}\n`,
);

async function measure(database: Database, databaseUrl: string) {
  const { db } = database;
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    signInRateLimit: 1000,
    // The background jobs' files and the backups go to the scratch folder, not the app's data folder.
    dataDir: path.join(work, 'data'),
    backupDir: path.join(work, 'backups'),
  };
  const app = await buildApp({ config, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const email = 'organiser@flagship.test';
    await createAccount(
      db,
      { ...signUpSchema.parse({ email, password: 'flagship-pass', full_name: 'Organiser' }), role: 'admin' },
      { accepted: true },
    );
    const api = await signedIn(base, email, 'flagship-pass');
    const project = await api.json<{ id: string }>('POST', '/api/projects', {
      name: 'Flagship Show',
      start_date: DAYS[0],
      end_date: DAYS[DAYS.length - 1],
      daily_meet_limit: SLOTS_PER_DAY,
      slot_minutes: 30,
      day_start: '09:00',
      location: 'Hall A',
    });
    const p = `/api/projects/${project.id}`;
    const everyone = people();
    console.log(`flagship at scale ${SCALE}: ${everyone.length} people, ${SIZE.wishes} wishes`);

    await importPeople(api, p, everyone);
    await setUpTables(api, db, p, project.id);
    await markAbsences(api, db, p, project.id);
    await writeWishes(db, project.id);
    const fingerprint = await planEvent(api, db, p, project.id);
    await applyPlan(api, p, fingerprint);
    // The measurements after the apply stand alone: one that fails is a row saying so, and the next runs.
    const attempt = async (step: string, work: () => Promise<void>) => {
      try {
        await work();
      } catch (err) {
        row(step, '-', `failed: ${(err as Error).message.slice(0, 200)}`, false);
      }
    };
    await attempt('Participant search', () => searchPeople(api));
    await attempt('Agendas read at once', () => readAgendas(db, databaseUrl, project.id));
    await attempt('Report and exports', () => reportAndExports(api, p));
    await attempt('All agendas as PDFs', () => allAgendaPdfs(api, p));
    await attempt('Outbox', () => deliverOutbox(db, databaseUrl));
    await attempt('Backup / restore', () => backupAndRestore(config, database));
    // Last: its 15,000 invitations would otherwise join the outbox measured above.
    await attempt('Import 15,000 rows', () => importLargeList(api));
    row('Organiser grid of one day in Chromium', 'first rows < 2 s, no long task > 200 ms', 'measured apart', '-', {
      where: '`npm run bench schedule-grid -- --flagship` (headless Chromium, decision 042)',
    });
  } finally {
    await app.close();
  }
}
