// Finding or starting the thread a person asks for (docs/rules.md#conversations): the pair thread of
// a request or meeting they are in, or a help desk. A new pair thread needs a live request or
// meeting between the two; an existing one is returned to read even after they parted.
import { and, eq, sql } from 'drizzle-orm';
import type { OpenThread } from '../../core/schemas/conversation.ts';
import type { Db } from '../db/client.ts';
import { conversationThreads, meetingRequests, meetings, projectParticipants } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { pairJoined } from '../policies/conversation.ts';
import { visibleMeetings } from '../policies/meeting.ts';
import { visibleRequests } from '../policies/meeting-request.ts';
import type { CurrentUser } from '../types.ts';

type Key = { projectId: string } & (
  | { kind: 'pair'; buyerId: string; sellerId: string }
  | { kind: 'help'; personId: string }
);

/** The id of the thread `body` names, made if it may be; errors as the API answers them. */
export async function openThread(db: Db, me: CurrentUser, body: OpenThread): Promise<string> {
  const key = await threadKey(db, me, body);
  const existing = await findThread(db, key);
  if (existing) return existing;
  if (key.kind === 'pair') {
    // The policy's condition, asked of the thread-to-be: a one-row stand-in named like the table.
    const [joined] = await db
      .execute(sql`select (${pairJoined}) as joined from (select
      ${key.projectId}::uuid as project_id, ${key.buyerId}::uuid as buyer_id, ${key.sellerId}::uuid as seller_id) as conversation_threads`)
      .then((r) => (r as unknown as { rows: { joined: boolean }[] }).rows);
    if (!joined?.joined) throw conflict('conversation_closed', 'There is no request or meeting between you any more');
  }
  await db
    .insert(conversationThreads)
    .values(
      key.kind === 'pair'
        ? { projectId: key.projectId, kind: 'pair', buyerId: key.buyerId, sellerId: key.sellerId }
        : { projectId: key.projectId, kind: 'help', personId: key.personId },
    )
    .onConflictDoNothing();
  // Made by this call or by a racing one: either way it is there now.
  return (await findThread(db, key)) as string;
}

async function findThread(db: Db, key: Key): Promise<string | undefined> {
  const t = conversationThreads;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      key.kind === 'pair'
        ? and(
            eq(t.kind, 'pair'),
            eq(t.projectId, key.projectId),
            eq(t.buyerId, key.buyerId),
            eq(t.sellerId, key.sellerId),
          )
        : and(eq(t.kind, 'help'), eq(t.projectId, key.projectId), eq(t.personId, key.personId)),
    );
  return row?.id;
}

async function threadKey(db: Db, me: CurrentUser, body: OpenThread): Promise<Key> {
  if (me.role === 'admin' && !('project_id' in body)) {
    throw forbidden('Organisers write to people through their help desk');
  }
  if ('request_id' in body) {
    const [r] = await db
      .select()
      .from(meetingRequests)
      .where(and(eq(meetingRequests.id, body.request_id), visibleRequests(me)));
    if (!r) throw notFound('Meeting request not found');
    const buyerId = r.requesterRole === 'buyer' ? r.requesterId : r.targetId;
    const sellerId = r.requesterRole === 'buyer' ? r.targetId : r.requesterId;
    return { kind: 'pair', projectId: r.projectId, buyerId, sellerId };
  }
  if ('meeting_id' in body) {
    const [m] = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.id, body.meeting_id), visibleMeetings(me)));
    if (!m) throw notFound('Meeting not found');
    return { kind: 'pair', projectId: m.projectId, buyerId: m.buyerId, sellerId: m.sellerId };
  }
  const personId = me.role === 'admin' ? body.person_id : me.id;
  if (!personId) throw badRequest('person_required', 'Choose the person to write to');
  if (body.person_id && body.person_id !== personId)
    throw forbidden('Write to the organisers, or from a request or meeting');
  const [taking] = await db
    .select({ id: projectParticipants.id })
    .from(projectParticipants)
    .where(and(eq(projectParticipants.projectId, body.project_id), eq(projectParticipants.userId, personId)))
    .limit(1);
  if (!taking) throw notFound('Project not found');
  return { kind: 'help', projectId: body.project_id, personId };
}
