// Who may call the dashboard routes (authorization matrix, ADR 009).
import { adminOnly, type RouteRules, signedIn } from '../access-rules.ts';

export const dashboardAccess: RouteRules = {
  'GET /api/dashboard': signedIn(),
  'GET /api/dashboard/admin-stats': adminOnly(),
  'GET /api/dashboard/request-health': adminOnly(),
};
