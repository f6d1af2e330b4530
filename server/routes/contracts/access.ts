// Who may call the contract routes (authorization matrix, ADR 009). The contract is the buyer's
// and the seller's (by buyer_id and seller_id); admins see all and create.
import { adminOnly, type RouteRules, rule, signedIn } from '../access-rules.ts';

export const contractAccess: RouteRules = {
  'GET /api/contracts': signedIn(),
  'GET /api/contracts/counts': signedIn(),
  'GET /api/contracts/:id': rule({ ok: ['admin', 'buyer', 'seller'] }),
  'POST /api/contracts': adminOnly(),
};
