// Who may call the outbox routes (authorization matrix, ADR 009): admins only.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const outboxAccess: RouteRules = {
  'GET /api/admin/outbox': adminOnly(),
  'GET /api/admin/outbox/:id': adminOnly(),
  'POST /api/admin/outbox/:id/retry': adminOnly(),
};
