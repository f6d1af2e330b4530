// Times each figure group of the report alone on the bench exhibition (seed.ts), then the whole
// report, on PGlite (or PGURL): which part to look at when the report gets slow. EXPLAIN=<group>
// prints that group's plan. Not run by `npm run bench`.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { loadRates } from '../../server/queries/currency-rates.ts';
import { dealsBy } from '../../server/queries/report/deals.ts';
import { feedbackFigures } from '../../server/queries/report/feedback.ts';
import { checkIn, meetingsByDay, meetingTotals } from '../../server/queries/report/meetings.ts';
import { possibleNoShows, repeatNoShows } from '../../server/queries/report/no-shows.ts';
import { interpreterUse, topSellers } from '../../server/queries/report/people.ts';
import { NOW, seedReportExhibition } from './seed.ts';

const database = await openDatabase({ databaseUrl: process.env.PGURL, pgliteDir: 'memory://' });
await database.migrate();
const db = database.db;
const { project } = await seedReportExhibition(db);
const rates = await loadRates(db);
const parts = {
  meetingsByDay,
  meetingTotals,
  checkIn: checkIn(NOW),
  feedbackFigures,
  country: dealsBy('country', rates),
  industry: dealsBy('industry', rates),
  interpreterUse,
  topSellers,
  possible: possibleNoShows(NOW),
  repeatNoShows,
};
for (const [name, part] of Object.entries(parts)) {
  const q = sql`select ${part} as x from projects p where p.id = ${project.id}`;
  await db.execute(q);
  const t = performance.now();
  for (let i = 0; i < 3; i++) await db.execute(q);
  console.log(name, Math.round((performance.now() - t) / 3));
}
{
  const { projectReport } = await import('../../server/queries/report/index.ts');
  await projectReport(db, project.id, NOW);
  const t = performance.now();
  for (let i = 0; i < 3; i++) await projectReport(db, project.id, NOW);
  console.log('whole report', Math.round((performance.now() - t) / 3));
}
if (process.env.EXPLAIN) {
  const r = await db.execute(
    sql`explain analyze select ${parts[process.env.EXPLAIN as keyof typeof parts]} as x from projects p where p.id = ${project.id}`,
  );
  console.log((r as unknown as { rows: Record<string, string>[] }).rows.map((x) => x['QUERY PLAN']).join('\n'));
}
await database.close();
