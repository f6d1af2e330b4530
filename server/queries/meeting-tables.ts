// A project's meeting tables in their order, with the seller each is fixed to (docs/rules.md#tables).
// The tables screen and the schedule grid's day read them; choosing a table, the auto-schedule and
// re-planning read the layout.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { MeetingTable } from '../../core/schemas/meeting-table.ts';
import type { Db } from '../db/client.ts';
import { meetingTables, profiles, projectParticipants } from '../db/schema.ts';
import { type Keyed, keysetAfter, keysetColumns, keysetOrder, type PageRequest, type SortKey } from './keyset.ts';

type Reader = Pick<Db, 'select'>;

const TABLE_ORDER: SortKey[] = [
  { expr: meetingTables.position, dir: 'asc', type: 'integer' },
  { expr: meetingTables.name, dir: 'asc', type: 'text' },
  { expr: meetingTables.id, dir: 'asc', type: 'uuid' },
];

/**
 * The project's tables by position then name, each with its fixed seller or null; one page of them
 * when `page` is given (docs/decisions/041-bounded-lists.md).
 */
export async function listTables(
  db: Reader,
  projectId: string,
  tableId?: string,
  page?: PageRequest,
): Promise<(MeetingTable & Keyed)[]> {
  const query = db
    .select({
      ...keysetColumns(TABLE_ORDER),
      id: meetingTables.id,
      name: meetingTables.name,
      position: meetingTables.position,
      sellerId: profiles.id,
      sellerName: profiles.fullName,
      sellerCompany: profiles.companyName,
    })
    .from(meetingTables)
    .leftJoin(
      projectParticipants,
      and(
        eq(projectParticipants.tableId, meetingTables.id),
        eq(projectParticipants.projectId, meetingTables.projectId),
      ),
    )
    .leftJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(
        eq(meetingTables.projectId, projectId),
        tableId ? eq(meetingTables.id, tableId) : undefined,
        keysetAfter(TABLE_ORDER, page?.cursor),
      ),
    )
    .orderBy(...keysetOrder(TABLE_ORDER))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit + 1) : query);
  return rows.map((r) => ({
    keyset: r.keyset,
    id: r.id,
    name: r.name,
    position: r.position,
    seller: r.sellerId ? { id: r.sellerId, full_name: r.sellerName ?? '', company_name: r.sellerCompany ?? '' } : null,
  }));
}

/** The tables in their order and who has a fixed one: what every rule choosing a table needs. */
export interface TableLayout {
  list: { id: string; name: string }[];
  /** Seller id to their fixed table's id. */
  fixedOf: Map<string, string>;
  /** Fixed table's id to its seller's id. */
  ownerOf: Map<string, string>;
}

export async function loadTableLayout(db: Reader, projectId: string): Promise<TableLayout> {
  const [list, fixed] = await Promise.all([
    db
      .select({ id: meetingTables.id, name: meetingTables.name })
      .from(meetingTables)
      .where(eq(meetingTables.projectId, projectId))
      .orderBy(asc(meetingTables.position), asc(meetingTables.name)),
    db
      .select({ sellerId: projectParticipants.userId, tableId: projectParticipants.tableId })
      .from(projectParticipants)
      .where(and(eq(projectParticipants.projectId, projectId), isNotNull(projectParticipants.tableId))),
  ]);
  return {
    list,
    fixedOf: new Map(fixed.map((r) => [r.sellerId, r.tableId as string])),
    ownerOf: new Map(fixed.map((r) => [r.tableId as string, r.sellerId])),
  };
}
