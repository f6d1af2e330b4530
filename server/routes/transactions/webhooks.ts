// A deal's changes as webhook events (docs/decisions/049-webhooks.md#events-and-payloads): the deal as
// GET /api/transactions lists it without `can` (what its reader may do: a payload has no reader),
// read in the change's transaction after the change, only when a subscription of its project
// listens (server/webhooks/events.ts).
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../core/schemas/webhook.ts';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../types.ts';
import { enqueueEvents } from '../../webhooks/events.ts';
import { findTransaction } from './queries.ts';

type TransactionEventType = Extract<WebhookEventType, `transaction.${string}`>;

/** Queues `type` for deal `id`, read as `reader` (who made the change; their abilities are dropped). */
export function enqueueTransactionEvent(tx: Db, id: string, type: TransactionEventType, reader: CurrentUser) {
  return enqueueEvents(tx, type, sql`select project_id from transactions where id = ${id}`, async () => {
    const found = await findTransaction(tx, reader, id);
    if (!found) return [];
    const { can: _can, keyset: _position, ...deal } = found;
    return [{ projectId: deal.project.id, data: deal }];
  });
}
