// Who may read and write interpreter notes (docs/rules.md#interpreters): a meeting's interpreter
// writes their own note on it; admins read every note; nobody else sees any.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { INTERPRETER_VISIBLE_STATUSES } from '../../core/rules/meetings.ts';
import { interpreterNotes, meetings } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

/** SQL condition on `interpreter_notes` limiting rows to those `user` may read; undefined means all. */
export function visibleNotes(user: CurrentUser): SQL | undefined {
  switch (user.role) {
    case 'admin':
      return undefined;
    case 'interpreter':
      return eq(interpreterNotes.interpreterId, user.id);
    default:
      return sql`false`;
  }
}

/** May `user` open a meeting's notes at all: admins, and the meeting's interpreter. */
export function mayReadMeetingNotes(user: CurrentUser, m: { interpreter_id: string | null }): boolean {
  return user.role === 'admin' || mayWriteNote(user, m);
}

/** Only the meeting's interpreter writes a note on it (its status aside). */
export function mayWriteNote(user: CurrentUser, m: { interpreter_id: string | null }): boolean {
  return user.role === 'interpreter' && m.interpreter_id === user.id;
}

/** SQL condition on `meetings` for the notebook: an interpreter's own confirmed and completed meetings. */
export function notebookMeetings(user: CurrentUser): SQL {
  if (user.role !== 'interpreter') return sql`false`;
  return and(eq(meetings.interpreterId, user.id), inArray(meetings.status, [...INTERPRETER_VISIBLE_STATUSES])) as SQL;
}
