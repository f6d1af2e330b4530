// Reading interpreter notes, and the interpreter's meetings each with their own note.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hhmm } from '../../../core/rules/time.ts';
import type { InterpreterMeeting, InterpreterNote } from '../../../core/schemas/interpreter-note.ts';
import type { Db } from '../../db/client.ts';
import { interpreterNotes, meetings, profiles, projects } from '../../db/schema.ts';
import { type InterpreterNoteRow, presentInterpreterNote } from '../../presenters/interpreter-note.ts';
import { personFields } from '../../presenters/person.ts';
import {
  type Keyed,
  keysetAfter,
  keysetColumns,
  keysetOrder,
  type PageRequest,
  type SortKey,
} from '../../queries/keyset.ts';

const buyer = alias(profiles, 'buyer');
const seller = alias(profiles, 'seller');

const noteFields = {
  id: interpreterNotes.id,
  meetingId: interpreterNotes.meetingId,
  interpreterId: interpreterNotes.interpreterId,
  interpreterName: profiles.fullName,
  content: interpreterNotes.content,
  keyPoints: interpreterNotes.keyPoints,
  actionItems: interpreterNotes.actionItems,
  updatedAt: interpreterNotes.updatedAt,
};

/** Notes matching `where` (e.g. one meeting's, limited to what the reader may see), oldest first. */
export async function listNotes(db: Db, where?: SQL): Promise<InterpreterNote[]> {
  const rows = await db
    .select(noteFields)
    .from(interpreterNotes)
    .innerJoin(profiles, eq(profiles.id, interpreterNotes.interpreterId))
    .where(where)
    .orderBy(asc(interpreterNotes.createdAt), asc(interpreterNotes.id));
  return rows.map(presentInterpreterNote);
}

/** The notebook's order: the latest meeting first, by day and start, then by id. */
const NOTEBOOK_ORDER: SortKey[] = [
  { expr: meetings.meetingDate, dir: 'desc', type: 'date' },
  { expr: meetings.startTime, dir: 'desc', type: 'time' },
  { expr: meetings.id, dir: 'asc', type: 'uuid' },
];

/**
 * Meetings matching `where`, newest first, each with `interpreterId`'s note on it, if any: one page
 * of them (docs/decisions/041-bounded-lists.md).
 */
export async function notebookRows(
  db: Db,
  interpreterId: string,
  where: SQL | undefined,
  page: PageRequest,
): Promise<(InterpreterMeeting & Keyed)[]> {
  const rows = await db
    .select({
      ...keysetColumns(NOTEBOOK_ORDER),
      m: meetings,
      project: { id: projects.id, name: projects.name },
      buyer: personFields(buyer),
      seller: personFields(seller),
      note: noteFields,
    })
    .from(meetings)
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .innerJoin(buyer, eq(buyer.id, meetings.buyerId))
    .innerJoin(seller, eq(seller.id, meetings.sellerId))
    .leftJoin(
      interpreterNotes,
      and(eq(interpreterNotes.meetingId, meetings.id), eq(interpreterNotes.interpreterId, interpreterId)),
    )
    .leftJoin(profiles, eq(profiles.id, interpreterNotes.interpreterId))
    .where(and(where, keysetAfter(NOTEBOOK_ORDER, page.cursor)))
    .orderBy(...keysetOrder(NOTEBOOK_ORDER))
    .limit(page.limit + 1);
  return rows.map(({ keyset, m, project, buyer, seller, note }) => ({
    keyset,
    meeting: {
      id: m.id,
      project,
      buyer: { id: buyer.id, full_name: buyer.full_name, company_name: buyer.company_name },
      seller: { id: seller.id, full_name: seller.full_name, company_name: seller.company_name },
      meeting_date: m.meetingDate,
      start_time: hhmm(m.startTime),
      end_time: hhmm(m.endTime),
      location: m.location,
      status: m.status,
    },
    note: note?.id ? presentInterpreterNote(note as InterpreterNoteRow) : null,
  }));
}
