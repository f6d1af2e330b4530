// A meeting request's changes as webhook events (docs/decisions/049-webhooks.md#events-and-payloads): the
// request as the API lists it (server/queries/meeting-requests.ts), read in the change's
// transaction after the change, queued only when a subscription of its project listens
// (./events.ts). Sent and answered by its people or by an organiser on their behalf, and answered
// by an auto-schedule's apply that gave the pair a meeting.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { meetingRequests } from '../db/schema.ts';
import { findRequest, listRequests } from '../queries/meeting-requests.ts';
import { enqueueEvents, slices } from './events.ts';

type RequestEventType = 'request.sent' | 'request.answered';

export function enqueueRequestEvent(tx: Db, requestId: string, type: RequestEventType): Promise<number> {
  return enqueueEvents(tx, type, sql`select project_id from meeting_requests where id = ${requestId}`, async () => {
    const read = await findRequest(tx, requestId);
    if (!read) return [];
    const { keyset: _position, ...request } = read;
    return [{ projectId: request.project.id, data: request }];
  });
}

/** Queues `type` for many requests of one project, a batch at a time, and reads none when nobody listens. */
export function enqueueRequestEvents(
  tx: Db,
  projectId: string,
  requestIds: readonly string[],
  type: RequestEventType,
): Promise<number> {
  if (requestIds.length === 0) return Promise.resolve(0);
  return enqueueEvents(tx, type, projectId, async function* () {
    for (const ids of slices(requestIds)) {
      const read = await listRequests(tx, inArray(meetingRequests.id, ids));
      yield read.map(({ keyset: _position, ...request }) => ({ projectId, data: request }));
    }
  });
}
