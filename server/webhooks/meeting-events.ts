// A meeting's changes as webhook events (docs/decisions/049-webhooks.md#payloads): every route and
// service that creates, moves, changes the status of or checks in a meeting calls this with its
// transaction. The data is the meeting as the API lists it (server/presenters/meeting.ts), read in
// that transaction after the change, and only when a subscription of its project listens.
import { sql } from 'drizzle-orm';
import type { WebhookEventData, WebhookEventType } from '../../core/schemas/webhook.ts';
import type { Db } from '../db/client.ts';
import { findMeeting } from '../queries/meetings.ts';
import { enqueueWebhookEvent } from './enqueue.ts';

type MeetingEventType = Extract<WebhookEventType, `meeting.${string}`>;

/** Queues `type` for meeting `meetingId`; `extra` adds fields the type carries (who checked in). */
export async function enqueueMeetingEvent<T extends MeetingEventType>(
  tx: Db,
  meetingId: string,
  type: T,
  extra?: Omit<WebhookEventData<T>, keyof WebhookEventData<'meeting.created'>>,
): Promise<number> {
  // Most projects have no webhook: one probe, and the meeting is read only when someone listens.
  const found = await tx.execute(sql`
    select m.project_id from meetings m
    where m.id = ${meetingId} and exists (select 1 from webhook_subscriptions s
      where s.project_id = m.project_id and s.status = 'enabled' and ${type} = any(s.events))`);
  const [row] = (found as unknown as { rows: { project_id: string }[] }).rows;
  if (!row) return 0;
  const found2 = await findMeeting(tx, meetingId);
  if (!found2) return 0;
  const { keyset: _position, ...meeting } = found2;
  return enqueueWebhookEvent(tx, row.project_id, type, { ...meeting, ...extra } as WebhookEventData<T>);
}
