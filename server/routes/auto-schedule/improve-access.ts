// Who may improve an auto-schedule preview further (authorization matrix, ADR 009): admins only.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const autoScheduleImproveAccess: RouteRules = {
  // A fingerprint no preview made is refused with 409 schedule_changed: 'refused' for the admin.
  'POST /api/projects/:id/auto-schedule/improve': adminOnly(),
  'GET /api/projects/:id/auto-schedule/improve/:runId': adminOnly(),
  'POST /api/projects/:id/auto-schedule/improve/:runId/cancel': adminOnly(),
};
