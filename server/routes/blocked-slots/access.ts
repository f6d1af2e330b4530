// Who may call the blocked slot routes (authorization matrix, ADR 009): admins only.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const blockedSlotAccess: RouteRules = {
  'DELETE /api/blocked-slots/:id': adminOnly(),
};
