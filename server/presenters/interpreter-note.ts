import type { InterpreterNote } from '../../core/schemas/interpreter-note.ts';
import { iso } from './profile.ts';

/** A note joined with its interpreter's name, as the notes query selects it. */
export type InterpreterNoteRow = {
  id: string;
  meetingId: string;
  interpreterId: string;
  interpreterName: string;
  content: string;
  keyPoints: string;
  actionItems: string;
  updatedAt: Date;
};

/** An interpreter's note in the API's shape. */
export const presentInterpreterNote = (n: InterpreterNoteRow): InterpreterNote => ({
  id: n.id,
  meeting_id: n.meetingId,
  interpreter: { id: n.interpreterId, full_name: n.interpreterName },
  content: n.content,
  key_points: n.keyPoints,
  action_items: n.actionItems,
  updated_at: iso(n.updatedAt),
});
