// Who may call the travel routes (authorization matrix, ADR 009): everyone reads their own (the
// list is filtered in SQL); only admins manage, and the others are refused before any record is
// looked at, so a 403 tells nothing about the record.
import { type RouteRules, rule, signedIn } from '../access-rules.ts';

const manage = rule({ ok: ['admin'], otherwise: 403 });

export const travelAccess: RouteRules = {
  'GET /api/travel': signedIn(),
  'GET /api/travel/options': manage,
  'POST /api/travel': manage,
  'PUT /api/travel/:id': manage,
  'DELETE /api/travel/:id': manage,
};
