// Who may call the recommendation routes (authorization matrix, ADR 009). Buyers and sellers taking
// part get their own recommendations and dismissals (the matrix dismisses the world's seller, who is
// of the other side for buyers and of one's own for sellers: refused); admins, interpreters and
// volunteers are refused; the outsider does not see the project. Match counts are the organiser's.
import { adminOnly, type RouteRules, rule } from '../access-rules.ts';

const participants = rule({ ok: ['buyer', 'seller', 'buyer2', 'seller2'], hidden: ['outsider'], otherwise: 403 });
const dismissal = rule({
  ok: ['buyer', 'buyer2'],
  refused: ['seller', 'seller2'],
  hidden: ['outsider'],
  otherwise: 403,
});

export const recommendationAccess: RouteRules = {
  'GET /api/projects/:id/recommendations': participants,
  'POST /api/projects/:id/recommendations/:personId/dismiss': dismissal,
  'DELETE /api/projects/:id/recommendations/:personId/dismiss': dismissal,
  'GET /api/projects/:id/match-counts': adminOnly(),
};
