// Who may call the API token routes (authorization matrix, ADR 009): every signed-in person for
// their own tokens (the queries filter by the caller; another's token is not found); admins for
// integration accounts.
import { adminOnly, type RouteRules, rule, signedIn } from '../access-rules.ts';

export const apiTokenAccess: RouteRules = {
  'GET /api/api-tokens': signedIn(),
  'POST /api/api-tokens': signedIn(),
  // The world's token is the buyer's: only the buyer may revoke it.
  'DELETE /api/api-tokens/:id': rule({ ok: ['buyer'] }),
  'GET /api/api-tokens/integrations': adminOnly(),
  'POST /api/api-tokens/integrations': adminOnly(),
};
