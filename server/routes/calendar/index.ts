// Calendars (docs/rules.md#calendars): a meeting as an .ics file beside the meetings, one's
// subscription beside the profile, and the feed itself under /api/calendar for calendar apps.
import type { FastifyInstance } from 'fastify';
import { feedRoutes } from './feed.ts';
import { meetingFileRoutes } from './meeting-file.ts';
import { subscriptionRoutes } from './subscription.ts';

export async function calendarRoutes(app: FastifyInstance) {
  await app.register(meetingFileRoutes, { prefix: '/meetings' });
  await app.register(subscriptionRoutes, { prefix: '/profile' });
  await app.register(feedRoutes, { prefix: '/calendar' });
}
