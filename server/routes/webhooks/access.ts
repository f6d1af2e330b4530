// Who may call the webhook routes (authorization matrix, ADR 009): the admins only, for every
// route (a subscription's secret and payloads are the project's data leaving it).
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const webhookAccess: RouteRules = {
  'GET /api/projects/:id/webhooks': adminOnly(),
  'POST /api/projects/:id/webhooks': adminOnly(),
  'PATCH /api/projects/:id/webhooks/:subscriptionId': adminOnly(),
  'DELETE /api/projects/:id/webhooks/:subscriptionId': adminOnly(),
  'POST /api/projects/:id/webhooks/:subscriptionId/rotate-secret': adminOnly(),
  'GET /api/projects/:id/webhook-deliveries': adminOnly(),
  'POST /api/projects/:id/webhook-deliveries/:deliveryId/redeliver': adminOnly(),
};
