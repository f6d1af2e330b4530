// A project's meeting tables in their order, with the seller each is fixed to (docs/rules.md#tables).
// The tables screen and the schedule grid's day both read them.
import { and, asc, eq } from 'drizzle-orm';
import type { MeetingTable } from '../../core/schemas/meeting-table.ts';
import type { Db } from '../db/client.ts';
import { meetingTables, profiles, projectParticipants } from '../db/schema.ts';

type Reader = Pick<Db, 'select'>;

/** The project's tables by position then name, each with its fixed seller or null. */
export async function listTables(db: Reader, projectId: string, tableId?: string): Promise<MeetingTable[]> {
  const rows = await db
    .select({
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
    .where(and(eq(meetingTables.projectId, projectId), tableId ? eq(meetingTables.id, tableId) : undefined))
    .orderBy(asc(meetingTables.position), asc(meetingTables.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    position: r.position,
    seller: r.sellerId ? { id: r.sellerId, full_name: r.sellerName ?? '', company_name: r.sellerCompany ?? '' } : null,
  }));
}
