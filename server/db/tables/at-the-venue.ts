// At the venue (docs/rules.md#at-the-venue): a person's arrival at the event, recorded by the
// organisers' badge scan, and what one side of a meeting tells the other just before it (running
// late, at the table).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MEETING_SIGNAL_KINDS, RUNNING_LATE_MINUTES } from '../../../core/constants.ts';
import { profiles } from './accounts.ts';
import { checkInMethodEnum } from './enums.ts';
import { meetings, projects } from './events.ts';

const known = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** One arrival per person and project: scanned again, it stays the first. */
export const eventCheckIns = pgTable(
  'event_check_ins',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    method: checkInMethodEnum('method').notNull(),
    /** The admin or volunteer who scanned the badge. */
    checkedInBy: uuid('checked_in_by').references(() => profiles.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('event_check_ins_time_idx').on(t.projectId, t.checkedInAt),
  ],
);

/** The latest word of each person of a meeting to the others: a new one replaces the old. */
export const meetingSignals = pgTable(
  'meeting_signals',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Minutes late, for 'late' only. */
    minutes: integer('minutes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    check('meeting_signals_kind_known', sql`${t.kind} in (${known(MEETING_SIGNAL_KINDS)})`),
    check(
      'meeting_signals_minutes',
      sql`(${t.kind} = 'late' and ${t.minutes} in (${sql.raw(RUNNING_LATE_MINUTES.join(', '))})) or (${t.kind} <> 'late' and ${t.minutes} is null)`,
    ),
  ],
);
