// Running late and at the table (docs/rules.md#running-late-and-at-the-table): what one person of a
// meeting tells the others just before it, and the signals the caller's screens show.
import { z } from 'zod';
import { MEETING_SIGNAL_KINDS, RUNNING_LATE_MINUTES } from '../constants.ts';
import { LIST_PAGE_MAX } from './list-page.ts';

const lateMinutes = z.literal(RUNNING_LATE_MINUTES);

/** PUT /api/meetings/:id/signal: "running late: 5 / 10 / 15 min" or "I am at the table". */
export const meetingSignalInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('late'), minutes: lateMinutes }),
  z.strictObject({ kind: z.literal('at_table') }),
]);
export type MeetingSignalInput = z.infer<typeof meetingSignalInputSchema>;

/**
 * GET /api/meeting-signals: the newest `limit` signals that hold now, of one meeting when
 * `meeting_id` is given. A participant's meetings hold a few; an organiser sees every meeting, so
 * the meeting page asks for its own (docs/api-lists.md).
 */
export const meetingSignalsQuery = z.strictObject({
  meeting_id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(LIST_PAGE_MAX),
});
export type MeetingSignalsQuery = z.input<typeof meetingSignalsQuery>;

/** One person's latest signal about a meeting (a newer one replaced any before it). */
export const meetingSignalSchema = z.object({
  meeting_id: z.uuid(),
  user: z.object({ id: z.uuid(), full_name: z.string(), role: z.enum(['buyer', 'seller', 'interpreter']) }),
  kind: z.enum(MEETING_SIGNAL_KINDS),
  minutes: z.number().int().nullable(),
  /** The meeting's table, so that "at the table" can name it; null when it has none. */
  table: z.string().nullable(),
  created_at: z.string(),
});
export type MeetingSignal = z.infer<typeof meetingSignalSchema>;

/** The live event on the notification stream: it names the meeting, never what was said. */
export const meetingSignalEventSchema = z.object({
  event: z.literal('meeting_signal'),
  meeting_id: z.uuid(),
});
export type MeetingSignalEvent = z.infer<typeof meetingSignalEventSchema>;
