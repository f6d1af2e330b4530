// Who may call the feedback routes (authorization matrix, ADR 009). The matrix's meeting is the
// buyer's and the seller's with the interpreter, and has ended (its recipe moves it to the past):
// its two sides answer, admins read both answers but give none, the interpreter sees the meeting
// but not what its sides thought (403), everyone else does not see it (404).
import { type RouteRules, rule, signedIn } from '../access-rules.ts';

export const feedbackAccess: RouteRules = {
  'GET /api/meetings/:id/feedback': rule({ ok: ['admin', 'buyer', 'seller'], forbidden: ['interpreter'] }),
  'PUT /api/meetings/:id/feedback': rule({ ok: ['buyer', 'seller'], forbidden: ['admin', 'interpreter'] }),
  // Each caller's own ended meetings; an empty list for roles that are never asked.
  'GET /api/feedback/pending': signedIn(),
};
