// Who may read a project's report (authorization matrix, ADR 009): admins only; the guard answers
// 403 to every other role before the project is looked up.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const reportAccess: RouteRules = {
  'GET /api/projects/:id/report': adminOnly(),
  'GET /api/projects/:id/report/pdf': adminOnly(),
};
