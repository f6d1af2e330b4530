// Projects, their participants, meetings (with attendance and voice notes) and meeting requests.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DECLINE_REASONS,
  MAX_MEETINGS_PER_DAY,
  MEETING_ABSENCES,
  PENDING_REQUEST_CAP,
  REQUEST_EXPIRY_DAYS,
} from '../../../core/constants.ts';
import { MESSAGE_RETENTION_DAYS } from '../../../core/rules/conversations.ts';
import { TRANSCRIPT_STATUSES } from '../../../core/schemas/voice-note.ts';
import { companies, profiles, users } from './accounts.ts';
import { createdAt, emptyText, id } from './columns.ts';
import { checkInMethodEnum, meetingStatusEnum, projectStatusEnum, requestStatusEnum, roleEnum } from './enums.ts';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text('name').notNull(),
    description: emptyText('description'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    location: emptyText('location'),
    dailyMeetLimit: integer('daily_meet_limit').notNull().default(10),
    status: projectStatusEnum('status').notNull().default('active'),
    posterUrl: emptyText('poster_url'),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    dayStart: time('day_start').notNull().default('09:00'),
    timeZone: text('time_zone').notNull().default('Asia/Seoul'),
    /** The sender's name of the project's e-mails (empty: the project's name). */
    mailFromName: emptyText('mail_from_name'),
    /** Where replies to the project's e-mails go (empty: the platform's sender address). */
    mailReplyTo: emptyText('mail_reply_to'),
    /** Minutes before each meeting its people are reminded by e-mail; 0 sends no reminders. */
    reminderMinutes: integer('reminder_minutes').notNull().default(15),
    /**
     * Minutes after a person's arrival and before their departure (travel records) in which they are
     * not available for meetings (docs/rules.md#availability).
     */
    travelMarginMinutes: integer('travel_margin_minutes').notNull().default(60),
    /** The project's own categories participants match on (docs/rules.md#matchmaking). */
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** Request hygiene (docs/rules.md#request-hygiene): pending requests one person may have sent. */
    pendingRequestCap: integer('pending_request_cap').notNull().default(PENDING_REQUEST_CAP.default),
    /** Days after which an unanswered request expires (it also expires when the event starts). */
    requestExpiryDays: integer('request_expiry_days').notNull().default(REQUEST_EXPIRY_DAYS.default),
    /** Meetings one person may have on one day; null: as many as the day has slots. */
    maxMeetingsPerDay: integer('max_meetings_per_day'),
    /** Messages are deleted this many days after the project ends; null keeps them (docs/rules.md#conversations). */
    messageRetentionDays: integer('message_retention_days'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('projects_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('projects_daily_limit_range', sql`${t.dailyMeetLimit} between 1 and 50`),
    check('projects_slot_minutes_range', sql`${t.slotMinutes} between 5 and 240`),
    check('projects_reminder_minutes_range', sql`${t.reminderMinutes} between 0 and 1440`),
    check('projects_travel_margin_range', sql`${t.travelMarginMinutes} between 0 and 1440`),
    check(
      'projects_pending_request_cap_range',
      sql`${t.pendingRequestCap} between ${sql.raw(String(PENDING_REQUEST_CAP.min))} and ${sql.raw(String(PENDING_REQUEST_CAP.max))}`,
    ),
    check(
      'projects_request_expiry_range',
      sql`${t.requestExpiryDays} between ${sql.raw(String(REQUEST_EXPIRY_DAYS.min))} and ${sql.raw(String(REQUEST_EXPIRY_DAYS.max))}`,
    ),
    check(
      'projects_max_meetings_per_day_range',
      sql`${t.maxMeetingsPerDay} is null or ${t.maxMeetingsPerDay} between ${sql.raw(String(MAX_MEETINGS_PER_DAY.min))} and ${sql.raw(String(MAX_MEETINGS_PER_DAY.max))}`,
    ),
    check(
      'projects_message_retention_range',
      sql`${t.messageRetentionDays} is null or ${t.messageRetentionDays} between ${sql.raw(String(MESSAGE_RETENTION_DAYS.min))} and ${sql.raw(String(MESSAGE_RETENTION_DAYS.max))}`,
    ),
    // The last slot of a day must end by 24:00 (docs/rules.md#slots-days-and-time-zones).
    check(
      'projects_day_fits',
      sql`extract(epoch from ${t.dayStart}) / 60 + ${t.dailyMeetLimit} * ${t.slotMinutes} <= 1440`,
    ),
  ],
);

/**
 * The project's meeting tables (docs/rules.md#tables): a meeting sits at one, and a table holds one
 * meeting per slot. `position` orders them in lists and decides which free table a meeting takes first.
 */
export const meetingTables = pgTable(
  'meeting_tables',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meeting_tables_name_once').on(t.projectId, t.name),
    // The target of the (project, table) foreign keys below: a table is only ever used in its own project.
    unique('meeting_tables_project_table').on(t.projectId, t.id),
    check('meeting_tables_name_length', sql`char_length(${t.name}) between 1 and 40`),
  ],
);

export const projectParticipants = pgTable(
  'project_participants',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    status: text('status').notNull().default('confirmed'),
    /** A seller's fixed table: all of their meetings sit there (docs/rules.md#tables). */
    tableId: uuid('table_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_participants_unique').on(t.projectId, t.userId, t.role),
    index('project_participants_user_idx').on(t.userId),
    foreignKey({
      name: 'project_participants_table_fk',
      columns: [t.projectId, t.tableId],
      foreignColumns: [meetingTables.projectId, meetingTables.id],
    }),
    // A table is fixed to one seller at most.
    uniqueIndex('project_participants_table_once').on(t.tableId).where(sql`table_id is not null`),
    check('project_participants_table_seller', sql`${t.tableId} is null or ${t.role} = 'seller'`),
  ],
);

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    interpreterId: uuid('interpreter_id').references(() => profiles.id, { onDelete: 'set null' }),
    meetingDate: date('meeting_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    location: emptyText('location'),
    /** The table the meeting sits at; null in a project without tables (docs/rules.md#tables). */
    tableId: uuid('table_id'),
    notes: emptyText('notes'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    status: meetingStatusEnum('status').notNull().default('scheduled'),
    /**
     * Who did not come: 'buyer', 'seller' or 'both'; set exactly when the status is no_show
     * (docs/rules.md#feedback-and-no-shows), by an admin or the meeting's interpreter.
     */
    absence: text('absence'),
    absenceMarkedBy: uuid('absence_marked_by').references(() => users.id, { onDelete: 'set null' }),
    absenceMarkedAt: timestamp('absence_marked_at', { withTimezone: true }),
    /** When its buyer and seller were asked for feedback after its end (once; docs/rules.md#feedback-and-no-shows). */
    feedbackAskedAt: timestamp('feedback_asked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * Calendar revision (docs/rules.md#calendars): a trigger adds one, and stamps updated_at,
     * whenever what a calendar shows changes (day, times, place, status, people).
     */
    sequence: integer('sequence').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meetings_time_ordered', sql`${t.endTime} > ${t.startTime}`),
    check('meetings_buyer_not_seller', sql`${t.buyerId} <> ${t.sellerId}`),
    check(
      'meetings_absence_known',
      sql`${t.absence} is null or ${t.absence} in (${sql.raw(MEETING_ABSENCES.map((a) => `'${a}'`).join(', '))})`,
    ),
    check('meetings_absence_is_no_show', sql`(${t.absence} is not null) = (${t.status} = 'no_show')`),
    // The meeting conflict rules (docs/rules.md#meeting-conflicts), over meetings that still count (not cancelled).
    uniqueIndex('meetings_buyer_seller_once').on(t.projectId, t.buyerId, t.sellerId).where(sql`status <> 'cancelled'`),
    uniqueIndex('meetings_seller_slot').on(t.sellerId, t.meetingDate, t.startTime).where(sql`status <> 'cancelled'`),
    uniqueIndex('meetings_buyer_slot').on(t.buyerId, t.meetingDate, t.startTime).where(sql`status <> 'cancelled'`),
    uniqueIndex('meetings_interpreter_slot')
      .on(t.interpreterId, t.meetingDate, t.startTime)
      .where(sql`status <> 'cancelled' and interpreter_id is not null`),
    uniqueIndex('meetings_table_slot')
      .on(t.tableId, t.meetingDate, t.startTime)
      .where(sql`status <> 'cancelled' and table_id is not null`),
    foreignKey({
      name: 'meetings_table_fk',
      columns: [t.projectId, t.tableId],
      foreignColumns: [meetingTables.projectId, meetingTables.id],
    }),
    index('meetings_project_date_idx').on(t.projectId, t.meetingDate),
    // The reminder job's look at the next hours across projects (docs/rules.md#reminders).
    index('meetings_upcoming_idx').on(t.meetingDate).where(sql`status in ('scheduled', 'confirmed')`),
    // Each person's own meetings of any status (lists, dashboard counts); the partial indexes above
    // leave cancelled meetings out, so they cannot serve these.
    index('meetings_buyer_idx').on(t.buyerId),
    index('meetings_seller_idx').on(t.sellerId),
    index('meetings_interpreter_idx').on(t.interpreterId),
  ],
);

export const meetingAttendances = pgTable(
  'meeting_attendances',
  {
    id: id(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    checkInMethod: checkInMethodEnum('check_in_method').notNull().default('manual'),
    /** The admin or volunteer who scanned the person's badge; empty when the person checked in. */
    checkedInBy: uuid('checked_in_by').references(() => profiles.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meeting_attendances_once').on(t.meetingId, t.userId)],
);

export const meetingVoiceNotes = pgTable(
  'meeting_voice_notes',
  {
    id: id(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    audioPath: text('audio_path').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    transcript: text('transcript'),
    summary: text('summary'),
    // pending -> done | unavailable | failed: transcription runs off the request path.
    transcriptStatus: text('transcript_status').notNull().default('pending'),
    // The job's claim on a pending note: a worker takes it with a conditional update, and a claim
    // older than the engine's time limit is taken again (its worker died); attempts bound that.
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('meeting_voice_notes_meeting_idx').on(t.meetingId),
    // The job's queue: pending notes, oldest first.
    index('meeting_voice_notes_pending_idx').on(t.createdAt).where(sql`transcript_status = 'pending'`),
    check(
      'meeting_voice_notes_status_known',
      sql`${t.transcriptStatus} in (${sql.raw(TRANSCRIPT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('meeting_voice_notes_duration_non_negative', sql`${t.durationSeconds} >= 0`),
  ],
);

export const meetingRequests = pgTable(
  'meeting_requests',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requesterRole: roleEnum('requester_role').notNull(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    targetRole: roleEnum('target_role').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    preferredTimeStart: time('preferred_time_start').notNull(),
    preferredTimeEnd: time('preferred_time_end').notNull(),
    location: emptyText('location'),
    purpose: emptyText('purpose'),
    status: requestStatusEnum('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** Why it was declined, one of DECLINE_REASONS (docs/rules.md#request-hygiene); rejection_reason adds words. */
    declineReason: text('decline_reason'),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    /** Who pressed "send" when not the requester: an admin acting on their behalf. */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** When and by whom it was approved, declined, cancelled or expired (null by: expired by the job). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** When its target was nudged about it (once, after REQUEST_NUDGE_HOURS unanswered). */
    nudgedAt: timestamp('nudged_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('meeting_requests_not_self', sql`${t.requesterId} <> ${t.targetId}`),
    check(
      'meeting_requests_decline_reason_known',
      sql`${t.declineReason} is null or ${t.declineReason} in (${sql.raw(DECLINE_REASONS.map((r) => `'${r}'`).join(', '))})`,
    ),
    // The pending-request cap counts these; the expiry and nudge jobs walk them oldest first.
    index('meeting_requests_pending_sent_idx').on(t.requesterId, t.projectId).where(sql`status = 'pending'`),
    index('meeting_requests_pending_age_idx').on(t.createdAt).where(sql`status = 'pending'`),
    index('meeting_requests_requester_idx').on(t.requesterId),
    index('meeting_requests_target_idx').on(t.targetId),
    // The project's wishes screen, the report and the auto-schedule read a project's requests.
    index('meeting_requests_project_idx').on(t.projectId),
  ],
);

/** "Not interested": `userId` never sees `targetId` among their recommendations in the project (nobody is told). */
export const matchDismissals = pgTable(
  'match_dismissals',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('match_dismissals_once').on(t.projectId, t.userId, t.targetId),
    check('match_dismissals_not_self', sql`${t.userId} <> ${t.targetId}`),
  ],
);

/**
 * Two companies the organiser keeps apart in a project (competitors): none of their people meet or
 * are recommended to each other (docs/rules.md#request-hygiene). Stored once per pair, smaller id first.
 */
export const companyExclusions = pgTable(
  'company_exclusions',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyA: uuid('company_a')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyB: uuid('company_b')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_exclusions_once').on(t.projectId, t.companyA, t.companyB),
    check('company_exclusions_ordered', sql`${t.companyA} < ${t.companyB}`),
  ],
);
