// Who may call the user management routes (authorization matrix, ADR 009): admins only.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const userAccess: RouteRules = {
  'GET /api/users': adminOnly(),
  'POST /api/users/:id/deactivate': adminOnly(),
  'POST /api/users/:id/activate': adminOnly(),
};
