// One's own calendar subscription (docs/rules.md#calendars): whether it exists and since when,
// make or renew it (a new secret replaces the old one, whose URL then answers 404), revoke it.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedCreatedSchema, calendarFeedSchema } from '../../../core/schemas/calendar-feed.ts';
import { currentUser } from '../../auth/current-user.ts';
import { feedUrl, newFeedSecret, webcalUrl } from '../../calendar/feed-secret.ts';
import { calendarFeeds } from '../../db/schema.ts';
import { iso } from '../../presenters/profile.ts';

export async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/calendar-feed', { schema: { response: { 200: calendarFeedSchema } } }, async (request) => {
    const [feed] = await app.db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, currentUser(request).id));
    return { exists: feed !== undefined, created_at: feed ? iso(feed.createdAt) : null };
  });

  app.post('/calendar-feed', { schema: { response: { 201: calendarFeedCreatedSchema } } }, async (request, reply) => {
    const { secret, hash } = newFeedSecret();
    // One row per person: renewing overwrites the hash, so the old secret matches nothing from now on.
    const [row] = await app.db
      .insert(calendarFeeds)
      .values({ userId: currentUser(request).id, tokenHash: hash })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hash, createdAt: sql`now()` } })
      .returning({ createdAt: calendarFeeds.createdAt });
    const url = feedUrl(app.config.publicUrl, secret);
    return reply.status(201).send({ url, webcal_url: webcalUrl(url), created_at: iso(row.createdAt) });
  });

  app.delete('/calendar-feed', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await app.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, currentUser(request).id));
    return reply.status(204).send(null);
  });
}
