// Who may call the notification routes (authorization matrix, ADR 009). The notification is the
// buyer's: nobody else, admins included, learns it exists.
import { type RouteRules, rule, signedIn } from '../access-rules.ts';

export const notificationAccess: RouteRules = {
  'GET /api/notifications': signedIn(),
  'DELETE /api/notifications': signedIn(),
  'POST /api/notifications/read-all': signedIn(),
  'GET /api/notifications/stream': signedIn(),
  'POST /api/notifications/:id/read': rule({ ok: ['buyer'] }),
  'DELETE /api/notifications/:id': rule({ ok: ['buyer'] }),
};
