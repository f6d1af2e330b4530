// Who may call the admin settings routes (authorization matrix, ADR 009): admins only.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const adminAccess: RouteRules = {
  'GET /api/admin/overview': adminOnly(),
};
