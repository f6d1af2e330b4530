// Delivery of the push outbox (docs/rules.md#push-notifications), like the e-mail sender: one push
// at a time is claimed with FOR UPDATE SKIP LOCKED and a lease, so instances sharing a PostgreSQL
// send each push once and a push whose sender died is taken again after the lease; a failed try
// waits longer each time and the push is given up after MAX_ATTEMPTS, or once it is too old to
// matter. One push goes to every browser of its person; a browser the push service no longer
// knows (404, 410) is forgotten.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PushKind } from '../../core/schemas/notice.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { pushOutbox, pushSubscriptions } from '../db/schema.ts';
import { createDrainLoop, type DrainLoop } from '../jobs/drain-loop.ts';
import { retryDelayMs } from '../mail/sender.ts';
import { acceptableEndpoint } from './endpoint.ts';
import { vapidKeys } from './keys.ts';
import { loadWebPush } from './web-push.ts';

type Push = typeof pushOutbox.$inferSelect;

/** Tries before a push is marked failed. */
export const MAX_ATTEMPTS = 5;
/** The wait after the first failed try; each next one is four times longer (30 s, 2 min, 8 min…). */
const RETRY_MS = 30_000;
/** How long a sender holds a push it is sending. */
const LEASE_SECONDS = 60;
/** The longest one push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * How long each kind is worth delivering, in seconds: the push service drops it after that (TTL),
 * and so does the sender. A reminder is stale once the meeting began, a signal soon after.
 */
const LIFETIME: Record<PushKind, number> = { meeting_reminders: 600, meeting_signals: 900, messages: 86_400 };
/** Signals and reminders wake a phone in its pocket; messages may wait for its next wake-up. */
const URGENCY: Record<PushKind, 'high' | 'normal'> = {
  meeting_reminders: 'high',
  meeting_signals: 'high',
  messages: 'normal',
};

const lifetimeOf = (kind: string) => LIFETIME[kind as PushKind] ?? LIFETIME.messages;

export interface PushSenderOptions {
  db: Db;
  push: Config['push'];
  log: FastifyBaseLogger;
}

async function claim(db: Db): Promise<Push | undefined> {
  const t = pushOutbox;
  const [push] = await db
    .update(t)
    .set({ claimedAt: sql`now()`, attempts: sql`${t.attempts} + 1` })
    .where(
      and(
        eq(t.status, 'pending'),
        eq(
          t.id,
          sql`(select "id" from "push_outbox"
               where "status" = 'pending' and "next_attempt_at" <= now()
                 and ("claimed_at" is null or "claimed_at" < now() - make_interval(secs => ${LEASE_SECONDS}))
               order by "next_attempt_at", "created_at" limit 1 for update skip locked)`,
        ),
      ),
    )
    .returning();
  return push;
}

/** Records the outcome, only while this claim still holds the push. */
const finish = (db: Db, p: Push, set: Partial<typeof pushOutbox.$inferInsert>) =>
  db
    .update(pushOutbox)
    .set({ claimedAt: null, ...set })
    .where(and(eq(pushOutbox.id, p.id), eq(pushOutbox.status, 'pending'), eq(pushOutbox.attempts, p.attempts)));

/** Sends `p` to each browser of its person; true when at least one took it. */
async function deliver(opts: PushSenderOptions, p: Push) {
  const { db, push, log } = opts;
  const ageSeconds = (Date.now() - p.createdAt.getTime()) / 1000;
  const ttl = Math.floor(lifetimeOf(p.kind) - ageSeconds);
  if (ttl <= 0) return finish(db, p, { status: 'failed', serverResponse: 'too old to matter' });
  const browsers = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, p.userId));
  if (browsers.length === 0) return finish(db, p, { status: 'failed', serverResponse: 'no subscription' });
  const keys = await vapidKeys(db, push);
  const webpush = await loadWebPush();
  const payload = JSON.stringify({ title: p.title, body: p.body, url: p.url, tag: p.tag });
  const outcomes = await Promise.all(
    browsers.map(async (b) => {
      // Checked again at sending: a row kept before the rules or the settings changed.
      if (!acceptableEndpoint(b.endpoint, { allowLoopback: push.allowLoopback })) {
        return { id: b.id, ok: false, gone: true, note: 'endpoint refused' };
      }
      const request = webpush.generateRequestDetails(
        { endpoint: b.endpoint, keys: { p256dh: b.p256dh, auth: b.auth } },
        payload,
        {
          vapidDetails: { subject: push.subject, ...keys },
          TTL: ttl,
          urgency: URGENCY[p.kind as PushKind] ?? 'normal',
        },
      );
      try {
        // Sent with fetch rather than web-push's own https request: one timeout for the whole
        // exchange, no redirect followed (it could lead anywhere), and http for the loopback tests.
        const res = await fetch(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        const ok = res.status >= 200 && res.status < 300;
        const text = ok ? '' : (await res.text().catch(() => '')).slice(0, 200);
        return { id: b.id, ok, gone: res.status === 404 || res.status === 410, note: `${res.status} ${text}`.trim() };
      } catch (err) {
        return { id: b.id, ok: false, gone: false, note: (err as Error).message.slice(0, 300) };
      }
    }),
  );
  const gone = outcomes.filter((o) => o.gone).map((o) => o.id);
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  const took = outcomes.filter((o) => o.ok).map((o) => o.id);
  if (took.length > 0) {
    await db.update(pushSubscriptions).set({ lastSuccessAt: sql`now()` }).where(inArray(pushSubscriptions.id, took));
  }
  const serverResponse = outcomes
    .map((o) => o.note)
    .join('; ')
    .slice(0, 1000);
  // Sent when one browser took it: trying again would show it twice on that one.
  if (took.length > 0 || outcomes.every((o) => o.gone)) {
    await finish(db, p, { status: took.length > 0 ? 'sent' : 'failed', sentAt: new Date(), serverResponse });
    return;
  }
  const giveUp = p.attempts >= MAX_ATTEMPTS;
  await finish(
    db,
    p,
    giveUp
      ? { status: 'failed', serverResponse }
      : { serverResponse, nextAttemptAt: new Date(Date.now() + retryDelayMs(RETRY_MS, p.attempts)) },
  );
  log.warn({ push: p.id, attempts: p.attempts, reason: serverResponse, gaveUp: giveUp }, 'push not delivered');
}

/** Claims and sends one due push; resolves false when none was due. */
export async function sendOnePush(opts: PushSenderOptions): Promise<boolean> {
  const p = await claim(opts.db);
  if (!p) return false;
  await deliver(opts, p);
  return true;
}

/** Sends every due push (tests and the command line); resolves how many were handled. */
export async function sendDuePushes(opts: PushSenderOptions): Promise<number> {
  let handled = 0;
  while (await sendOnePush(opts)) handled++;
  return handled;
}

export function createPushSender(opts: PushSenderOptions & { pollMs: number; settleMs?: number }): DrainLoop {
  return createDrainLoop({
    step: () => sendOnePush(opts),
    log: opts.log,
    pollMs: opts.pollMs,
    settleMs: opts.settleMs,
  });
}
