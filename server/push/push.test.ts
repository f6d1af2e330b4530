// Web Push end to end (docs/rules.md#push-notifications), with a push service on loopback that
// speaks the protocol (web-push-testing): a browser subscribes with the server's key, a message or
// a due reminder queues a push in the person's language, the sender delivers it encrypted and the
// push service decrypts it to the right words; a subscription the service dropped (410) is
// forgotten, a kind turned off queues nothing, two instances send each push once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { meetingTables, profiles, pushOutbox, pushSubscriptions } from '../db/schema.ts';
import { call, type EventPerson, eventFixture, makeMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { storeRequest } from '../test/meeting-request-factories.ts';
import { startPushService } from '../test/push-service.ts';
import { vapidKeys } from './keys.ts';
import { queuePush } from './queue.ts';
import { queueDuePushReminders } from './reminders.ts';
import { forgetOldPushes, PUSH_KEEP_DAYS } from './retention.ts';
import { sendDuePushes } from './sender.ts';

const base = loadConfig({ NODE_ENV: 'test' });
const pushConfig = { ...base.push, allowLoopback: true };

let app: TestApp;
let second: Database;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  app = await createTestApp({ push: pushConfig });
  // A second instance: on PostgreSQL its own pool on the same database; PGlite has one connection.
  second = app.databaseUrl ? await openDatabase({ databaseUrl: app.databaseUrl }) : app.database;
  service = await startPushService();
});
afterAll(async () => {
  await service?.close();
  if (second !== app?.database) await second?.close();
  await app?.dispose();
});

const senderOn = (db: Database['db']) => ({ db, push: pushConfig, log: app.log });
const send = () => sendDuePushes(senderOn(app.db));

/** Subscribes `who` through the API with a new subscription of the push service. */
async function subscribe(who: EventPerson) {
  const key = (await call(app, 'GET', '/api/push/key', { cookie: who.cookie })).json().public_key;
  const sub = await service.subscribe(key);
  const res = await call(app, 'POST', '/api/push/subscriptions', {
    cookie: who.cookie,
    body: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys },
  });
  expect(res.statusCode).toBe(201);
  return sub;
}

const speaks = (who: EventPerson, locale: string) =>
  app.db.update(profiles).set({ locale }).where(eq(profiles.id, who.id));

const outboxOf = (userId: string) => app.db.select().from(pushOutbox).where(eq(pushOutbox.userId, userId));

/** A buyer and a seller with a pending request and their thread. */
async function pair() {
  const fx = await eventFixture(app, { buyers: 1, sellers: 1 });
  const [buyer] = fx.buyers;
  const [seller] = fx.sellers;
  const request = await storeRequest(app, fx.project.id, buyer, seller, { status: 'pending' });
  const thread = (
    await call(app, 'POST', '/api/conversations', { cookie: buyer.cookie, body: { request_id: request.id } })
  ).json();
  const say = (who: EventPerson, body: string) =>
    call(app, 'POST', `/api/conversations/${thread.id}/messages`, { cookie: who.cookie, body: { body } });
  return { fx, buyer, seller, thread, say };
}

