// Reads and writes of the meeting signals (docs/rules.md#running-late-and-at-the-table): the meeting
// as the caller sees it, one person's signal put or withdrawn, and the signals of the caller's
// meetings whose window is open now.
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { MeetingSignalKind } from '../../../core/constants.ts';
import { signalRefusal } from '../../../core/rules/meeting-signals.ts';
import type { MeetingStatus } from '../../../core/rules/meetings.ts';
import type { MeetingSignal } from '../../../core/schemas/meeting-signal.ts';
import type { Db } from '../../db/client.ts';
import { meetingSignals, meetings, meetingTables, profiles, projects } from '../../db/schema.ts';
import { iso } from '../../presenters/profile.ts';

const hhmm = (column: unknown) => sql<string>`to_char(${column}, 'HH24:MI')`;

/** A meeting matching `visible`, with what the signal rules and their notices need; undefined when hidden or missing. */
export async function signalMeeting(db: Pick<Db, 'select'>, id: string, visible: SQL | undefined) {
  const [row] = await db
    .select({
      id: meetings.id,
      buyer_id: meetings.buyerId,
      seller_id: meetings.sellerId,
      interpreter_id: meetings.interpreterId,
      status: meetings.status,
      meeting_date: sql<string>`to_char(${meetings.meetingDate}, 'YYYY-MM-DD')`,
      start_time: hhmm(meetings.startTime),
      end_time: hhmm(meetings.endTime),
      time_zone: projects.timeZone,
      table: meetingTables.name,
    })
    .from(meetings)
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .leftJoin(meetingTables, eq(meetingTables.id, meetings.tableId))
    .where(and(eq(meetings.id, id), visible));
  return row ? { ...row, status: row.status as MeetingStatus } : undefined;
}

/** The caller's signal, replacing any before it: one row per meeting and person, the newest standing. */
export async function putSignal(
  db: Pick<Db, 'insert'>,
  meetingId: string,
  userId: string,
  kind: MeetingSignalKind,
  minutes: number | null,
  now: Date,
) {
  const values = { kind, minutes, createdAt: now };
  const [row] = await db
    .insert(meetingSignals)
    .values({ meetingId, userId, ...values })
    .onConflictDoUpdate({ target: [meetingSignals.meetingId, meetingSignals.userId], set: values })
    .returning();
  return row;
}

/** Withdraws the caller's signal; resolves whether there was one. */
export async function deleteSignal(db: Pick<Db, 'delete'>, meetingId: string, userId: string) {
  const gone = await db
    .delete(meetingSignals)
    .where(and(eq(meetingSignals.meetingId, meetingId), eq(meetingSignals.userId, userId)))
    .returning({ userId: meetingSignals.userId });
  return gone.length > 0;
}

/**
 * The newest `limit` signals of meetings matching `visible` (optionally one meeting) whose window
 * is open at `now`. The database narrows to live meetings within a day of now (every zone is
 * within a day of UTC); the window itself is decided by the one rule in core/, so the limit is
 * applied after it.
 */
export async function currentSignals(
  db: Db,
  visible: SQL | undefined,
  now: Date,
  { meetingId, limit }: { meetingId?: string; limit: number },
): Promise<MeetingSignal[]> {
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .select({
      meeting_id: meetingSignals.meetingId,
      kind: meetingSignals.kind,
      minutes: meetingSignals.minutes,
      created_at: meetingSignals.createdAt,
      user_id: profiles.id,
      full_name: profiles.fullName,
      buyer_id: meetings.buyerId,
      seller_id: meetings.sellerId,
      status: meetings.status,
      meeting_date: sql<string>`to_char(${meetings.meetingDate}, 'YYYY-MM-DD')`,
      start_time: hhmm(meetings.startTime),
      end_time: hhmm(meetings.endTime),
      time_zone: projects.timeZone,
      table: meetingTables.name,
    })
    .from(meetingSignals)
    .innerJoin(meetings, eq(meetings.id, meetingSignals.meetingId))
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .innerJoin(profiles, eq(profiles.id, meetingSignals.userId))
    .leftJoin(meetingTables, eq(meetingTables.id, meetings.tableId))
    .where(
      and(
        visible,
        meetingId ? eq(meetings.id, meetingId) : undefined,
        inArray(meetings.status, ['scheduled', 'confirmed']),
        sql`${meetings.meetingDate} between ${today}::date - 1 and ${today}::date + 1`,
      ),
    )
    .orderBy(desc(meetingSignals.createdAt), asc(meetingSignals.meetingId), asc(meetingSignals.userId));
  return rows
    .filter((r) => signalRefusal({ ...r, status: r.status as MeetingStatus }, now) === null)
    .slice(0, limit)
    .map((r) => ({
      meeting_id: r.meeting_id,
      user: {
        id: r.user_id,
        full_name: r.full_name,
        role: r.user_id === r.buyer_id ? 'buyer' : r.user_id === r.seller_id ? 'seller' : 'interpreter',
      },
      kind: r.kind as MeetingSignalKind,
      minutes: r.minutes,
      table: r.table,
      created_at: iso(r.created_at),
    }));
}
