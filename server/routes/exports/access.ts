// Who may download a project's export files (authorization matrix, ADR 009): admins only.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const exportAccess: RouteRules = {
  'GET /api/projects/:id/exports/:dataset': adminOnly(),
};
