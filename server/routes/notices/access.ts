// Who may call the notice routes (authorization matrix, ADR 009): one's own settings signed in;
// an unsubscribe link works for anyone who holds it (its token is the permission).
import { publicRoute, type RouteRules, signedIn } from '../access-rules.ts';

export const noticeAccess: RouteRules = {
  'GET /api/notices/preferences': signedIn(),
  'PUT /api/notices/preferences': signedIn(),
  'GET /api/notices/push-preferences': signedIn(),
  'PUT /api/notices/push-preferences': signedIn(),
  'GET /api/notices/unsubscribe/:token': publicRoute(),
  'POST /api/notices/unsubscribe/:token': publicRoute(),
};
