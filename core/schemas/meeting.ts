// Meetings: assignment from the grid, lists, detail, check-in (docs/rules.md#meeting-conflicts,
// #meeting-statuses and #check-in).
import { z } from 'zod';
import { CHECK_IN_METHODS, MEETING_ABSENCES, MEETING_STATUSES } from '../constants.ts';
import { LIST_PAGE_MAX, pageQueryFields } from './list-page.ts';

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });

/** A meeting as lists and the grid show it. Times are 'HH:MM', the venue's wall clock. */
export const meetingSchema = z.object({
  id: z.uuid(),
  project: z.object({ id: z.uuid(), name: z.string(), time_zone: z.string() }),
  buyer: person,
  seller: person,
  interpreter: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
  meeting_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location: z.string(),
  /** The table the meeting sits at, shown beside the location; null in a project without tables. */
  table: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  notes: z.string(),
  status: z.enum(MEETING_STATUSES),
  /** Who did not come: set exactly when the status is no_show (docs/rules.md#feedback-and-no-shows). */
  absence: z.enum(MEETING_ABSENCES).nullable(),
  check_in_count: z.number().int(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const attendanceSchema = z.object({
  id: z.uuid(),
  user: z.object({ id: z.uuid(), full_name: z.string(), role: z.string() }),
  check_in_method: z.enum(CHECK_IN_METHODS),
  /** The organiser or volunteer who checked the person in by their badge or by name (docs/rules.md#scanning-badges); null when the person checked in. */
  checked_in_by: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
  checked_in_at: z.string(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** What the signed-in user may do with this meeting, so the web shows only those buttons. */
export const meetingAbilitiesSchema = z.object({
  confirm: z.boolean(),
  cancel: z.boolean(),
  complete: z.boolean(),
  check_in: z.boolean(),
  delete: z.boolean(),
  /** Mark who did not come, or clear it: admins and the interpreter, once the meeting has begun. */
  mark_absence: z.boolean(),
});

export const meetingDetailSchema = meetingSchema.extend({
  attendances: z.array(attendanceSchema),
  can: meetingAbilitiesSchema,
  checked_in: z.boolean(),
});
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

export const meetingListQuery = z.strictObject({
  status: z.enum(MEETING_STATUSES).optional(),
  project: z.uuid().optional(),
  ...pageQueryFields(LIST_PAGE_MAX),
});

/** POST /api/meetings: the admin assigns a seller (and optionally an interpreter) to a buyer's slot. */
export const meetingCreateSchema = z.strictObject({
  project_id: z.uuid(),
  buyer_id: z.uuid(),
  seller_id: z.uuid(),
  interpreter_id: z.uuid().nullable().default(null),
  meeting_date: z.iso.date(),
  slot_number: z.number().int().min(1).max(50),
  /** A table of the project; null lets the seller's fixed table or the first free one be taken (docs/rules.md#tables). */
  table_id: z.uuid().nullable().default(null),
  notes: z.string().trim().max(2000).default(''),
});
export type MeetingCreateInput = z.input<typeof meetingCreateSchema>;

/**
 * POST /api/meetings/:id/move: the admin moves a live meeting to another date and slot of its
 * project, and optionally to a table (docs/rules.md#moving-a-meeting).
 */
export const meetingMoveSchema = z.strictObject({
  meeting_date: z.iso.date(),
  slot_number: z.number().int().min(1).max(50),
  /** A table of the project; null lets the seller's fixed table or the first free one be taken. */
  table_id: z.uuid().nullable().default(null),
});
export type MeetingMoveInput = z.input<typeof meetingMoveSchema>;

/** POST /api/meetings/:id/absence: who did not come, or null to clear a no-show (docs/rules.md#feedback-and-no-shows). */
export const meetingAbsenceSchema = z.strictObject({ absence: z.enum(MEETING_ABSENCES).nullable() });
export type MeetingAbsenceInput = z.input<typeof meetingAbsenceSchema>;

export const checkInSchema = z.strictObject({ method: z.enum(CHECK_IN_METHODS).default('manual') });
