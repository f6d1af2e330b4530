// Who may call the transaction routes (authorization matrix, ADR 009). The deal is the buyer's and
// the seller's; a buyer sees it only once agreed (docs/rules.md#visibility); its seller and admins act on it.
import { BUYERS, INTERPRETERS, type RouteRules, rule, SELLERS, signedIn, VOLUNTEERS } from '../access-rules.ts';

const registrars = rule({
  ok: ['admin', 'buyer', 'seller', 'buyer2', 'seller2'],
  // The outsider shares no project with the seller: 400 invalid_project.
  refused: ['outsider'],
  forbidden: [...INTERPRETERS, ...VOLUNTEERS],
});

export const transactionAccess: RouteRules = {
  'GET /api/transactions': signedIn(),
  'GET /api/transactions/summary': signedIn(),
  'GET /api/transactions/options': rule({ ok: ['admin', ...BUYERS, ...SELLERS], otherwise: 403 }),
  'POST /api/transactions': registrars,
  // Agree and cancel act on a proposed deal, which its buyer does not see yet.
  'POST /api/transactions/:id/agree': rule({ ok: ['admin', 'seller'] }),
  'POST /api/transactions/:id/cancel': rule({ ok: ['admin', 'seller'] }),
  // Complete acts on an agreed deal: its buyer sees it but may not act.
  'POST /api/transactions/:id/complete': rule({ ok: ['admin', 'seller'], forbidden: ['buyer'] }),
};
