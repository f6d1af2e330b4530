// Who may call the availability routes (authorization matrix, ADR 009). The matrix asks about the
// buyer's availability: the buyer and admins read and mark it; anyone else taking part is refused,
// the outsider does not see the project.
import { type RouteRules, rule } from '../access-rules.ts';

const buyersAvailability = rule({ ok: ['admin', 'buyer'], hidden: ['outsider'], otherwise: 403 });

export const availabilityAccess: RouteRules = {
  'GET /api/projects/:id/availability': buyersAvailability,
  'PUT /api/projects/:id/availability': buyersAvailability,
};
