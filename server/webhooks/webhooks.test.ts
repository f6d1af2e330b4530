// Webhooks end to end (docs/decisions/049-webhooks.md): an admin subscribes a receiver on loopback,
// changes to meetings queue deliveries in their transaction, and the sender delivers them signed so
// that another implementation of Standard Webhooks (the `standardwebhooks` package) accepts them;
// a replayed or altered delivery is refused by it. Two instances deliver each event once; a repeat
// after a crash carries the same webhook-id; a failing receiver is retried at the documented times
// and, failing for five days, disabled with its admins told. URLs out of bounds are refused.
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookSubscription } from '../../core/schemas/webhook.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { emailOutbox, notifications, webhookDeliveries, webhookSubscriptions } from '../db/schema.ts';
import { call, type EventPerson, eventFixture, makeMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { sendRequest } from '../test/meeting-request-factories.ts';
import { makeTransaction } from '../test/transaction-factories.ts';
import { startWebhookReceiver } from '../test/webhook-receiver.ts';
import {
  DISABLE_AFTER_MS,
  deliverDueWebhooks,
  LEASE_MS,
  MAX_ATTEMPTS,
  RETRY_WAITS_MS,
  type WebhookSenderOptions,
} from './sender.ts';
import { signedHeaders } from './signing.ts';

let app: TestApp;
let second: Database;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let secret = '';

beforeAll(async () => {
  app = await createTestApp({ webhooks: { allowPrivate: true } });
  second = app.databaseUrl ? await openDatabase({ databaseUrl: app.databaseUrl }) : app.database;
  receiver = await startWebhookReceiver(() => secret);
});
afterAll(async () => {
  await receiver?.close();
  if (second !== app?.database) await second?.close();
  await app?.dispose();
});

/** The sender of one instance, on its own pool, at the clock `now` (real time when absent). */
const sender = (db: Database['db'] = app.db, now?: Date): WebhookSenderOptions => ({
  db,
  log: app.log,
  allowPrivate: true,
  publicUrl: 'http://localhost:3000',
  now: now && (() => now),
});

/** A project with an admin, a buyer and a seller, and a subscription to every meeting event. */
async function subscribed(events = ['meeting.created', 'meeting.cancelled', 'meeting.moved']) {
  const fx = await eventFixture(app, { buyers: 2, sellers: 2 });
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
}

/** Creates a meeting through the API as the admin: one meeting.created event. */
async function meetingOf(
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
}

const deliveriesOf = (subscriptionId: string) =>
  app.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, subscriptionId))
    .orderBy(webhookDeliveries.createdAt);

