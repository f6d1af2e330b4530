// Who may call the company exclusion routes (authorization matrix, ADR 009): organisers only.
import { adminOnly, type RouteRules } from '../access-rules.ts';

export const exclusionAccess: RouteRules = {
  'GET /api/projects/:id/exclusions': adminOnly(),
  'GET /api/projects/:id/exclusions/companies': adminOnly(),
  'POST /api/projects/:id/exclusions': adminOnly(),
  'DELETE /api/projects/:id/exclusions/:exclusionId': adminOnly(),
};
