// GET /api/calendar/:token.ics: a person's calendar feed, for calendar apps, which cannot sign in:
// the secret in the URL is the key (docs/rules.md#calendars, decision 018). Unknown, renewed-away
// and revoked secrets, and the feeds of deactivated people, answer 404.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedTokenParams } from '../../../core/schemas/calendar-feed.ts';
import { CALENDAR_CONTENT_TYPE, calendarFile } from '../../calendar/calendar-file.ts';
import { feedSecretHash } from '../../calendar/feed-secret.ts';
import { calendarWords } from '../../calendar/words.ts';
import { notFound } from '../../errors.ts';
import { feedMeetings, feedOwner } from './queries.ts';

/**
 * Fetches of one feed a minute. Counted per feed, not per address: many people's calendars are
 * fetched from the same few addresses (a calendar service's servers, a venue's network).
 */
export const FEED_RATE_LIMIT = 30;
/** How long clients and proxies may keep a copy, and how often we ask apps to fetch again. */
const MAX_AGE_SECONDS = 300;

export async function feedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:token.ics',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: FEED_RATE_LIMIT,
          timeWindow: '1 minute',
          // The hash, not the secret, is what this process keeps in memory.
          keyGenerator: (req) => `feed:${feedSecretHash(String((req.params as { token?: string }).token))}`,
        },
      },
      schema: { params: feedTokenParams },
    },
    async (request, reply) => {
      const owner = await feedOwner(app.db, feedSecretHash(request.params.token));
      if (!owner) throw notFound('No such calendar');
      const words = calendarWords(owner.locale);
      const file = calendarFile(await feedMeetings(app.db, owner), {
        name: `${words.calendarName} · ${owner.fullName}`,
        viewer: owner,
        words,
        publicUrl: app.config.publicUrl,
        refresh: 'PT1H',
      });
      // Most calendar apps poll; an unchanged feed then costs them no download.
      const etag = `"${createHash('sha256').update(file).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', `private, max-age=${MAX_AGE_SECONDS}`)
        .header('etag', etag)
        .header('content-type', CALENDAR_CONTENT_TYPE);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(file);
    },
  );
}
