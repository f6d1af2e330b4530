// Who may call the push routes (authorization matrix, ADR 009): every signed-in person, for their
// own browsers only (the queries filter by the caller).
import { type RouteRules, signedIn } from '../access-rules.ts';

export const pushAccess: RouteRules = {
  'GET /api/push/key': signedIn(),
  'POST /api/push/subscriptions': signedIn(),
  'POST /api/push/unsubscribe': signedIn(),
};
