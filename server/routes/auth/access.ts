// Who may call the auth routes (authorization matrix, ADR 009): all public, they make the session.
import { publicRoute, type RouteRules } from '../access-rules.ts';

export const authAccess: RouteRules = {
  'POST /api/auth/sign-up': publicRoute(),
  'POST /api/auth/sign-in': publicRoute(),
  'POST /api/auth/sign-out': publicRoute(),
  'GET /api/auth/session': publicRoute(),
  'GET /api/auth/demo': publicRoute(),
  'POST /api/auth/forgot-password': publicRoute(),
  'GET /api/auth/tokens/:token': publicRoute(),
  'POST /api/auth/set-password': publicRoute(),
};
