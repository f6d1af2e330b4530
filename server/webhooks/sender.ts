// Delivery of webhook events (docs/decisions/049-webhooks.md), on the app's one job mechanism
// (server/jobs/drain-loop.ts) like the e-mail and push outboxes: one delivery at a time is claimed
// with FOR UPDATE SKIP LOCKED and a lease, so instances sharing a database deliver each event once
// per subscription, and a delivery whose sender died is taken again after the lease with the same
// `webhook-id` (the row's id). A failed attempt waits by RETRY_WAITS_MS; an endpoint that has
// failed for DISABLE_AFTER_MS is disabled and the admins are told.
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orderedPayload } from '../../core/schemas/webhook.ts';
import type { Db } from '../db/client.ts';
import { webhookDeliveries, webhookSubscriptions } from '../db/schema.ts';
import { createDrainLoop } from '../jobs/drain-loop.ts';
import { checkWebhookUrl } from './address.ts';
import { disableFailingSubscription } from './disable.ts';
import { postWebhook } from './post.ts';
import { forgetOldDeliveries } from './retention.ts';
import { signedHeaders } from './signing.ts';

type Delivery = typeof webhookDeliveries.$inferSelect;

/**
 * The waits after each failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h and 10 h (the Standard
 * Webhooks providers' schedule), so the seventh and last attempt comes 17 h 35 min 5 s after the
 * first; then the delivery is failed. An admin may redeliver it by hand.
 */
export const RETRY_WAITS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000] as const;
export const MAX_ATTEMPTS = RETRY_WAITS_MS.length + 1;
/** An endpoint whose every attempt has failed for this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 86_400_000;
/** How long a sender holds a delivery: longer than one attempt may take. */
export const LEASE_MS = 60_000;

export interface WebhookSenderOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Deliver to loopback and private addresses too (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES). */
  allowPrivate: boolean;
  /** Links in the mail telling admins of a disabled endpoint start with it. */
  publicUrl: string;
  /** The clock deciding what is due and when to retry; tests move it. */
  now?: () => Date;
  /** Days finished deliveries are kept (WEBHOOK_KEEP_DAYS; 0 keeps them all): the loop deletes older ones. */
  keepDays?: number;
  /** Finished deliveries deleted per step of the loop (tests make it small). */
  forgetBatch?: number;
}

/** Takes one due delivery of an enabled subscription, or none; the claim counts as an attempt. */
async function claim(db: Db, now: Date): Promise<Delivery | undefined> {
  const leaseEnd = new Date(now.getTime() - LEASE_MS);
  const [delivery] = await db
    .update(webhookDeliveries)
    .set({ claimedAt: now, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        eq(
          webhookDeliveries.id,
          sql`(select d.id from webhook_deliveries d
               join webhook_subscriptions s on s.id = d.subscription_id and s.status = 'enabled'
               where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
                 and (d.claimed_at is null or d.claimed_at < ${leaseEnd.toISOString()}::timestamptz)
               order by d.next_attempt_at, d.created_at limit 1 for update of d skip locked)`,
        ),
      ),
    )
    .returning();
  return delivery;
}

/** Records the attempt's outcome, only while this claim still holds the delivery. */
const finish = (db: Pick<Db, 'update'>, d: Delivery, set: Partial<typeof webhookDeliveries.$inferInsert>) =>
  db
    .update(webhookDeliveries)
    .set({ claimedAt: null, ...set })
    .where(
      and(
        eq(webhookDeliveries.id, d.id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, d.attempts),
      ),
    )
    .returning({ id: webhookDeliveries.id });

