// Interpreters' use and the most requested sellers (docs/rules.md#report), for the project row `p`.
import { sql } from 'drizzle-orm';
import { MEETING_STATUS } from '../../../core/rules/meetings.ts';
import { REPORT_TOP_SELLERS } from '../../../core/schemas/report.ts';
import { constant } from '../../db/sql-lists.ts';
import { jsonArray } from './json.ts';

/**
 * Every interpreter of the project (a participant in that role, or anyone interpreting one of its
 * meetings) with the meetings they interpret (not cancelled) against the project's slots: days x
 * daily meeting limit. The share is capped at 1 (a meeting outside the project's days could pass it).
 */
export const interpreterUse = sql`(
  select ${jsonArray(
    sql`json_build_object('id', i.id, 'full_name', i.full_name, 'company_name', i.company_name,
      'meetings', i.n, 'capacity', i.capacity,
      'utilisation', case when i.capacity > 0 then least(1, i.n::float8 / i.capacity) end)`,
    sql`i.n desc, i.full_name, i.id`,
  )}
  from (
    select pr.id, pr.full_name, pr.company_name, count(m.id)::int as n,
      ((p.end_date - p.start_date + 1) * p.daily_meet_limit)::int as capacity
    from profiles pr
    left join meetings m on m.interpreter_id = pr.id and m.project_id = p.id and m.status <> ${constant(MEETING_STATUS.cancelled)}
    where pr.id in (
      select pp.user_id from project_participants pp where pp.project_id = p.id and pp.role = 'interpreter'
      union
      select mi.interpreter_id from meetings mi
        where mi.project_id = p.id and mi.interpreter_id is not null and mi.status <> ${constant(MEETING_STATUS.cancelled)})
    group by pr.id
  ) i)`;

/** The sellers who received the most meeting requests of the project (any status), most first. */
export const topSellers = sql`(
  select ${jsonArray(sql`json_build_object('id', x.id, 'full_name', x.full_name, 'company_name', x.company_name, 'requests', x.n)`, sql`x.n desc, x.full_name, x.id`)}
  from (
    select s.id, s.full_name, s.company_name, count(*)::int as n
    from meeting_requests r
    join profiles s on s.id = r.target_id
    where r.project_id = p.id and r.target_role = 'seller'
    group by s.id
    order by n desc, s.full_name, s.id
    limit ${sql.raw(String(REPORT_TOP_SELLERS))}
  ) x)`;
