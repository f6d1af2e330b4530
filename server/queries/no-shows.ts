// The no-show lists of one project (docs/rules.md#feedback-and-no-shows): meetings that may have
// been no-shows, and people absent again and again. They are the very subqueries the project's
// report is read with (server/queries/report/no-shows.ts), run on their own, so that the report and
// any screen that lists them alone can never disagree.
import { sql } from 'drizzle-orm';
import type { Report } from '../../core/schemas/report.ts';
import type { Db } from '../db/client.ts';
import { possibleNoShows as possibleSql, repeatNoShows as repeatSql } from './report/no-shows.ts';

export type PossibleNoShow = Report['possible_no_shows'][number];
export type RepeatNoShow = Report['repeat_no_shows'][number];

/** Runs a figure subquery on project `projectId`'s row `p`; [] when the project does not exist. */
async function listOf<T>(db: Db, subquery: ReturnType<typeof sql>, projectId: string): Promise<T[]> {
  const result = (await db.execute(sql`select ${subquery} as list from projects p where p.id = ${projectId}`)) as {
    rows: { list: unknown }[];
  };
  const list = result.rows[0]?.list;
  if (list === undefined || list === null) return [];
  // Both drivers parse json; one handing back text is parsed here.
  return (typeof list === 'string' ? JSON.parse(list) : list) as T[];
}

/**
 * Confirmed meetings of the project whose day has ended on the venue's clock at `now` and that
 * nobody checked in to, oldest first: id, meeting_date, start_time ('HH:MM'), buyer and seller
 * (id, full_name, company_name) and the table's name (null without one).
 */
export function possibleNoShows(db: Db, projectId: string, now: Date): Promise<PossibleNoShow[]> {
  return listOf<PossibleNoShow>(db, possibleSql(now), projectId);
}

/**
 * Everyone absent (their side, or both) from two or more of the project's meetings, most first:
 * id, full_name, company_name, role ('buyer' or 'seller') and no_shows (the count).
 */
export function repeatNoShows(db: Db, projectId: string): Promise<RepeatNoShow[]> {
  return listOf<RepeatNoShow>(db, repeatSql, projectId);
}
