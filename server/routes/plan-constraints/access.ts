// Who may call the routes of the organiser's asks of the auto-schedule (authorization matrix, ADR 009):
// organisers only.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const planConstraintAccess: RouteRules = {
  'GET /api/projects/:id/plan-constraints': adminOnly(),
  'POST /api/projects/:id/fixed-meetings': adminOnly(),
  'DELETE /api/projects/:id/fixed-meetings/:fixedId': adminOnly(),
  'POST /api/projects/:id/precedences': adminOnly(),
  'DELETE /api/projects/:id/precedences/:precedenceId': adminOnly(),
};
