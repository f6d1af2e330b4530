// Retention of finished deliveries (docs/decisions/049-webhooks.md#retention): the sender's loop
// deletes succeeded and failed deliveries whose last attempt (or creation, never attempted) is
// older than WEBHOOK_KEEP_DAYS, a batch at a time once nothing is due; pending ones stay whatever
// their age; 0 keeps everything. The setting is read from the environment with 30 days unset.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { webhookDeliveries } from '../db/schema.ts';
import { eventFixture } from '../test/factories.ts';
import { webhookTestbed } from '../test/webhook-testbed.ts';
import { forgetOldDeliveries } from './retention.ts';
import { createWebhookSender, deliverDueWebhooks } from './sender.ts';

const bed = webhookTestbed();
const DAY = 86_400_000;

/** Six delivered meetings of a fresh subscription, then aged: what each row looks like now. */
async function agedDeliveries(now: Date) {
  const fx = await bed.subscribed(['meeting.created'], await eventFixture(bed.app, { buyers: 3, sellers: 2 }));
  // Each pair once, each at a slot of its own.
  for (let k = 0; k < 6; k++) await bed.meetingOf(fx, k + 1, Math.floor(k / 2), k % 2);
  expect(await deliverDueWebhooks(bed.sender())).toBe(6);
  const rows = await bed.deliveriesOf(fx.subscription.id);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const set = (k: number, values: Partial<typeof webhookDeliveries.$inferInsert>) =>
    bed.app.db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, rows[k].id));
  await set(0, { lastAttemptAt: ago(40), createdAt: ago(40) });
  await set(1, { lastAttemptAt: ago(31), createdAt: ago(31) });
  await set(2, { status: 'failed', lastAttemptAt: ago(35), createdAt: ago(36) });
  // Created long ago but attempted again (a redelivery) 29 days ago: kept.
  await set(3, { lastAttemptAt: ago(29), createdAt: ago(90) });
  // Waiting, never attempted, and not due yet: kept whatever its age.
  await set(4, {
    status: 'pending',
    attempts: 0,
    lastAttemptAt: null,
    deliveredAt: null,
    createdAt: ago(60),
    nextAttemptAt: new Date(now.getTime() + 3_600_000),
  });
  // Failed without an attempt (its endpoint was turned off) 45 days ago: gone.
  await set(5, { status: 'failed', attempts: 0, lastAttemptAt: null, deliveredAt: null, createdAt: ago(45) });
  return { fx, ids: rows.map((r) => r.id) };
}

describe('retention', () => {
  it('deletes finished deliveries older than the kept days a batch at a time, never pending ones', async () => {
    const now = new Date();
    const { fx, ids } = await agedDeliveries(now);
    expect(await forgetOldDeliveries(bed.app.db, { now, keepDays: 0 })).toBe(0);
    expect(await forgetOldDeliveries(bed.app.db, { now, keepDays: 30, batch: 3 })).toBe(3);
    expect(await forgetOldDeliveries(bed.app.db, { now, keepDays: 30, batch: 3 })).toBe(1);
    expect(await forgetOldDeliveries(bed.app.db, { now, keepDays: 30, batch: 3 })).toBe(0);
    const left = await bed.deliveriesOf(fx.subscription.id);
    expect(left.map((d) => d.id).sort()).toEqual([ids[3], ids[4]].sort());
  });

  it('is done by the sender’s loop once nothing is due, in batches until none is left', async () => {
    const now = new Date();
    const { fx, ids } = await agedDeliveries(now);
    const loop = createWebhookSender({
      ...bed.sender(bed.app.db, now),
      keepDays: 30,
      forgetBatch: 2,
      pollMs: 3_600_000,
    });
    loop.wake();
    await loop.idle();
    await loop.stop();
    const left = await bed.deliveriesOf(fx.subscription.id);
    expect(left.map((d) => d.id).sort()).toEqual([ids[3], ids[4]].sort());
    expect(left.find((d) => d.id === ids[4])).toMatchObject({ status: 'pending', attempts: 0 });
    // Kept for good with 0.
    const keeper = createWebhookSender({
      ...bed.sender(bed.app.db, new Date(now.getTime() + 365 * DAY)),
      keepDays: 0,
      pollMs: 3_600_000,
    });
    const before = (await bed.deliveriesOf(fx.subscription.id)).filter((d) => d.status !== 'pending');
    bed.receiver.answerWith(() => 500);
    keeper.wake();
    await keeper.idle();
    await keeper.stop();
    const after = await bed.deliveriesOf(fx.subscription.id);
    expect(after.map((d) => d.id).sort()).toEqual([ids[3], ids[4]].sort());
    expect(before.map((d) => d.id)).toEqual([ids[3]]);
  });

  it('reads WEBHOOK_KEEP_DAYS, 30 when unset', () => {
    expect(loadConfig({}).webhooks.keepDays).toBe(30);
    expect(loadConfig({ WEBHOOK_KEEP_DAYS: '0' }).webhooks.keepDays).toBe(0);
    expect(loadConfig({ WEBHOOK_KEEP_DAYS: '7' }).webhooks.keepDays).toBe(7);
    expect(() => loadConfig({ WEBHOOK_KEEP_DAYS: '-1' })).toThrow(/WEBHOOK_KEEP_DAYS/);
  });
});
