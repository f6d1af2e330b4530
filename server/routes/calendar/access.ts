// Who may call the calendar routes (authorization matrix, ADR 009). A meeting's file follows the
// meeting's own visibility; the subscription is one's own; the feed is public, its secret the key.
import { publicRoute, type RouteRules, rule, signedIn } from '../access-rules.ts';

export const calendarAccess: RouteRules = {
  'GET /api/meetings/:id/calendar.ics': rule({ ok: ['admin', 'buyer', 'seller', 'interpreter'] }),
  'GET /api/profile/calendar-feed': signedIn(),
  'POST /api/profile/calendar-feed': signedIn(),
  'DELETE /api/profile/calendar-feed': signedIn(),
  'GET /api/calendar/:token.ics': publicRoute(),
};
