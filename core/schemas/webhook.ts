// Webhooks: a project's changes told to another system's URL, signed by the Standard Webhooks
// specification (docs/decisions/049-webhooks.md). The catalogue of event types, what each one's
// `data` is (the API's own shape of the record), and the admin screen's requests and answers.
import { z } from 'zod';
import { contractSchema } from './contract.ts';
import { feedbackSchema } from './feedback.ts';
import { pageOf, pageQueryFields } from './list-page.ts';
import { meetingSchema } from './meeting.ts';
import { meetingRequestSchema } from './meeting-request.ts';
import { participantSchema } from './participant.ts';
import { transactionSchema } from './transaction.ts';

export const WEBHOOK_SUBSCRIPTION_STATUSES = ['enabled', 'disabled'] as const;
export type WebhookSubscriptionStatus = (typeof WEBHOOK_SUBSCRIPTION_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A deal as the API lists it, without what the reader may do (a payload has no reader). */
const dealSchema = transactionSchema.omit({ can: true });

/**
 * Every event type and the schema of its `data`: the record as the API answers it, after the
 * change. A meeting's events carry the meeting as GET /api/meetings lists it, a request's the request as
 * GET /api/meeting-requests lists it, a deal's the deal as GET /api/transactions lists it, a
 * contract's the contract as GET /api/contracts/:id answers it, a participant's the participant as
 * GET /api/projects/:id/participants lists them.
 */
export const WEBHOOK_EVENTS = {
  'meeting.created': meetingSchema,
  'meeting.moved': meetingSchema,
  'meeting.confirmed': meetingSchema,
  'meeting.cancelled': meetingSchema,
  'meeting.completed': meetingSchema,
  'meeting.checked_in': meetingSchema.extend({
    /** Who checked in (one of the meeting's people). */
    checked_in: z.object({ user_id: z.uuid(), method: z.string(), at: z.string() }),
  }),
  /** Someone joined the project: an admin added them, or a spreadsheet import brought them in. */
  'participant.created': participantSchema,
  /**
   * What the project's participant list shows of someone changed: name, company, country, e-mail,
   * active or not (by themselves, an admin or an import), or a seller's fixed table.
   */
  'participant.updated': participantSchema,
  'request.sent': meetingRequestSchema,
  /** Approved (with its meeting's id) or declined (with the reason), by its target or an organiser for them. */
  'request.answered': meetingRequestSchema,
  /** A buyer's or seller's answer after a meeting, given or changed. */
  'feedback.given': feedbackSchema,
  /** A deal registered (proposed) by a buyer, a seller or an admin. */
  'transaction.created': dealSchema,
  'transaction.agreed': dealSchema,
  'transaction.cancelled': dealSchema,
  'transaction.completed': dealSchema,
  /** A contract made by an admin in the project (contracts are not changed afterwards; docs/rules.md#contracts). */
  'contract.created': contractSchema,
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENTS)[T]>;

/** The body of every delivery (the Standard Webhooks envelope): type, when it happened, the record. */
export const webhookEnvelopeSchema = <T extends z.ZodType>(type: string, data: T) =>
  z.object({ type: z.literal(type), timestamp: z.string(), project_id: z.uuid(), data });

/**
 * The stored payload (jsonb keeps keys in its own order) with the envelope's keys first as the
 * specification shows them: type, timestamp, project_id, data. The same body on every attempt.
 */
export function orderedPayload(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object') return payload;
  const { type, timestamp, project_id, data, ...rest } = payload as Record<string, unknown>;
  return { type, timestamp, project_id, data, ...rest };
}

/**
 * A subscription URL. Any URL passes the schema; the server answers one that is not http or https,
 * or points inside its network, with its own error code (webhook_url_scheme, webhook_url_private).
 */
const webhookUrl = z.string().trim().min(1).max(2000);

export const webhookSubscriptionCreateSchema = z.strictObject({
  url: webhookUrl,
  description: z.string().trim().max(200).default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES as [WebhookEventType, ...WebhookEventType[]]))
    .min(1)
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((list) => [...new Set(list)]),
});
export type WebhookSubscriptionCreateInput = z.input<typeof webhookSubscriptionCreateSchema>;

/** PATCH: change the URL, description or events, or turn it on or off. */
export const webhookSubscriptionUpdateSchema = z.strictObject({
  url: webhookUrl.optional(),
  description: z.string().trim().max(200).optional(),
  events: webhookSubscriptionCreateSchema.shape.events.optional(),
  status: z.enum(WEBHOOK_SUBSCRIPTION_STATUSES).optional(),
});
export type WebhookSubscriptionUpdateInput = z.input<typeof webhookSubscriptionUpdateSchema>;

export const webhookSubscriptionSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  /** The signing secret, 'whsec_' and base64: the receiver verifies every delivery with it. */
  secret: z.string(),
  status: z.enum(WEBHOOK_SUBSCRIPTION_STATUSES),
  failing_since: z.string().nullable(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string(),
  created_at: z.string(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;
export const webhookSubscriptionListSchema = z.array(webhookSubscriptionSchema);

export const webhookDeliverySchema = z.object({
  /** Also the `webhook-id` header, the same on every attempt. */
  id: z.uuid(),
  subscription_id: z.uuid(),
  event_type: z.string(),
  payload: z.unknown(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  response_status: z.number().int().nullable(),
  response_body: z.string(),
  duration_ms: z.number().int().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPageSchema = pageOf(webhookDeliverySchema);

/** GET /api/projects/:id/webhook-deliveries: newest first, of one subscription or all, of one status or all. */
export const webhookDeliveryListQuery = z.strictObject({
  ...pageQueryFields(),
  subscription: z.uuid().optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});

/** How many subscriptions one project may have. */
export const WEBHOOK_SUBSCRIPTIONS_MAX = 20;

export const webhookSubscriptionParams = z.object({ id: z.uuid(), subscriptionId: z.uuid() });
export const webhookDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });
