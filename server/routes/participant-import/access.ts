// Who may call the participant import and export routes (authorization matrix, ADR 009): admins only.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const participantImportAccess: RouteRules = {
  'POST /api/projects/:id/import/parse': adminOnly(),
  'POST /api/projects/:id/import/preview': adminOnly(),
  'POST /api/projects/:id/import/apply': adminOnly(),
  'GET /api/projects/:id/participants/export': adminOnly(),
  'GET /api/projects/import/template': adminOnly(),
};
