// The home page's real totals across every project (docs/rules.md#report), one round trip.
import { sql } from 'drizzle-orm';
import { MEETING_STATUS } from '../../core/rules/meetings.ts';
import type { PublicTotals } from '../../core/schemas/public-totals.ts';
import type { Db } from '../db/client.ts';
import { constant } from '../db/sql-lists.ts';

type Totals = NonNullable<PublicTotals['totals']>;

export async function publicTotals(db: Db): Promise<Totals> {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from profiles where is_active) as users,
      (select count(distinct lower(trim(company_name)))::int from profiles
        where is_active and trim(company_name) <> '') as companies,
      (select count(*)::int from meetings where status = ${constant(MEETING_STATUS.completed)}) as meetings,
      (select avg(case when rating >= 4 then 1.0 else 0.0 end)::float8 from meeting_feedback) as satisfaction
  `)) as unknown as { rows: { users: number; companies: number; meetings: number; satisfaction: number | null }[] };
  const row = result.rows[0];
  return {
    users: Number(row.users),
    companies: Number(row.companies),
    meetings: Number(row.meetings),
    satisfaction: row.satisfaction === null ? null : Number(row.satisfaction),
  };
}
