// Who may call the automatic scheduling routes (authorization matrix, ADR 009): admins only.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const autoScheduleAccess: RouteRules = {
  'POST /api/projects/:id/auto-schedule/preview': adminOnly(),
  // A fingerprint no preview made is planned afresh and applied: the admin gets 200.
  'POST /api/projects/:id/auto-schedule/apply': adminOnly(),
};
