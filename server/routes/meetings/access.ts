// Who may call the meeting routes (authorization matrix, ADR 009). The meeting is the buyer's and
// the seller's with the interpreter; an interpreter sees it only once confirmed (docs/rules.md#visibility).
import { adminOnly, type RouteRules, rule, signedIn } from '../access-rules.ts';

export const meetingAccess: RouteRules = {
  'GET /api/meetings': signedIn(),
  'POST /api/meetings': adminOnly(),
  'GET /api/meetings/:id': rule({ ok: ['admin', 'buyer', 'seller', 'interpreter'] }),
  'DELETE /api/meetings/:id': adminOnly(),
  // Confirm and cancel act on a scheduled meeting, which its interpreter does not see yet.
  'POST /api/meetings/:id/confirm': rule({ ok: ['admin', 'buyer', 'seller'] }),
  'POST /api/meetings/:id/cancel': rule({ ok: ['admin', 'buyer', 'seller'] }),
  'POST /api/meetings/:id/complete': rule({ ok: ['admin', 'buyer', 'seller', 'interpreter'] }),
  // Moving re-plans the day: organisers only, the meeting's people get 403 (docs/rules.md#moving-a-meeting).
  'POST /api/meetings/:id/move': adminOnly(),
  // Marking who did not come: organisers and the meeting's interpreter; its buyer and seller see it
  // but may not (docs/rules.md#feedback-and-no-shows).
  'POST /api/meetings/:id/absence': rule({ ok: ['admin', 'interpreter'], forbidden: ['buyer', 'seller'] }),
  // Check-in is for the meeting's own people (docs/rules.md#check-in): an admin sees it but may not.
  'POST /api/meetings/:id/check-in': rule({ ok: ['buyer', 'seller', 'interpreter'], forbidden: ['admin'] }),
};
