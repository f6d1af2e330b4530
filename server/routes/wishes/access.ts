// Who may call the wish routes (authorization matrix, ADR 009). The wishes are the buyer's: they
// and admins read and change them; anyone else taking part is refused, the outsider does not see
// the project.
import { adminOnly, type RouteRules, rule, signedIn } from '../access-rules.ts';

const buyersWishes = rule({ ok: ['admin', 'buyer'], hidden: ['outsider'], otherwise: 403 });

export const wishAccess: RouteRules = {
  'GET /api/wishes': signedIn(),
  'PUT /api/wishes': buyersWishes,
  'DELETE /api/wishes': buyersWishes,
  'GET /api/wishes/counterparts': buyersWishes,
  'GET /api/wishes/wishers': adminOnly(),
  'GET /api/wishes/options': signedIn(),
};