/** One attempt of `d`: resolves the receiver's status and answer, or why it was not reached. */
async function attempt(opts: WebhookSenderOptions, d: Delivery, subscription: { url: string; secret: string }) {
  // Checked again at each delivery: the name may resolve elsewhere now, or the setting changed.
  const checked = await checkWebhookUrl(subscription.url, { allowPrivate: opts.allowPrivate });
  if ('refused' in checked) return { status: null, body: `${checked.refused}: ${checked.detail}`, ms: 0 };
  const body = JSON.stringify(orderedPayload(d.payload));
  // The timestamp is when the request leaves (receivers refuse old ones), whatever the clock says.
  const headers = signedHeaders(subscription.secret, d.id, new Date(), body);
  const started = performance.now();
  const answer = await postWebhook(checked, headers, body);
  return { ...answer, ms: Math.round(performance.now() - started) };
}

/** Delivers `d` once and records what happened. */
async function deliver(opts: WebhookSenderOptions, d: Delivery, now: Date) {
  const { db, log } = opts;
  const [subscription] = await db
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, d.subscriptionId));
  if (!subscription) return;
  const outcome = await attempt(opts, d, subscription);
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const recorded = {
    lastAttemptAt: now,
    responseStatus: outcome.status,
    responseBody: outcome.body,
    durationMs: outcome.ms,
  };
  if (ok) {
    await db.transaction(async (tx) => {
      const done = await finish(tx, d, { ...recorded, status: 'succeeded', deliveredAt: now });
      if (done.length > 0 && subscription.failingSince) {
        await tx
          .update(webhookSubscriptions)
          .set({ failingSince: null })
          .where(eq(webhookSubscriptions.id, subscription.id));
      }
    });
    return;
  }
  const giveUp = d.attempts >= MAX_ATTEMPTS;
  const wait = RETRY_WAITS_MS[Math.min(d.attempts, RETRY_WAITS_MS.length) - 1];
  await db.transaction(async (tx) => {
    const done = await finish(
      tx as unknown as Db,
      d,
      giveUp ? { ...recorded, status: 'failed' } : { ...recorded, nextAttemptAt: new Date(now.getTime() + wait) },
    );
    if (done.length === 0) return;
    const [marked] = await tx
      .update(webhookSubscriptions)
      .set({ failingSince: sql`coalesce(${webhookSubscriptions.failingSince}, ${now.toISOString()}::timestamptz)` })
      .where(eq(webhookSubscriptions.id, subscription.id))
      .returning({ failingSince: webhookSubscriptions.failingSince });
    if (marked?.failingSince && now.getTime() - marked.failingSince.getTime() >= DISABLE_AFTER_MS) {
      await disableFailingSubscription(tx as unknown as Db, subscription.id, marked.failingSince, now, opts.publicUrl);
    }
  });
  log.warn(
    {
      delivery: d.id,
      attempts: d.attempts,
      status: outcome.status,
      reason: outcome.body.slice(0, 200),
      gaveUp: giveUp,
    },
    'webhook not delivered',
  );
}

/** Claims and delivers one due delivery; resolves false when none was due. */
export async function deliverOneWebhook(opts: WebhookSenderOptions): Promise<boolean> {
  const now = opts.now?.() ?? new Date();
  const d = await claim(opts.db, now);
  if (!d) return false;
  await deliver(opts, d, now);
  return true;
}

/** Delivers every due delivery (tests); resolves how many attempts were made. */
export async function deliverDueWebhooks(opts: WebhookSenderOptions): Promise<number> {
  let handled = 0;
  while (await deliverOneWebhook(opts)) handled++;
  return handled;
}

/**
 * The sender's loop: deliver what is due, one at a time; when nothing is, delete a batch of old
 * finished deliveries (./retention.ts) until none is left, so the queue keeps no more than its days.
 */
export function createWebhookSender(
  opts: WebhookSenderOptions & { pollMs: number; settleMs?: number },
): ReturnType<typeof createDrainLoop> {
  const forget = () =>
    forgetOldDeliveries(opts.db, {
      now: opts.now?.() ?? new Date(),
      keepDays: opts.keepDays ?? 0,
      batch: opts.forgetBatch,
    });
  return createDrainLoop({
    step: async () => (await deliverOneWebhook(opts)) || (await forget()) > 0,
    log: opts.log,
    pollMs: opts.pollMs,
    settleMs: opts.settleMs,
  });
}
