// Who may call the meeting-signal routes (authorization matrix, docs/decisions/009). The matrix's
// meeting is the buyer's and the seller's with the interpreter; its recipe moves it to now, inside
// the signal window. Its three people signal; admins see the meeting but never signal (403);
// everyone else does not see it (404).
import { type RouteRules, rule, signedIn } from '../access-rules.ts';

export const meetingSignalAccess: RouteRules = {
  'PUT /api/meetings/:id/signal': rule({ ok: ['buyer', 'seller', 'interpreter'], forbidden: ['admin'] }),
  'DELETE /api/meetings/:id/signal': rule({ ok: ['buyer', 'seller', 'interpreter'], forbidden: ['admin'] }),
  // Each caller's own meetings' signals; an empty list for those with none.
  'GET /api/meeting-signals': signedIn(),
};
