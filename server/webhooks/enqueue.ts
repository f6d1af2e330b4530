// The one place a change becomes webhook deliveries (docs/decisions/049-webhooks.md#the-queue):
// callers pass the transaction of the change, so a delivery exists exactly when the change was
// committed, like an e-mail in the outbox. One row per enabled subscription of the project that
// listens to the type; the sender (./sender.ts) delivers them.
import { sql } from 'drizzle-orm';
import type { WebhookEventData, WebhookEventType } from '../../core/schemas/webhook.ts';
import type { Db } from '../db/client.ts';

/** Queues `type` with `data` (the record as the API shows it) for the project's subscribers; resolves how many. */
export async function enqueueWebhookEvent<T extends WebhookEventType>(
  tx: Pick<Db, 'execute'>,
  projectId: string,
  type: T,
  data: WebhookEventData<T>,
): Promise<number> {
  const payload = { type, timestamp: new Date().toISOString(), project_id: projectId, data };
  const result = await tx.execute(sql`
    insert into webhook_deliveries (subscription_id, event_type, payload)
    select s.id, ${type}, ${JSON.stringify(payload)}::jsonb
    from webhook_subscriptions s
    where s.project_id = ${projectId} and s.status = 'enabled' and ${type} = any(s.events)
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
