// Who may nudge a project's waiting requests (authorization matrix, ADR 009): admins only; the guard
// answers 403 to every other role before the project is looked up.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const requestHealthAccess: RouteRules = {
  'POST /api/projects/:id/request-health/nudge': adminOnly(),
};
