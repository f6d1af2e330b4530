// Who may use a project's background jobs (authorization matrix, ADR 009): admins only, as the
// exports and the printed agendas and badges they make.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const backgroundJobAccess: RouteRules = {
  'POST /api/projects/:id/background-jobs': adminOnly(),
  'GET /api/projects/:id/background-jobs': adminOnly(),
  'GET /api/projects/:id/background-jobs/:jobId': adminOnly(),
  'POST /api/projects/:id/background-jobs/:jobId/cancel': adminOnly(),
  'GET /api/projects/:id/background-jobs/:jobId/file': adminOnly(),
};
