// A project's report (docs/rules.md#report, docs/decisions/025-report.md): every figure group is a
// subquery of one statement on the project's row, so the database aggregates and one round trip
// answers; null when the project does not exist.
import { sql } from 'drizzle-orm';
import type { Report } from '../../../core/schemas/report.ts';
import type { Db } from '../../db/client.ts';
import { loadRates } from '../currency-rates.ts';
import { dealsBy } from './deals.ts';
import { feedbackFigures } from './feedback.ts';
import { checkIn, meetingsByDay, meetingTotals } from './meetings.ts';
import { possibleNoShows, repeatNoShows } from './no-shows.ts';
import { interpreterUse, topSellers } from './people.ts';
import { requestHealth } from './request-health.ts';

type Row = Omit<Report, 'generated_at' | 'satisfaction' | 'follow_up' | 'deal_size'> & {
  feedback: Pick<Report, 'satisfaction' | 'follow_up' | 'deal_size'>;
};

/** Both drivers parse json columns; a driver handing back text is parsed here. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The report of project `projectId` as read at `now`; null when there is no such project. */
export async function projectReport(db: Db, projectId: string, now: Date): Promise<Report | null> {
  const rates = await loadRates(db);
  const result = (await db.execute(sql`
    select
      json_build_object('id', p.id, 'name', p.name, 'start_date', to_char(p.start_date, 'YYYY-MM-DD'),
        'end_date', to_char(p.end_date, 'YYYY-MM-DD')) as project,
      ${meetingsByDay} as meetings_by_day,
      ${meetingTotals} as totals,
      ${checkIn(now)} as check_in,
      ${feedbackFigures} as feedback,
      ${dealsBy('country', rates)} as deals_by_country,
      ${dealsBy('industry', rates)} as deals_by_industry,
      ${interpreterUse} as interpreters,
      ${topSellers} as top_sellers,
      ${possibleNoShows(now)} as possible_no_shows,
      ${repeatNoShows} as repeat_no_shows,
      ${requestHealth(now)} as request_health
    from projects p
    where p.id = ${projectId}`)) as unknown as { rows: Record<keyof Row, unknown>[] };
  const row = result.rows[0];
  if (!row) return null;
  const feedback = json<Row['feedback']>(row.feedback);
  return {
    project: json(row.project),
    generated_at: now.toISOString(),
    meetings_by_day: json(row.meetings_by_day),
    totals: json(row.totals),
    check_in: json(row.check_in),
    satisfaction: feedback.satisfaction,
    follow_up: feedback.follow_up,
    deal_size: feedback.deal_size,
    deals_by_country: json(row.deals_by_country),
    deals_by_industry: json(row.deals_by_industry),
    interpreters: json(row.interpreters),
    top_sellers: json(row.top_sellers),
    possible_no_shows: json(row.possible_no_shows),
    repeat_no_shows: json(row.repeat_no_shows),
    request_health: json(row.request_health),
  };
}
