// Who may re-plan a project's meetings for fewer breaks (authorization matrix, ADR 009): admins only.
import { type RouteRules, rule } from '../access-rules.ts';

export const replanAccess: RouteRules = {
  'POST /api/projects/:id/replan/preview': rule({ ok: ['admin'], otherwise: 403 }, 'admin'),
  // The matrix's recipe applies a fingerprint no preview made: the admin is refused (schedule_changed).
  'POST /api/projects/:id/replan/apply': rule({ ok: [], refused: ['admin'], otherwise: 403 }, 'admin'),
};
