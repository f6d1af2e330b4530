// The queue and its retries (docs/decisions/049-webhooks.md#the-queue-and-its-sender, #retries):
// deliveries are queued only for enabled subscriptions that listen; two instances deliver each
// event once per subscription; a delivery whose sender died is sent again after the lease with the
// same webhook-id; a failing receiver is retried at exactly the documented times, then given up;
// the admin lists the deliveries with the receiver's answers and redelivers one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookSubscriptions } from '../db/schema.ts';
import { call, eventFixture } from '../test/factories.ts';
import { webhookTestbed } from '../test/webhook-testbed.ts';
import { deliverDueWebhooks, LEASE_MS, MAX_ATTEMPTS, RETRY_WAITS_MS } from './sender.ts';

const bed = webhookTestbed();

describe('queue', () => {
  it('queues nothing for a subscription that is off or listens to other events', async () => {
    const { app } = bed;
    const fx = await bed.subscribed(['meeting.cancelled']);
    await bed.meetingOf(fx, 1);
    expect(await bed.deliveriesOf(fx.subscription.id)).toHaveLength(0);
    const off = await call(app, 'PATCH', `/api/projects/${fx.project.id}/webhooks/${fx.subscription.id}`, {
      cookie: fx.admin.cookie,
      body: { status: 'disabled', events: ['meeting.created'] },
    });
    expect(off.json()).toMatchObject({ status: 'disabled', events: ['meeting.created'] });
    await bed.meetingOf(fx, 2, 1, 1);
    expect(await bed.deliveriesOf(fx.subscription.id)).toHaveLength(0);
  });

  it('delivers each event once per subscription with two instances sending at the same time', async () => {
    const { app, receiver } = bed;
    const fx = await bed.subscribed();
    // A second subscription of the same project: each event goes to both, once each.
    const other = await call(app, 'POST', `/api/projects/${fx.project.id}/webhooks`, {
      cookie: fx.admin.cookie,
      body: { url: `${receiver.url}?second`, events: ['meeting.created'] },
    });
    await app.db
      .update(webhookSubscriptions)
      .set({ secret: bed.secret })
      .where(eq(webhookSubscriptions.id, other.json().id));
    for (let slot = 1; slot <= 4; slot++) await bed.meetingOf(fx, slot, slot % 2, Math.floor((slot - 1) / 2));
    const handled = await Promise.all([
      deliverDueWebhooks(bed.sender(app.db)),
      deliverDueWebhooks(bed.sender(bed.second.db)),
    ]);
    expect(handled[0] + handled[1]).toBe(8);
    const ids = receiver.received.map((r) => r.id);
    expect(new Set(ids).size).toBe(8);
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
    const rows = [...(await bed.deliveriesOf(fx.subscription.id)), ...(await bed.deliveriesOf(other.json().id))];
    expect(rows.every((r) => r.status === 'succeeded' && r.attempts === 1)).toBe(true);
  });

  it('repeats a delivery whose sender died after the lease, with the same webhook-id', async () => {
    const { app, receiver } = bed;
    const fx = await bed.subscribed();
    await bed.meetingOf(fx, 1);
    const [queued] = await bed.deliveriesOf(fx.subscription.id);
    // An instance claimed it, posted it and died before recording the answer: the row stays claimed.
    const t0 = new Date(Date.now() + 1000);
    receiver.answerWith(() => 200);
    expect(await deliverDueWebhooks(bed.sender(app.db, t0))).toBe(1);
    await app.db
      .update(webhookDeliveries)
      .set({ status: 'pending', claimedAt: t0, deliveredAt: null })
      .where(eq(webhookDeliveries.id, queued.id));
    // Within the lease nobody takes it; after it, another instance does.
    expect(await deliverDueWebhooks(bed.sender(bed.second.db, new Date(t0.getTime() + LEASE_MS - 1000)))).toBe(0);
    expect(await deliverDueWebhooks(bed.sender(bed.second.db, new Date(t0.getTime() + LEASE_MS + 1000)))).toBe(1);
    expect(receiver.received.map((r) => r.id)).toEqual([queued.id, queued.id]);
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
    const [after] = await bed.deliveriesOf(fx.subscription.id);
    expect(after).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('retries a receiver answering 500 after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, then gives up', async () => {
    const { app, receiver } = bed;
    expect(RETRY_WAITS_MS).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000]);
    const fx = await bed.subscribed();
    receiver.answerWith(() => 500);
    await bed.meetingOf(fx, 1);
    const [queued] = await bed.deliveriesOf(fx.subscription.id);
    let at = new Date(Date.now() + 1000);
    const attempts: number[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      if (i > 0) {
        // A moment before it is due nothing is sent; when due, one attempt.
        expect(await deliverDueWebhooks(bed.sender(app.db, new Date(at.getTime() - 1)))).toBe(0);
      }
      expect(await deliverDueWebhooks(bed.sender(app.db, at))).toBe(1);
      attempts.push(at.getTime());
      const [row] = await bed.deliveriesOf(fx.subscription.id);
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

  it('lists the deliveries with the receiver’s answers and redelivers one with the same webhook-id', async () => {
    const { app, receiver } = bed;
    const fx = await bed.subscribed();
    receiver.answerWith(() => 500);
    await bed.meetingOf(fx, 1);
    await deliverDueWebhooks(bed.sender());
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
    await deliverDueWebhooks(bed.sender());
    expect(receiver.received.map((r) => r.id)).toEqual([item.id, item.id]);
    const [row] = await bed.deliveriesOf(fx.subscription.id);
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
