// A meeting's changes as webhook events (docs/decisions/049-webhooks.md#events-and-payloads): every route and
// service that creates, moves, changes the status of or checks in a meeting calls this with its
// transaction. The data is the meeting as the API lists it (server/queries/meetings.ts and its
// presenter), read in that transaction after the change, and only when a subscription of its
// project listens (./events.ts).
import { inArray, sql } from 'drizzle-orm';
import type { WebhookEventData, WebhookEventType } from '../../core/schemas/webhook.ts';
import type { Db } from '../db/client.ts';
import { meetings } from '../db/schema.ts';
import { findMeeting, listMeetings } from '../queries/meetings.ts';
import { enqueueEvents, slices } from './events.ts';

type MeetingEventType = Extract<WebhookEventType, `meeting.${string}`>;

/** Queues `type` for meeting `meetingId`; `extra` adds fields the type carries (who checked in). */
export function enqueueMeetingEvent<T extends MeetingEventType>(
  tx: Db,
  meetingId: string,
  type: T,
  extra?: Omit<WebhookEventData<T>, keyof WebhookEventData<'meeting.created'>>,
): Promise<number> {
  return enqueueEvents(tx, type, sql`select project_id from meetings where id = ${meetingId}`, async () => {
    const found = await findMeeting(tx, meetingId);
    if (!found) return [];
    const { keyset: _position, ...meeting } = found;
    return [{ projectId: meeting.project.id, data: { ...meeting, ...extra } as WebhookEventData<T> }];
  });
}

/**
 * Queues `type` for each of many meetings of one project (an auto-schedule's or a re-plan's
 * apply, tens of thousands at a large show): read and queued a batch at a time, and not read at
 * all when nobody listens.
 */
export function enqueueMeetingEvents(
  tx: Db,
  projectId: string,
  meetingIds: readonly string[],
  type: 'meeting.created' | 'meeting.moved',
): Promise<number> {
  if (meetingIds.length === 0) return Promise.resolve(0);
  return enqueueEvents(tx, type, projectId, async function* () {
    for (const ids of slices(meetingIds)) {
      const read = await listMeetings(tx, inArray(meetings.id, ids));
      yield read.map(({ keyset: _position, ...meeting }) => ({ projectId, data: meeting }));
    }
  });
}
