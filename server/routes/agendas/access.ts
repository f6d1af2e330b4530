// Who may call the agenda and badge routes (authorization matrix, ADR 009). Called bare, each
// person taking part gets their own agenda (a volunteer's is empty) and the outsider, who takes
// part in nothing, is not found; the matrix names the buyer, so only the buyer and admins get
// that one, and every other caller is told it does not exist. Everyone's agendas and the badges
// are for admins.
import { adminOnly, NON_ADMINS, type RouteRules, rule } from '../access-rules.ts';

const ownOrAdmin = rule({ ok: ['admin', 'buyer'], hidden: NON_ADMINS.filter((c) => c !== 'buyer') });

export const agendaAccess: RouteRules = {
  'GET /api/projects/:id/agenda': ownOrAdmin,
  'GET /api/projects/:id/agenda/pdf': ownOrAdmin,
  'GET /api/projects/:id/agendas/pdf': adminOnly(),
  'GET /api/projects/:id/badges/pdf': adminOnly(),
};
