// Meetings by day, their totals and the check-in rate (docs/rules.md#report), for the project row `p`.
import { sql } from 'drizzle-orm';
import { MEETING_STATUS } from '../../../core/rules/meetings.ts';
import { constant } from '../../db/sql-lists.ts';
import { jsonArray, venueNow } from './json.ts';

const { cancelled, completed, noShow } = MEETING_STATUS;

/** The four counts of a group of meetings of alias `m`. */
const counts = sql`count(*) filter (where m.status <> ${constant(cancelled)})::int as planned,
  count(*) filter (where m.status = ${constant(completed)})::int as held,
  count(*) filter (where m.status = ${constant(cancelled)})::int as cancelled,
  count(*) filter (where m.status = ${constant(noShow)})::int as no_show`;

/**
 * Every day of the project (and any day a meeting has outside it), with its counts; a day without
 * meetings counts zeros, so a chart shows the quiet day rather than leaving it out.
 */
export const meetingsByDay = sql`(
  select ${jsonArray(
    sql`json_build_object('day', to_char(d.day, 'YYYY-MM-DD'), 'planned', coalesce(c.planned, 0),
      'held', coalesce(c.held, 0), 'cancelled', coalesce(c.cancelled, 0), 'no_show', coalesce(c.no_show, 0))`,
    sql`d.day`,
  )}
  from (
    select g::date as day from generate_series(p.start_date::timestamp, p.end_date::timestamp, interval '1 day') g
    union
    select m.meeting_date from meetings m where m.project_id = p.id
  ) d
  left join (
    select m.meeting_date, ${counts} from meetings m where m.project_id = p.id group by m.meeting_date
  ) c on c.meeting_date = d.day)`;

export const meetingTotals = sql`(
  select json_build_object('planned', c.planned, 'held', c.held, 'cancelled', c.cancelled, 'no_show', c.no_show)
  from (select ${counts} from meetings m where m.project_id = p.id) c)`;

/**
 * Of the meetings not cancelled whose start (on the venue's clock) has passed by `now`, how many
 * have at least one check-in; the share is null when none has begun. The checked-in meetings are
 * joined as one set of the project's (a hash join) rather than probed one by one: on the bench's
 * 27,000 begun meetings that halved this figure's time (docs/decisions/025-report.md).
 */
export const checkIn = (now: Date) => sql`(
  select json_build_object('eligible', c.eligible, 'checked_in', c.checked_in,
    'rate', case when c.eligible = 0 then null else c.checked_in::float8 / c.eligible end)
  from (
    select count(*)::int as eligible, count(a.meeting_id)::int as checked_in
    from meetings m
    left join (
      select distinct ma.meeting_id from meeting_attendances ma
      join meetings am on am.id = ma.meeting_id
      where am.project_id = p.id
    ) a on a.meeting_id = m.id
    where m.project_id = p.id and m.status <> ${constant(cancelled)}
      and m.meeting_date + m.start_time <= ${venueNow(now)}
  ) c)`;
