// Request health (docs/rules.md#report) for the project row `p`: requests by status, the acceptance
// rate, the median time to answer, what has waited over REQUEST_NUDGE_HOURS, decline reasons and the
// people over the daily maximum. One JSON value, so the report and the admin dashboard read it in the
// statement they already run (docs/decisions/025-report.md).
import { sql } from 'drizzle-orm';
import { REQUEST_NUDGE_HOURS } from '../../../core/constants.ts';
import { MEETING_STATUS } from '../../../core/rules/meetings.ts';
import { DECLINE_REASON_KEYS } from '../../../core/schemas/request-health.ts';
import { constant } from '../../db/sql-lists.ts';
import { nudgeDue } from '../request-nudge-due.ts';
import { countsBy, jsonArray } from './json.ts';

/** How many people over the daily maximum the figure lists (most meetings first). */
export const OVER_DAILY_MAX_LISTED = 50;

/** The request health of the project row `p` as read at `now`. */
export const requestHealth = (now: Date) => {
  const at = now.toISOString();
  return sql`(
  select json_build_object(
    'requests', json_build_object('total', count(r.id)::int,
      'pending', count(r.id) filter (where r.status = 'pending')::int,
      'approved', count(r.id) filter (where r.status = 'approved')::int,
      'rejected', count(r.id) filter (where r.status = 'rejected')::int,
      'cancelled', count(r.id) filter (where r.status = 'cancelled')::int,
      'expired', count(r.id) filter (where r.status = 'expired')::int),
    'acceptance_rate', case when count(r.id) filter (where r.status in ('approved', 'rejected')) = 0 then null
      else (count(r.id) filter (where r.status = 'approved'))::float8
        / count(r.id) filter (where r.status in ('approved', 'rejected')) end,
    'median_answer_seconds', percentile_cont(0.5) within group (
      order by extract(epoch from (r.answered_at - r.created_at))::float8)
      filter (where r.status in ('approved', 'rejected') and r.answered_at is not null),
    'waiting', json_build_object(
      'requests', count(r.id) filter (where r.status = 'pending'
        and r.created_at <= ${at}::timestamptz - make_interval(hours => ${REQUEST_NUDGE_HOURS}::int))::int,
      'people', count(distinct r.target_id) filter (where r.status = 'pending'
        and r.created_at <= ${at}::timestamptz - make_interval(hours => ${REQUEST_NUDGE_HOURS}::int))::int,
      'nudgeable', case when p.status = 'active' then count(r.id) filter (where ${nudgeDue(at, true)}) else 0 end::int),
    'decline_reasons', ${countsBy("(case when r.status = 'rejected' then coalesce(r.decline_reason, 'not_given') end)", DECLINE_REASON_KEYS, 'r.id')},
    'max_meetings_per_day', p.max_meetings_per_day,
    'over_daily_max', (
      select ${jsonArray(
        sql`json_build_object('id', o.id, 'full_name', o.full_name, 'company_name', o.company_name,
          'role', o.role, 'day', to_char(o.day, 'YYYY-MM-DD'), 'meetings', o.n)`,
        sql`o.n desc, o.day, o.full_name, o.id`,
      )}
      from (
        select pr.id, pr.full_name, pr.company_name, x.role, x.day, x.n
        from (
          select m.buyer_id as person, 'buyer' as role, m.meeting_date as day, count(*)::int as n
          from meetings m where m.project_id = p.id and m.status <> ${constant(MEETING_STATUS.cancelled)}
          group by m.buyer_id, m.meeting_date
          union all
          select m.seller_id, 'seller', m.meeting_date, count(*)::int
          from meetings m where m.project_id = p.id and m.status <> ${constant(MEETING_STATUS.cancelled)}
          group by m.seller_id, m.meeting_date
        ) x
        join profiles pr on pr.id = x.person
        where p.max_meetings_per_day is not null and x.n > p.max_meetings_per_day
        order by x.n desc, x.day, pr.full_name, pr.id
        limit ${OVER_DAILY_MAX_LISTED}
      ) o))
  from meeting_requests r
  where r.project_id = p.id)`;
};
