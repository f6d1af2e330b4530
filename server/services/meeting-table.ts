// Which table a meeting sits at (docs/rules.md#tables). A seller with a fixed table meets there; other
// meetings take the first free table of the pool (the tables fixed to no seller). The unique index
// meetings_table_slot has the last word, so two meetings racing for one table cannot both get it.
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { MEETING_STATUS } from '../../core/rules/meetings.ts';
import type { Db } from '../db/client.ts';
import { meetings } from '../db/schema.ts';
import { statusIsNot } from '../db/sql-lists.ts';
import { badRequest, conflict } from '../errors.ts';
import { loadTableLayout } from '../queries/meeting-tables.ts';

type Reader = Pick<Db, 'select'>;

export interface TableChoice {
  projectId: string;
  sellerId: string;
  date: string;
  /** 'HH:MM' or 'HH:MM:SS', the slot's start. */
  startTime: string;
  /** A table the organiser chose; null or absent lets the rule choose. */
  wanted?: string | null;
  /** The meeting being moved, whose own table in that slot does not count as taken. */
  movingMeetingId?: string;
}

/** The table for a meeting, or null in a project without tables; throws 4xx when none can be had. */
export async function chooseTable(db: Reader, choice: TableChoice): Promise<string | null> {
  const { list: tables, fixedOf, ownerOf } = await loadTableLayout(db, choice.projectId);
  if (tables.length === 0) {
    if (choice.wanted) throw badRequest('unknown_table', 'The project has no such table');
    return null;
  }
  const takenRows = await db
    .select({ tableId: meetings.tableId })
    .from(meetings)
    .where(
      and(
        eq(meetings.projectId, choice.projectId),
        eq(meetings.meetingDate, choice.date),
        eq(meetings.startTime, choice.startTime),
        statusIsNot(meetings.status, MEETING_STATUS.cancelled),
        isNotNull(meetings.tableId),
        ...(choice.movingMeetingId ? [ne(meetings.id, choice.movingMeetingId)] : []),
      ),
    );
  const taken = new Set(takenRows.map((r) => r.tableId));
  const own = fixedOf.get(choice.sellerId) ?? null;

  if (choice.wanted) {
    if (!tables.some((t) => t.id === choice.wanted)) throw badRequest('unknown_table', 'The project has no such table');
    const holder = ownerOf.get(choice.wanted);
    if (holder && holder !== choice.sellerId) throw conflict('table_reserved', "This table is another seller's");
    if (taken.has(choice.wanted)) throw conflict('table_busy', 'This table already has a meeting at that time');
    return choice.wanted;
  }
  if (own) {
    if (taken.has(own)) throw conflict('table_busy', 'This table already has a meeting at that time');
    return own;
  }
  const free = tables.find((t) => !ownerOf.has(t.id) && !taken.has(t.id));
  if (!free) throw conflict('no_free_table', 'Every table is taken at that time');
  return free.id;
}
