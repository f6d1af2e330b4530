// A meeting request's changes as webhook events (docs/decisions/049-webhooks.md#payloads): the
// request as the API answers it, read in the change's transaction after the change, queued only
// when a subscription of its project listens.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enqueueWebhookEvent } from '../../webhooks/enqueue.ts';
import { findRequest } from './queries.ts';

export async function enqueueRequestEvent(tx: Db, requestId: string, type: 'request.sent' | 'request.answered') {
  const found = await tx.execute(sql`
    select r.project_id from meeting_requests r
    where r.id = ${requestId} and exists (select 1 from webhook_subscriptions s
      where s.project_id = r.project_id and s.status = 'enabled' and ${type} = any(s.events))`);
  const [row] = (found as unknown as { rows: { project_id: string }[] }).rows;
  if (!row) return 0;
  const read = await findRequest(tx, requestId);
  if (!read) return 0;
  const { keyset: _position, ...request } = read;
  return enqueueWebhookEvent(tx, row.project_id, type, request);
}
