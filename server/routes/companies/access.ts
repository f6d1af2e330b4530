// Who may call the company routes (authorization matrix, ADR 009): admins only.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const companyAccess: RouteRules = {
  'GET /api/companies': adminOnly(),
};
