// Who may call the profile routes (authorization matrix, ADR 009): one's own profile only.
import { type RouteRules, signedIn } from '../access-rules.ts';

export const profileAccess: RouteRules = {
  'GET /api/profile': signedIn(),
  'PUT /api/profile': signedIn(),
  'PUT /api/profile/locale': signedIn(),
  'GET /api/profile/categories': signedIn(),
};
