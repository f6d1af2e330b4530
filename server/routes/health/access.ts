// Who may call the health routes (authorization matrix, ADR 009).
import { publicRoute, type RouteRules } from '../access-rules.ts';

export const healthAccess: RouteRules = {
  'GET /api/health': publicRoute(),
};