describe('push notifications', () => {
  it('keeps one VAPID key pair that every instance agrees on', async () => {
    const [a, b] = await Promise.all([vapidKeys(app.db, pushConfig), vapidKeys(second.db, pushConfig)]);
    expect(a).toEqual(b);
    expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
    const { buyer } = await pair();
    expect((await call(app, 'GET', '/api/push/key', { cookie: buyer.cookie })).json()).toEqual({
      public_key: a.publicKey,
    });
    expect((await call(app, 'GET', '/api/push/key')).statusCode).toBe(401);
  });

  it('pushes a new message to the other side in their language, without its text', async () => {
    const { buyer, seller, thread, say } = await pair();
    await speaks(buyer, 'ko');
    const sub = await subscribe(buyer);
    expect((await say(seller, 'Our secret price is kumquat-forty-two')).statusCode).toBe(201);
    // Not to its author, who has no subscription anyway; and one row for the reader.
    expect(await outboxOf(seller.id)).toHaveLength(0);
    expect(await send()).toBe(1);
    const received = await service.received(sub);
    expect(received).toEqual([
      {
        title: 'Seller 1 님의 새 메시지',
        body: '대화를 열어 확인하세요.',
        url: `/messages/${thread.id}`,
        tag: `thread-${thread.id}`,
      },
    ]);
    // A word no UUID can contain: the push must carry no part of the text.
    expect(JSON.stringify(received)).not.toContain('kumquat');
    const [row] = await outboxOf(buyer.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, kind: 'messages' });
    const [kept] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(kept.lastSuccessAt).not.toBeNull();
  });

  it('queues nothing for a kind turned off, and again once it is on', async () => {
    const { buyer, seller, say } = await pair();
    const sub = await subscribe(buyer);
    const off = await call(app, 'PUT', '/api/notices/push-preferences', {
      cookie: buyer.cookie,
      body: { messages: 'off' },
    });
    expect(off.json()).toEqual({ meeting_reminders: 'on', messages: 'off', meeting_signals: 'on' });
    expect((await call(app, 'GET', '/api/notices/push-preferences', { cookie: buyer.cookie })).json()).toMatchObject({
      messages: 'off',
    });
    await say(seller, 'Hello');
    expect(await outboxOf(buyer.id)).toHaveLength(0);
    // The e-mail choice is another setting, untouched.
    expect((await call(app, 'GET', '/api/notices/preferences', { cookie: buyer.cookie })).json().messages).toBe(
      'immediately',
    );
    await call(app, 'PUT', '/api/notices/push-preferences', { cookie: buyer.cookie, body: { messages: 'on' } });
    await say(seller, 'Hello again');
    expect(await outboxOf(buyer.id)).toHaveLength(1);
    await send();
    expect(await service.received(sub)).toHaveLength(1);
  });

  it('pushes "your next meeting is at table A-12 in 10 minutes" once per person and start', async () => {
    const fx = await eventFixture(app, { buyers: 1, sellers: 1 });
    const [buyer] = fx.buyers;
    const [seller] = fx.sellers;
    await speaks(seller, 'ja');
    const [table] = await app.db
      .insert(meetingTables)
      .values({ projectId: fx.project.id, name: 'A-12', position: 1 })
      .returning();
    // 2030-05-01 10:00 in Seoul is 01:00 UTC.
    const meeting = await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      tableId: table.id,
      startTime: '10:00',
      endTime: '10:30',
      status: 'confirmed',
    });
    const [buyerSub, sellerSub] = [await subscribe(buyer), await subscribe(seller)];
    expect(await queueDuePushReminders(app.db, { now: new Date('2030-05-01T00:49:00Z') })).toBe(0);
    const due = { now: new Date('2030-05-01T00:50:00Z') };
    const counts = await Promise.all([queueDuePushReminders(app.db, due), queueDuePushReminders(second.db, due)]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await queueDuePushReminders(app.db, { now: new Date('2030-05-01T00:55:00Z') })).toBe(0);
    // The pushes were written 10 minutes before a meeting in 2030: sent now, they are still fresh.
    await send();
    const url = `/meetings/${meeting.id}`;
    expect(await service.received(buyerSub)).toEqual([
      {
        title: 'Your next meeting is at table A-12 in 10 minutes',
        body: `10:00 with ${seller.profile.companyName}`,
        url,
        tag: `meeting-${meeting.id}`,
      },
    ]);
    expect(await service.received(sellerSub)).toEqual([
      {
        title: '10分後、A-12番テーブルで次の商談があります',
        body: `10:00 · ${buyer.profile.companyName}様との商談`,
        url,
        tag: `meeting-${meeting.id}`,
      },
    ]);
  });

  it('forgets a subscription the push service dropped (410) and gives the push up', async () => {
    const { buyer } = await pair();
    const sub = await subscribe(buyer);
    await service.expire(sub);
    await app.db.transaction((tx) =>
      queuePush(tx, {
        userId: buyer.id,
        kind: 'meeting_signals',
        text: { type: 'running_late', from: 'Kim', minutes: 10, time: '14:00' },
        url: '/meetings',
        tag: 'signal',
      }),
    );
    await send();
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.id))).toEqual([]);
    const [row] = await outboxOf(buyer.id);
    expect(row.status).toBe('failed');
    expect(row.serverResponse).toContain('410');
    // Without a subscription nothing more is queued for them.
    await app.db.transaction((tx) =>
      queuePush(tx, {
        userId: buyer.id,
        kind: 'meeting_signals',
        text: { type: 'at_table', from: 'Kim', table: 'A-12', time: '14:00' },
        url: '/meetings',
        tag: 'signal',
      }),
    );
    expect(await outboxOf(buyer.id)).toHaveLength(1);
  });

  it('sends each push once with two instances sending at the same time', async () => {
    const { buyer, seller, say } = await pair();
    const sub = await subscribe(buyer);
    for (let i = 0; i < 6; i++) await say(seller, `Message ${i}`);
    const handled = await Promise.all([sendDuePushes(senderOn(app.db)), sendDuePushes(senderOn(second.db))]);
    expect(handled[0] + handled[1]).toBe(6);
    expect(await service.received(sub)).toHaveLength(6);
    expect((await outboxOf(buyer.id)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('keeps only the browsers’ push services as endpoints, each owned by whoever subscribed last', async () => {
    const { buyer, seller } = await pair();
    const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
    const post = (who: EventPerson, endpoint: string) =>
      call(app, 'POST', '/api/push/subscriptions', { cookie: who.cookie, body: { endpoint, keys } });
    const refused = await post(buyer, 'https://internal.example/collect');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('push_endpoint_refused');
    expect((await post(buyer, 'http://10.0.0.1/notify/x')).statusCode).toBe(400);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def';
    expect((await post(buyer, endpoint)).statusCode).toBe(201);
    // The same browser, now signed in as the seller: it pushes to the seller only.
    expect((await post(seller, endpoint)).statusCode).toBe(201);
    const owners = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(owners.map((o) => o.userId)).toEqual([seller.id]);
    // Unsubscribing someone else's browser changes nothing; one's own removes it.
    const unsubscribe = (who: EventPerson) =>
      call(app, 'POST', '/api/push/unsubscribe', { cookie: who.cookie, body: { endpoint } });
    expect((await unsubscribe(buyer)).statusCode).toBe(204);
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(
      1,
    );
    expect((await unsubscribe(seller)).statusCode).toBe(204);
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(
      0,
    );
  });

  it('forgets finished pushes after a week, never a pending one', async () => {
    const { buyer, seller, say } = await pair();
    await subscribe(buyer);
    await say(seller, 'One');
    await send();
    await say(seller, 'Two');
    const later = new Date(Date.now() + (PUSH_KEEP_DAYS + 1) * 86_400_000);
    await forgetOldPushes(app.db, later);
    expect((await outboxOf(buyer.id)).map((r) => r.status)).toEqual(['pending']);
  });
});
