// Who may call the meeting request routes (authorization matrix, ADR 009). The request is the
// seller's to the buyer: only those two see it, only the buyer (its target) answers, only the
// seller (its requester) cancels.
import { adminOnly, BUYERS, INTERPRETERS, type RouteRules, rule, signedIn, VOLUNTEERS } from '../access-rules.ts';

export const meetingRequestAccess: RouteRules = {
  'GET /api/meeting-requests': signedIn(),
  'GET /api/meeting-requests/projects': signedIn(),
  'GET /api/meeting-requests/counterparts': signedIn(),
  // Asking the buyer: seller2 may; the seller already meets them (409 already_met); a buyer may
  // not ask a buyer (400 invalid_counterpart); only buyers and sellers ask at all.
  'POST /api/meeting-requests': rule({
    ok: ['seller2'],
    refused: ['seller', ...BUYERS],
    forbidden: ['admin', ...INTERPRETERS, ...VOLUNTEERS],
  }),
  'POST /api/meeting-requests/:id/approve': rule({ ok: ['buyer'], forbidden: ['seller'] }),
  'POST /api/meeting-requests/:id/reject': rule({ ok: ['buyer'], forbidden: ['seller'] }),
  // Only the requester (the seller) takes their request back; the buyer sees it but may not.
  'POST /api/meeting-requests/:id/cancel': rule({ ok: ['seller'], forbidden: ['buyer'] }),
  // The organiser acting for a participant (docs/rules.md#acting-on-behalf): admins only.
  'GET /api/projects/:id/requests-on-behalf': adminOnly(),
  'POST /api/projects/:id/requests-on-behalf': adminOnly(),
  'POST /api/projects/:id/requests-on-behalf/approve-many': adminOnly(),
  'POST /api/projects/:id/requests-on-behalf/:requestId/approve': adminOnly(),
  'POST /api/projects/:id/requests-on-behalf/:requestId/reject': adminOnly(),
};
