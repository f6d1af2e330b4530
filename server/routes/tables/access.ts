// Who may call the table routes (authorization matrix, ADR 009): everyone taking part in the
// project sees its tables; admins manage them.
import { adminOnly, NON_ADMINS, type RouteRules, rule } from '../access-rules.ts';

export const tableAccess: RouteRules = {
  'GET /api/projects/:id/tables': rule({
    ok: ['admin', ...NON_ADMINS.filter((c) => c !== 'outsider')],
    hidden: ['outsider'],
  }),
  'POST /api/projects/:id/tables': adminOnly(),
  'POST /api/projects/:id/tables/bulk': adminOnly(),
  'PUT /api/projects/:id/tables/order': adminOnly(),
  'PATCH /api/projects/:id/tables/:tableId': adminOnly(),
  'DELETE /api/projects/:id/tables/:tableId': adminOnly(),
  'PUT /api/projects/:id/participants/:participantId/table': adminOnly(),
};
