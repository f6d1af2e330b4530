// Who may call the directory routes (authorization matrix, ADR 009): buyers see sellers and back,
// admins all; interpreters and volunteers none. The person looked at is the seller.
import { adminOnly, BUYERS, type RouteRules, rule, SELLERS } from '../access-rules.ts';

export const peopleAccess: RouteRules = {
  // The sellers' directory.
  'GET /api/people': rule({ ok: ['admin', ...BUYERS], otherwise: 403 }),
  // Sellers may open a directory, not the sellers' one: the seller is hidden from them.
  'GET /api/people/:id': rule({ ok: ['admin', ...BUYERS], hidden: SELLERS, otherwise: 403 }),
  'GET /api/people/:id/categories': adminOnly(),
  'POST /api/people': adminOnly(),
  'PUT /api/people/:id': adminOnly(),
  'DELETE /api/people/:id': adminOnly(),
};
