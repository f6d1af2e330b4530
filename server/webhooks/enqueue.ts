// The one place a change becomes webhook deliveries (docs/decisions/049-webhooks.md#one-place-to-enqueue):
// callers pass the transaction of the change, so a delivery exists exactly when the change was
// committed, like an e-mail in the outbox. One row per event and enabled subscription of the
// event's project that listens to the type; the sender (./sender.ts) delivers them. Callers go
// through enqueueEvents (./events.ts), which asks first whether anyone listens.
import { sql } from 'drizzle-orm';
import type { WebhookEventData, WebhookEventType } from '../../core/schemas/webhook.ts';
import type { Db } from '../db/client.ts';

/** One event: the project whose subscribers hear of it and the record as the API shows it. */
export interface WebhookEvent<T extends WebhookEventType> {
  projectId: string;
  data: WebhookEventData<T>;
}

/**
 * Events per statement: a bulk change (an auto-schedule's tens of thousands of meetings) is
 * written in statements of this many, each one parameter of JSON of some hundred kilobytes.
 */
const EVENTS_PER_STATEMENT = 500;

/** Queues `type` for each event's project's subscribers; resolves how many deliveries were queued. */
export async function enqueueWebhookEvents<T extends WebhookEventType>(
  tx: Pick<Db, 'execute'>,
  type: T,
  events: readonly WebhookEvent<T>[],
): Promise<number> {
  const timestamp = new Date().toISOString();
  let queued = 0;
  for (let i = 0; i < events.length; i += EVENTS_PER_STATEMENT) {
    const payloads = events
      .slice(i, i + EVENTS_PER_STATEMENT)
      .map((e) => ({ type, timestamp, project_id: e.projectId, data: e.data }));
    const result = await tx.execute(sql`
      insert into webhook_deliveries (subscription_id, event_type, payload)
      select s.id, ${type}, e.payload
      from jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) with ordinality as e(payload, n)
      join webhook_subscriptions s on s.project_id = (e.payload->>'project_id')::uuid
        and s.status = 'enabled' and ${type} = any(s.events)
      order by e.n, s.created_at
      returning id`);
    // Both drivers answer raw SQL with { rows }.
    queued += (result as unknown as { rows: unknown[] }).rows.length;
  }
  return queued;
}
