// What the webhook test files share (docs/decisions/049-webhooks.md): an app that may deliver to
// loopback, a second pool on its database (a second instance, on PostgreSQL), the receiver on
// loopback that verifies each delivery with the `standardwebhooks` package, the sender at a
// chosen clock, and a project subscribed to some events. Each test file calls webhookTestbed()
// once at its top: it builds and disposes of its own app.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { WebhookEventType, WebhookSubscription } from '../../core/schemas/webhook.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { webhookDeliveries } from '../db/schema.ts';
import type { WebhookSenderOptions } from '../webhooks/sender.ts';
import { call, type EventPerson, eventFixture } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

type Fixture = Awaited<ReturnType<typeof eventFixture>>;

export function webhookTestbed() {
  let app: TestApp;
  let second: Database;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let secret = '';

  beforeAll(async () => {
    app = await createTestApp({ webhooks: { allowPrivate: true, keepDays: 30 } });
    second = app.databaseUrl ? await openDatabase({ databaseUrl: app.databaseUrl }) : app.database;
    receiver = await startWebhookReceiver(() => secret);
  });
  afterAll(async () => {
    await receiver?.close();
    if (second !== app?.database) await second?.close();
    await app?.dispose();
  });

  const bed = {
    get app() {
      return app;
    },
    /** Another pool on the same database: a second instance on PostgreSQL, the same one on PGlite. */
    get second() {
      return second;
    },
    get receiver() {
      return receiver;
    },
    /** The secret of the latest subscription made by subscribed(), which the receiver verifies with. */
    get secret() {
      return secret;
    },
    set secret(value: string) {
      secret = value;
    },

    /** The sender of one instance, on its own pool, at the clock `now` (real time when absent). */
    sender: (db: Database['db'] = app.db, now?: Date): WebhookSenderOptions => ({
      db,
      log: app.log,
      allowPrivate: true,
      publicUrl: 'http://localhost:3000',
      now: now && (() => now),
    }),

    /**
     * A project with an admin, two buyers and two sellers (or the `fixture`'s project and admin),
     * and a subscription of the receiver to `events`; the receiver forgets what it got and answers 200.
     */
    async subscribed<F extends { project: { id: string }; admin: { cookie: string } } = Fixture>(
      events: WebhookEventType[] = ['meeting.created', 'meeting.cancelled', 'meeting.moved'],
      fixture?: F,
    ) {
      const fx = (fixture ?? (await eventFixture(app, { buyers: 2, sellers: 2 }))) as F;
      const res = await call(app, 'POST', `/api/projects/${fx.project.id}/webhooks`, {
        cookie: fx.admin.cookie,
        body: { url: receiver.url, description: 'CRM', events },
      });
      expect(res.statusCode).toBe(201);
      const subscription = res.json() as WebhookSubscription;
      secret = subscription.secret;
      receiver.received.length = 0;
      receiver.answerWith(() => 200);
      return { ...fx, subscription };
    },

    /** Creates a meeting through the API as the admin: one meeting.created event. */
    async meetingOf(
      fx: { project: { id: string }; admin: { cookie: string }; buyers: EventPerson[]; sellers: EventPerson[] },
      slot: number,
      buyer = 0,
      seller = 0,
    ) {
      const res = await call(app, 'POST', '/api/meetings', {
        cookie: fx.admin.cookie,
        body: {
          project_id: fx.project.id,
          buyer_id: fx.buyers[buyer].id,
          seller_id: fx.sellers[seller].id,
          meeting_date: '2030-05-01',
          slot_number: slot,
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json();
    },

    /** The subscription's deliveries, oldest first. */
    deliveriesOf: (subscriptionId: string) =>
      app.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.subscriptionId, subscriptionId))
        .orderBy(webhookDeliveries.createdAt),

    /** The bodies the receiver got, parsed, in the order it got them. */
    bodies: () => receiver.received.map((r) => JSON.parse(r.body)),
  };
  return bed;
}