describe('subscriptions', () => {
  it('gives the admin a whsec_ secret of 32 random bytes and rotates it', async () => {
    const { project, admin, subscription } = await subscribed();
    expect(subscription.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(subscription.secret.slice(6), 'base64')).toHaveLength(32);
    const rotated = await call(app, 'POST', `/api/projects/${project.id}/webhooks/${subscription.id}/rotate-secret`, {
      cookie: admin.cookie,
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(subscription.secret);
    const list = await call(app, 'GET', `/api/projects/${project.id}/webhooks`, { cookie: admin.cookie });
    expect(list.json()).toEqual([expect.objectContaining({ id: subscription.id, secret: rotated.json().secret })]);
  });

  it('refuses URLs that are not http or https, or point inside the network, with their codes', async () => {
    const strict = await createTestApp();
    try {
      const fx = await eventFixture(strict);
      const post = (url: string) =>
        call(strict, 'POST', `/api/projects/${fx.project.id}/webhooks`, {
          cookie: fx.admin.cookie,
          body: { url, events: ['meeting.created'] },
        });
      for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://a/']) {
        const res = await post(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.code, url).toBe('webhook_url_scheme');
      }
      for (const url of [
        'http://127.0.0.1:8080/hooks',
        'http://localhost/hooks',
        'http://10.1.2.3/',
        'http://172.16.0.1/',
        'http://192.168.1.1/',
        'http://169.254.169.254/latest/meta-data',
        'http://0.0.0.0/',
        'http://[::1]/',
        'http://[::ffff:127.0.0.1]/',
        'http://[::ffff:a9fe:a9fe]/',
        'http://[fe80::1]/',
        'http://[fd00::1]/',
        'http://2130706433/',
      ]) {
        const res = await post(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.code, url).toBe('webhook_url_private');
      }
      expect((await post('https://93.184.215.14/hooks')).statusCode).toBe(201);
      expect((await post('http://user:pw@93.184.215.14/')).json().error.code).toBe('webhook_url_scheme');
    } finally {
      await strict.dispose();
    }
  });

  it('queues nothing for a subscription that is off or listens to other events', async () => {
    const fx = await subscribed(['meeting.cancelled']);
    await meetingOf(fx, 1);
    expect(await deliveriesOf(fx.subscription.id)).toHaveLength(0);
    const off = await call(app, 'PATCH', `/api/projects/${fx.project.id}/webhooks/${fx.subscription.id}`, {
      cookie: fx.admin.cookie,
      body: { status: 'disabled', events: ['meeting.created'] },
    });
    expect(off.json()).toMatchObject({ status: 'disabled', events: ['meeting.created'] });
    await meetingOf(fx, 2, 1, 1);
    expect(await deliveriesOf(fx.subscription.id)).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('signs each delivery so that standardwebhooks accepts it, with the meeting as the API shows it', async () => {
    const fx = await subscribed();
    const meeting = await meetingOf(fx, 1);
    const [queued] = await deliveriesOf(fx.subscription.id);
    expect(queued).toMatchObject({ eventType: 'meeting.created', status: 'pending', attempts: 0 });
    expect(await deliverDueWebhooks(sender())).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got.refusal).toBeNull();
    expect(got.id).toBe(queued.id);
    expect(got.headers['content-type']).toBe('application/json');
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ type: 'meeting.created', project_id: fx.project.id });
    expect(body.data).toEqual(meeting);
    const [done] = await deliveriesOf(fx.subscription.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200, responseBody: 'ok' });
    expect(done.durationMs).toBeGreaterThanOrEqual(0);

    // Replayed an hour later, or altered, the same delivery is refused by the receiver's library.
    const verifier = new Webhook(secret);
    const headers = got.headers as Record<string, string>;
    expect(() => verifier.verify(got.body, headers)).not.toThrow();
    const old = signedHeaders(secret, got.id, new Date(Date.now() - 3_600_000), got.body);
    expect(() => verifier.verify(got.body, old)).toThrow(/timestamp/i);
    expect(() => verifier.verify(got.body.replace('meeting.created', 'meeting.cancelled'), headers)).toThrow();
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(got.body, headers)).toThrow();
  });

  it('queues the cancel and the move of a meeting in their transactions, one delivery each', async () => {
    const fx = await subscribed();
    const meeting = await meetingOf(fx, 1);
    const moved = await call(app, 'POST', `/api/meetings/${meeting.id}/move`, {
      cookie: fx.admin.cookie,
      body: { meeting_date: '2030-05-02', slot_number: 3 },
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await call(app, 'POST', `/api/meetings/${meeting.id}/cancel`, { cookie: fx.admin.cookie });
    expect(cancelled.statusCode).toBe(200);
    // A refused change queues nothing.
    expect(
      (await call(app, 'POST', `/api/meetings/${meeting.id}/cancel`, { cookie: fx.admin.cookie })).statusCode,
    ).toBe(409);
    await deliverDueWebhooks(sender());
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type)).toEqual(['meeting.created', 'meeting.moved', 'meeting.cancelled']);
    expect(bodies[1].data).toMatchObject({ id: meeting.id, meeting_date: '2030-05-02', status: 'scheduled' });
    expect(bodies[2].data).toEqual(cancelled.json());
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
  });

  it('queues a request sent and answered, and the meeting its approval made, each as the API shows it', async () => {
    const fx = await subscribed(['request.sent', 'request.answered', 'meeting.created']);
    const [buyer, seller] = [fx.buyers[0], fx.sellers[0]];
    const sent = await sendRequest(app, buyer, fx.project.id, seller);
    expect(sent.statusCode).toBe(201);
    const approved = await call(app, 'POST', `/api/meeting-requests/${sent.json().id}/approve`, {
      cookie: seller.cookie,
    });
    expect(approved.statusCode).toBe(200);
    const declined = await sendRequest(app, fx.buyers[1], fx.project.id, fx.sellers[1]);
    const rejected = await call(app, 'POST', `/api/meeting-requests/${declined.json().id}/reject`, {
      cookie: fx.sellers[1].cookie,
      body: { decline_reason: 'not_relevant' },
    });
    expect(rejected.statusCode).toBe(200);
    await deliverDueWebhooks(sender());
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type)).toEqual([
      'request.sent',
      'meeting.created',
      'request.answered',
      'request.sent',
      'request.answered',
    ]);
    expect(bodies[0].data).toEqual(sent.json());
    expect(bodies[2].data).toEqual(approved.json());
    expect(bodies[1].data.id).toBe(approved.json().meeting_id);
    expect(bodies[4].data).toEqual(rejected.json());
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
  });

  it('queues a deal agreed and completed, the deal as the API lists it without what its reader may do', async () => {
    const fx = await subscribed(['transaction.agreed', 'transaction.completed']);
    const deal = await makeTransaction(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[0].id,
      sellerId: fx.sellers[0].id,
      productService: 'Knitwear capsule',
    });
    const agreed = await call(app, 'POST', `/api/transactions/${deal.id}/agree`, { cookie: fx.sellers[0].cookie });
    expect(agreed.statusCode).toBe(200);
    const completed = await call(app, 'POST', `/api/transactions/${deal.id}/complete`, { cookie: fx.admin.cookie });
    expect(completed.statusCode).toBe(200);
    await deliverDueWebhooks(sender());
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type)).toEqual(['transaction.agreed', 'transaction.completed']);
    const { can: _can, ...shown } = completed.json();
    expect(bodies[1].data).toEqual(shown);
    expect(bodies[0].data).toMatchObject({ id: deal.id, status: 'agreed', product_service: 'Knitwear capsule' });
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
  });

  it('queues feedback given after a meeting, the answer as the API shows it', async () => {
    const fx = await subscribed(['feedback.given']);
    const held = await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[0].id,
      sellerId: fx.sellers[0].id,
      meetingDate: '2024-03-05',
      status: 'completed',
    });
    const answered = await call(app, 'PUT', `/api/meetings/${held.id}/feedback`, {
      cookie: fx.buyers[0].cookie,
      body: { rating: 5 },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await deliverDueWebhooks(sender());
    const [body] = receiver.received.map((r) => JSON.parse(r.body));
    expect(body).toMatchObject({ type: 'feedback.given', project_id: fx.project.id });
    expect(body.data).toEqual(answered.json());
    expect(receiver.received[0].refusal).toBeNull();
  });

  it('delivers each event once per subscription with two instances sending at the same time', async () => {
    const fx = await subscribed();
    // A second subscription of the same project: each event goes to both, once each.
    const other = await call(app, 'POST', `/api/projects/${fx.project.id}/webhooks`, {
      cookie: fx.admin.cookie,
      body: { url: `${receiver.url}?second`, events: ['meeting.created'] },
    });
    await app.db.update(webhookSubscriptions).set({ secret }).where(eq(webhookSubscriptions.id, other.json().id));
    for (let slot = 1; slot <= 4; slot++) await meetingOf(fx, slot, slot % 2, Math.floor((slot - 1) / 2));
    const handled = await Promise.all([deliverDueWebhooks(sender(app.db)), deliverDueWebhooks(sender(second.db))]);
    expect(handled[0] + handled[1]).toBe(8);
    const ids = receiver.received.map((r) => r.id);
    expect(new Set(ids).size).toBe(8);
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
    const rows = [...(await deliveriesOf(fx.subscription.id)), ...(await deliveriesOf(other.json().id))];
    expect(rows.every((r) => r.status === 'succeeded' && r.attempts === 1)).toBe(true);
  });

  it('repeats a delivery whose sender died after the lease, with the same webhook-id', async () => {
    const fx = await subscribed();
    await meetingOf(fx, 1);
    const [queued] = await deliveriesOf(fx.subscription.id);
    // An instance claimed it, posted it and died before recording the answer: the row stays claimed.
    const t0 = new Date(Date.now() + 1000);
    receiver.answerWith(() => 200);
    expect(await deliverDueWebhooks(sender(app.db, t0))).toBe(1);
    await app.db
      .update(webhookDeliveries)
      .set({ status: 'pending', claimedAt: t0, deliveredAt: null })
      .where(eq(webhookDeliveries.id, queued.id));
    // Within the lease nobody takes it; after it, another instance does.
    expect(await deliverDueWebhooks(sender(second.db, new Date(t0.getTime() + LEASE_MS - 1000)))).toBe(0);
    expect(await deliverDueWebhooks(sender(second.db, new Date(t0.getTime() + LEASE_MS + 1000)))).toBe(1);
    expect(receiver.received.map((r) => r.id)).toEqual([queued.id, queued.id]);
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
    const [after] = await deliveriesOf(fx.subscription.id);
    expect(after).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('retries a receiver answering 500 after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, then gives up', async () => {
    expect(RETRY_WAITS_MS).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000]);
    const fx = await subscribed();
    receiver.answerWith(() => 500);
    await meetingOf(fx, 1);
    const [queued] = await deliveriesOf(fx.subscription.id);
    let at = new Date(Date.now() + 1000);
    const attempts: number[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      if (i > 0) {
        // A moment before it is due nothing is sent; when due, one attempt.
        expect(await deliverDueWebhooks(sender(app.db, new Date(at.getTime() - 1)))).toBe(0);
      }
      expect(await deliverDueWebhooks(sender(app.db, at))).toBe(1);
      attempts.push(at.getTime());
      const [row] = await deliveriesOf(fx.subscription.id);
      if (i < MAX_ATTEMPTS - 1) {
        expect(row).toMatchObject({ status: 'pending', attempts: i + 1, responseStatus: 500 });
        expect(row.nextAttemptAt.getTime() - at.getTime()).toBe(RETRY_WAITS_MS[i]);
        at = row.nextAttemptAt;
      } else {
        expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, responseBody: 'receiver broke' });
      }
    }
    // The last attempt comes 17 h 35 min 5 s after the first.
    expect(attempts[attempts.length - 1] - attempts[0]).toBe(63_305_000);
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    expect(new Set(receiver.received.map((r) => r.id))).toEqual(new Set([queued.id]));
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
    const [sub] = await app.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, fx.subscription.id));
    expect(sub.failingSince?.getTime()).toBe(attempts[0]);
    expect(sub.status).toBe('enabled');
  });

  it('disables an endpoint failing for five days and tells the admins in the app and by e-mail', async () => {
    const fx = await subscribed();
    receiver.answerWith(() => 503);
    await meetingOf(fx, 1);
    const t0 = new Date(Date.now() + 1000);
    await deliverDueWebhooks(sender(app.db, t0));
    // Four days on, a new event fails too: still enabled.
    await meetingOf(fx, 2, 1, 1);
    await deliverDueWebhooks(sender(app.db, new Date(t0.getTime() + 4 * 86_400_000)));
    let [sub] = await app.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, fx.subscription.id));
    expect(sub.status).toBe('enabled');
    // Five days after the first failure: disabled; what waited is failed, the admins are told.
    await deliverDueWebhooks(sender(app.db, new Date(t0.getTime() + DISABLE_AFTER_MS)));
    [sub] = await app.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, fx.subscription.id));
    expect(sub).toMatchObject({ status: 'disabled' });
    expect(sub.disabledAt?.getTime()).toBe(t0.getTime() + DISABLE_AFTER_MS);
    expect((await deliveriesOf(fx.subscription.id)).every((d) => d.status === 'failed')).toBe(true);
    const told = await app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, fx.admin.profile.id),
          eq(notifications.titleKey, 'notifications.webhook.disabled.title'),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      link: `/projects/${fx.project.id}/webhooks`,
      params: { url: receiver.url, days: 5 },
    });
    const mail = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, fx.admin.profile.id), eq(emailOutbox.kind, 'webhook_disabled')));
    expect(mail).toHaveLength(1);
    expect(mail[0].textBody).toContain(receiver.url);
    // A disabled endpoint gets nothing new; turned on again, it starts afresh.
    await meetingOf(fx, 3, 0, 1);
    expect((await deliveriesOf(fx.subscription.id)).filter((d) => d.status === 'pending')).toHaveLength(0);
    const on = await call(app, 'PATCH', `/api/projects/${fx.project.id}/webhooks/${fx.subscription.id}`, {
      cookie: fx.admin.cookie,
      body: { status: 'enabled' },
    });
    expect(on.json()).toMatchObject({ status: 'enabled', failing_since: null, disabled_at: null });
  });

  it('lists the deliveries with the receiver’s answers and redelivers one with the same webhook-id', async () => {
    const fx = await subscribed();
    receiver.answerWith(() => 500);
    await meetingOf(fx, 1);
    await deliverDueWebhooks(sender());
    const list = await call(app, 'GET', `/api/projects/${fx.project.id}/webhook-deliveries?limit=10`, {
      cookie: fx.admin.cookie,
    });
    expect(list.statusCode).toBe(200);
    const [item] = list.json().items;
    expect(item).toMatchObject({
      subscription_id: fx.subscription.id,
      event_type: 'meeting.created',
      status: 'pending',
      attempts: 1,
      response_status: 500,
      response_body: 'receiver broke',
      payload: { type: 'meeting.created' },
    });
    receiver.answerWith(() => 204);
    const again = await call(app, 'POST', `/api/projects/${fx.project.id}/webhook-deliveries/${item.id}/redeliver`, {
      cookie: fx.admin.cookie,
    });
    expect(again.json()).toMatchObject({ id: item.id, status: 'pending', attempts: 0 });
    await deliverDueWebhooks(sender());
    expect(receiver.received.map((r) => r.id)).toEqual([item.id, item.id]);
    const [row] = await deliveriesOf(fx.subscription.id);
    expect(row).toMatchObject({ status: 'succeeded', responseStatus: 204 });
    // Another project's admin route cannot reach it: 404.
    const elsewhere = await eventFixture(app);
    const foreign = await call(
      app,
      'POST',
      `/api/projects/${elsewhere.project.id}/webhook-deliveries/${item.id}/redeliver`,
      { cookie: fx.admin.cookie },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('describes every event with an example payload in the document’s webhooks', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\.1/);
    const created = doc.webhooks['meeting.created'].post;
    const content = created.requestBody.content['application/json'];
    expect(content.example).toMatchObject({ type: 'meeting.created', data: { status: 'scheduled' } });
    expect(content.schema.properties.data.properties.buyer).toBeTruthy();
    expect(created.parameters.map((p: { name: string }) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(Object.keys(doc.webhooks)).toContain('meeting.checked_in');
  });
});
