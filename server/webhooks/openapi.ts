// The webhook events in the OpenAPI document (OpenAPI 3.1's `webhooks`), so the API reference
// shows what each event's body is, with an example, beside the routes (docs/decisions/049-webhooks.md).
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  type WebhookEventType,
  webhookEnvelopeSchema,
} from '../../core/schemas/webhook.ts';

const PROJECT_ID = '6f1c1f36-2a8e-4f0e-9a57-0d4c1f2b9e10';
const MEETING = {
  id: '0b8f2f8e-3c1d-4a57-9b7e-5e2a1c9d4f31',
  project: { id: PROJECT_ID, name: 'Seoul Food Expo 2030', time_zone: 'Asia/Seoul' },
  buyer: { id: '9a3e1d0c-7b2f-4e6a-8c5d-1f0e2d3c4b5a', full_name: 'Mei Lin', company_name: 'Lin Trading' },
  seller: { id: '2c4d6e8f-1a3b-4c5d-9e7f-0a1b2c3d4e5f', full_name: 'Ji-ho Park', company_name: 'Park Foods' },
  interpreter: null,
  meeting_date: '2030-05-02',
  start_time: '10:00',
  end_time: '10:30',
  location: 'COEX Hall B',
  table: { id: '5d6e7f80-1a2b-4c3d-8e9f-a0b1c2d3e4f5', name: 'B-12' },
  notes: '',
  status: 'scheduled',
  absence: null,
  check_in_count: 0,
};

const REQUEST = {
  id: '7e2d4c6a-8b1f-4d3e-9a5c-2b4d6f8a0c1e',
  project: { id: PROJECT_ID, name: 'Seoul Food Expo 2030' },
  requester: { ...MEETING.buyer, email: 'mei@lin-trading.example' },
  requester_role: 'buyer',
  target: { ...MEETING.seller, email: 'jiho@parkfoods.example' },
  target_role: 'seller',
  preferred_date: '2030-05-02',
  preferred_time_start: '10:00',
  preferred_time_end: '10:30',
  location: 'COEX Hall B',
  purpose: 'Frozen dumplings for our stores in Shanghai',
  status: 'pending',
  rejection_reason: null,
  decline_reason: null,
  meeting_id: null,
  created_at: '2030-04-20T03:12:45.000Z',
  answered_at: null,
  sent_by: null,
  answered_by: null,
};

const DEAL = {
  id: '1c3e5a7b-9d2f-4b6a-8c0e-3f5a7b9d1e2c',
  project: { id: PROJECT_ID, name: 'Seoul Food Expo 2030' },
  meeting_id: MEETING.id,
  buyer: REQUEST.requester,
  seller: REQUEST.target,
  product_service: 'Frozen dumplings',
  quantity: '20 pallets',
  estimated_value: 48000,
  currency: 'USD',
  notes: '',
  status: 'agreed',
  registered_by: MEETING.seller.id,
  created_at: '2030-05-02T02:10:00.000Z',
};

const CONTRACT = {
  id: '8d0f2b4c-6e8a-4c1e-9f3b-5a7c9e1b3d5f',
  contract_number: 'CON-2030-0417',
  title: 'Frozen dumplings, first season',
  type: 'MOU',
  buyer_company: {
    id: '3e5a7c9e-1b3d-4f6a-8c0e-2d4f6b8d0a2c',
    name: 'Lin Trading',
    type: 'buyer',
    industry: 'Food retail',
    country: 'China',
    email: 'office@lin-trading.example',
    phone: '+86 21 5555 0101',
  },
  seller_company: {
    id: '4f6b8d0a-2c4e-4a7b-9d1f-3e5a7c9e1b3d',
    name: 'Park Foods',
    type: 'seller',
    industry: 'Food manufacturing',
    country: 'Korea',
    email: 'export@parkfoods.example',
    phone: '+82 2 5555 0199',
  },
  buyer: { id: MEETING.buyer.id, full_name: MEETING.buyer.full_name, email: 'mei@lin-trading.example' },
  seller: { id: MEETING.seller.id, full_name: MEETING.seller.full_name, email: 'jiho@parkfoods.example' },
  project: { id: PROJECT_ID, name: 'Seoul Food Expo 2030' },
  product_service: 'Frozen dumplings',
  quantity: '20 pallets',
  unit_price: 2400,
  total_amount: 48000,
  currency: 'USD',
  contract_date: '2030-05-02',
  delivery_date: '2030-07-01',
  signed_date: null,
  expiry_date: null,
  payment_terms: '30% on order, 70% on delivery',
  details: '',
  notes: '',
  status: 'draft',
  created_at: '2030-05-02T06:30:00.000Z',
  updated_at: '2030-05-02T06:30:00.000Z',
};

