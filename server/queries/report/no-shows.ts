// The report's two no-show lists (docs/rules.md#feedback-and-no-shows), for the project row `p`.
import { sql } from 'drizzle-orm';
import { MEETING_STATUS } from '../../../core/rules/meetings.ts';
import { constant } from '../../db/sql-lists.ts';
import { jsonArray, person, venueNow } from './json.ts';

/**
 * Confirmed meetings whose day has ended on the venue's calendar by `now` and that nobody checked
 * in to: the organiser marks each a no-show or complete. Oldest first.
 */
export const possibleNoShows = (now: Date) => sql`(
  select ${jsonArray(
    sql`json_build_object('id', m.id, 'meeting_date', to_char(m.meeting_date, 'YYYY-MM-DD'),
      'start_time', to_char(m.start_time, 'HH24:MI'), 'buyer', ${person('b')}, 'seller', ${person('s')}, 'table', t.name)`,
    sql`m.meeting_date, m.start_time, b.full_name, m.id`,
  )}
  from meetings m
  join profiles b on b.id = m.buyer_id
  join profiles s on s.id = m.seller_id
  left join meeting_tables t on t.id = m.table_id
  where m.project_id = p.id and m.status = ${constant(MEETING_STATUS.confirmed)}
    and m.meeting_date < ${venueNow(now)}::date
    and not exists (select 1 from meeting_attendances a where a.meeting_id = m.id))`;

/** Everyone absent (their side, or both) from two or more of the project's meetings, most first. */
export const repeatNoShows = sql`(
  select ${jsonArray(
    sql`json_build_object('id', pr.id, 'full_name', pr.full_name, 'company_name', pr.company_name,
      'role', x.role, 'no_shows', x.n)`,
    sql`x.n desc, pr.full_name, pr.id, x.role`,
  )}
  from (
    select m.buyer_id as person_id, 'buyer' as role, count(*)::int as n from meetings m
      where m.project_id = p.id and m.status = ${constant(MEETING_STATUS.noShow)} and m.absence in ('buyer', 'both') group by m.buyer_id
    union all
    select m.seller_id, 'seller', count(*)::int from meetings m
      where m.project_id = p.id and m.status = ${constant(MEETING_STATUS.noShow)} and m.absence in ('seller', 'both') group by m.seller_id
  ) x
  join profiles pr on pr.id = x.person_id
  where x.n >= 2)`;
