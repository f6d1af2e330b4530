// Who may call the currency rate routes (authorization matrix, ADR 009).
import { adminOnly, type RouteRules, signedIn } from '../access-rules.ts';

export const currencyRateAccess: RouteRules = {
  'GET /api/currency-rates': signedIn(),
  'PUT /api/currency-rates': adminOnly(),
};