const PARTICIPANT = {
  id: '6a8c0e2f-4b6d-4a8c-9e0f-1b3d5f7a9c1e',
  user_id: MEETING.seller.id,
  role: 'seller',
  status: 'confirmed',
  full_name: MEETING.seller.full_name,
  email: 'jiho@parkfoods.example',
  company_name: MEETING.seller.company_name,
  country: 'Korea',
  is_active: true,
  invitation: 'invited',
  invited_at: '2030-04-01T01:00:00.000Z',
  table_id: null,
};

const EXAMPLES: Record<WebhookEventType, unknown> = {
  'feedback.given': {
    id: '4a6c8e0f-2b4d-4f6a-9c1e-5d7f9b1c3e5a',
    meeting_id: MEETING.id,
    side: 'buyer',
    user: MEETING.buyer,
    rating: 5,
    follow_up: 'yes',
    deal_size: '10k_100k',
    comment: 'Samples by June',
    created_at: '2030-05-02T02:05:00.000Z',
    updated_at: '2030-05-02T02:05:00.000Z',
    editable_until: '2030-05-09T02:05:00.000Z',
  },
  'transaction.created': { ...DEAL, status: 'proposed' },
  'transaction.agreed': DEAL,
  'transaction.cancelled': { ...DEAL, status: 'cancelled' },
  'transaction.completed': { ...DEAL, status: 'completed' },
  'contract.created': CONTRACT,
  'participant.created': PARTICIPANT,
  'participant.updated': { ...PARTICIPANT, invitation: 'accepted', table_id: MEETING.table.id },
  'request.sent': REQUEST,
  'request.answered': {
    ...REQUEST,
    status: 'approved',
    meeting_id: MEETING.id,
    answered_at: '2030-04-21T08:00:00.000Z',
  },
  'meeting.created': MEETING,
  'meeting.moved': { ...MEETING, start_time: '11:00', end_time: '11:30' },
  'meeting.confirmed': { ...MEETING, status: 'confirmed' },
  'meeting.cancelled': { ...MEETING, status: 'cancelled' },
  'meeting.completed': { ...MEETING, status: 'completed', check_in_count: 2 },
  'meeting.checked_in': {
    ...MEETING,
    status: 'confirmed',
    check_in_count: 1,
    checked_in: { user_id: MEETING.buyer.id, method: 'qr', at: '2030-05-02T00:58:12.000Z' },
  },
};

const HEADERS = {
  'webhook-id': { description: 'The delivery’s id, the same on every attempt: ignore a repeat.', example: '3f0c…' },
  'webhook-timestamp': { description: 'Seconds since 1970 when the attempt was sent.', example: '1904605092' },
  'webhook-signature': {
    description:
      '`v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` keyed with the secret after `whsec_` (Standard Webhooks).',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
};

/** The `webhooks` object of the OpenAPI document: one POST per event type. */
export function webhookOpenApi(): Record<string, OpenAPIV3_1.PathItemObject> {
  // JSON Schema from zod is what OpenAPI 3.1 takes; the typings of openapi-types mix 3.0's in.
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const envelope = webhookEnvelopeSchema(type, WEBHOOK_EVENTS[type]);
      const example = { type, timestamp: '2030-05-02T00:58:12.345Z', project_id: PROJECT_ID, data: EXAMPLES[type] };
      return [
        type,
        {
          post: {
            summary: type,
            description:
              'Sent to every enabled subscription of the project that listens to this event, signed by the Standard Webhooks specification. Answer 2xx within 10 s; anything else is retried after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h.',
            parameters: Object.entries(HEADERS).map(([name, h]) => ({
              name,
              in: 'header' as const,
              required: true,
              description: h.description,
              schema: { type: 'string' },
              example: h.example,
            })),
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: z.toJSONSchema(envelope, { io: 'output' }),
                  example,
                },
              },
            },
            responses: { '2XX': { description: 'Received; any other answer or none is retried.' } },
          },
        },
      ];
    }),
  ) as unknown as Record<string, OpenAPIV3_1.PathItemObject>;
}
