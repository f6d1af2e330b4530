// Webhooks: a project's changes told to another system's URL, signed by the Standard Webhooks
// specification (docs/decisions/049-webhooks.md).
export const WEBHOOK_SUBSCRIPTION_STATUSES = ['enabled', 'disabled'] as const;
export type WebhookSubscriptionStatus = (typeof WEBHOOK_SUBSCRIPTION_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
