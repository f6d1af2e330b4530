// Webhook subscriptions and deliveries as the admin screen reads them (docs/decisions/049-webhooks.md).
import { orderedPayload, type WebhookDelivery, type WebhookSubscription } from '../../core/schemas/webhook.ts';
import type { webhookDeliveries, webhookSubscriptions } from '../db/schema.ts';
import { iso } from './profile.ts';

const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

export function presentWebhookSubscription(s: typeof webhookSubscriptions.$inferSelect): WebhookSubscription {
  return {
    id: s.id,
    project_id: s.projectId,
    url: s.url,
    description: s.description,
    events: s.events,
    secret: s.secret,
    status: s.status,
    failing_since: isoOrNull(s.failingSince),
    disabled_at: isoOrNull(s.disabledAt),
    disabled_reason: s.disabledReason,
    created_at: iso(s.createdAt),
  };
}

export function presentWebhookDelivery(d: typeof webhookDeliveries.$inferSelect): WebhookDelivery {
  return {
    id: d.id,
    subscription_id: d.subscriptionId,
    event_type: d.eventType,
    payload: orderedPayload(d.payload),
    status: d.status,
    attempts: d.attempts,
    next_attempt_at: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
    last_attempt_at: isoOrNull(d.lastAttemptAt),
    response_status: d.responseStatus,
    response_body: d.responseBody,
    duration_ms: d.durationMs,
    delivered_at: isoOrNull(d.deliveredAt),
    created_at: iso(d.createdAt),
  };
}
