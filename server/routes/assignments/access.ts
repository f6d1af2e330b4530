// Who may call the assignment routes (authorization matrix, ADR 009). The task is the volunteer's:
// only they answer it; admins see and manage it; the others are refused before any record is
// looked at when managing, and do not see it when answering.
import { type RouteRules, rule, signedIn } from '../access-rules.ts';

const manage = rule({ ok: ['admin'], otherwise: 403 });
const answer = rule({ ok: ['volunteer'], forbidden: ['admin'] });

export const assignmentAccess: RouteRules = {
  'GET /api/assignments': signedIn(),
  'GET /api/assignments/options': manage,
  'POST /api/assignments': manage,
  'PUT /api/assignments/:id': manage,
  'DELETE /api/assignments/:id': manage,
  'POST /api/assignments/:id/accept': answer,
  'POST /api/assignments/:id/decline': answer,
  'POST /api/assignments/:id/complete': answer,
};
