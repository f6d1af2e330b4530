// Who may call the project routes (authorization matrix, ADR 009): everyone taking part in the
// project sees it and its participants; the outsider does not; admins manage it.
import { adminOnly, NON_ADMINS, type RouteRules, rule, signedIn } from '../access-rules.ts';

const takingPart = rule({ ok: ['admin', ...NON_ADMINS.filter((c) => c !== 'outsider')], hidden: ['outsider'] });

export const projectAccess: RouteRules = {
  'GET /api/projects': signedIn(),
  'POST /api/projects': adminOnly(),
  'GET /api/projects/:id': takingPart,
  'PUT /api/projects/:id': adminOnly(),
  'PUT /api/projects/:id/matchmaking': adminOnly(),
  'DELETE /api/projects/:id': adminOnly(),
  'GET /api/projects/:id/participants': takingPart,
  'PUT /api/projects/:id/participants': adminOnly(),
  'POST /api/projects/:id/invitations': adminOnly(),
  'GET /api/projects/:id/candidates': adminOnly(),
  'DELETE /api/projects/:id/participants/:participantId': adminOnly(),
  'GET /api/projects/:id/schedule': adminOnly(),
  'GET /api/projects/:id/schedule/choices': adminOnly(),
  'POST /api/projects/:id/blocked-slots': adminOnly(),
};
