// Who may call the public routes (authorization matrix, ADR 009): anyone, signed in or not.
import { publicRoute, type RouteRules } from '../access-rules.ts';

export const publicAccess: RouteRules = {
  'GET /api/public/totals': publicRoute(),
};
