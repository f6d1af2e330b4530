// Interpreter notes (docs/rules.md#interpreters): one note per meeting per interpreter, written on
// their confirmed and completed meetings; admins read them on the meeting page.
import { z } from 'zod';
import { MEETING_STATUSES } from '../constants.ts';
import { text } from './common.ts';

/** PUT /api/interpreter-notes/meetings/:id: creates the note or replaces its three texts. */
export const interpreterNoteInputSchema = z.strictObject({
  content: text(20000),
  key_points: text(10000),
  action_items: text(10000),
});
export type InterpreterNoteInput = z.input<typeof interpreterNoteInputSchema>;

export const interpreterNoteSchema = z.object({
  id: z.uuid(),
  meeting_id: z.uuid(),
  interpreter: z.object({ id: z.uuid(), full_name: z.string() }),
  content: z.string(),
  key_points: z.string(),
  action_items: z.string(),
  updated_at: z.string(),
});
export type InterpreterNote = z.infer<typeof interpreterNoteSchema>;

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });

/** One of the interpreter's meetings on /interpreter-notes, with their note if written. */
export const interpreterMeetingSchema = z.object({
  meeting: z.object({
    id: z.uuid(),
    project: z.object({ id: z.uuid(), name: z.string() }),
    buyer: person,
    seller: person,
    meeting_date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    location: z.string(),
    status: z.enum(MEETING_STATUSES),
  }),
  note: interpreterNoteSchema.nullable(),
});
export type InterpreterMeeting = z.infer<typeof interpreterMeetingSchema>;

/** A meeting's notes as its page shows them: all for an admin, their own for its interpreter. */
export const meetingNotesSchema = z.object({
  notes: z.array(interpreterNoteSchema),
  /** True for the meeting's interpreter, who may write or change their note. */
  can_write: z.boolean(),
});
export type MeetingNotes = z.infer<typeof meetingNotesSchema>;
