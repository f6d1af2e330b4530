// Delivery of the outbox over SMTP (docs/rules.md#e-mail). A few messages at a time are claimed
// with FOR UPDATE SKIP LOCKED, so instances sharing a PostgreSQL send each message once, and sent
// side by side, one per pooled SMTP connection (one at a time left a large show's 15,000
// invitations going out at 40 a second; docs/decisions/044-flagship-bench.md). The claim is a
// lease, so a message whose sender died mid-send is taken again after it. The Message-ID is the
// outbox row's, so such a rare second copy is recognisably the same message.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { createDrainLoop, type DrainLoop } from '../jobs/drain-loop.ts';

type Message = typeof emailOutbox.$inferSelect;

/**
 * Messages claimed and sent at once, each on a connection of its own: as many as the pool's
 * connections, so no claimed message waits in the pool's queue while its lease runs.
 */
export const SEND_BATCH = 4;

/** The longest nodemailer waits to connect, for the greeting, or for an answer. */
const SEND_TIMEOUT_MS = 60_000;

/** The wait before try `attempt + 1`: the base, then four times longer each time. */
export const retryDelayMs = (baseMs: number, attempt: number) => baseMs * 4 ** Math.max(0, attempt - 1);

export function createMailSender(opts: {
  db: Db;
  mail: Config['mail'] & { smtpUrl: string };
  log: FastifyBaseLogger;
  pollMs?: number;
}): DrainLoop {
  const { db, mail, log } = opts;
  const leaseSeconds = mail.claimSeconds;
  // Each wait of a send is a third of the claim at most, so a send gives up before its claim lapses.
  const timeoutMs = Math.min(SEND_TIMEOUT_MS, (leaseSeconds * 1000) / 3);
  // nodemailer (about 5 MB of heap) is loaded with the first message to send, not at start-up
  // (docs/decisions/045-outgrowing-the-embedded-database.md).
  let transport: Promise<Transporter> | undefined;
  const transporter = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: mail.smtpUrl,
        pool: true,
        maxConnections: SEND_BATCH,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    );
    return transport;
  };

  async function claim(): Promise<Message[]> {
    const t = emailOutbox;
    return db
      .update(t)
      .set({ claimedAt: sql`now()`, attempts: sql`${t.attempts} + 1` })
      .where(
        and(
          eq(t.status, 'pending'),
          sql`${t.id} in (select "id" from "email_outbox"
                 where "status" = 'pending' and "next_attempt_at" <= now()
                   and ("claimed_at" is null or "claimed_at" < now() - make_interval(secs => ${leaseSeconds}))
                 order by "next_attempt_at", "created_at" limit ${SEND_BATCH} for update skip locked)`,
        ),
      )
      .returning();
  }

  /** Records the outcome, only while this claim still holds the message. */
  const finish = (m: Message, set: Partial<typeof emailOutbox.$inferInsert>) =>
    db
      .update(emailOutbox)
      .set({ claimedAt: null, ...set })
      .where(and(eq(emailOutbox.id, m.id), eq(emailOutbox.status, 'pending'), eq(emailOutbox.attempts, m.attempts)));

  async function send(m: Message) {
    const host = new URL(`mailto:${mail.from}`).pathname.split('@')[1] ?? 'localhost';
    try {
      const info = await (await transporter()).sendMail({
        from: { name: m.fromName, address: mail.from },
        to: { name: m.toName, address: m.toEmail },
        replyTo: m.replyTo || undefined,
        subject: m.subject,
        text: m.textBody,
        html: m.htmlBody,
        messageId: `<${m.id}@${host}>`,
        // Non-essential mail can be stopped from the mail client in one click (RFC 8058).
        ...(m.unsubscribeUrl
          ? {
              list: { unsubscribe: m.unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
      await finish(m, { status: 'sent', sentAt: new Date(), serverResponse: info.response, messageId: info.messageId });
      log.info({ message: m.id, kind: m.kind }, 'e-mail sent');
    } catch (err) {
      const e = err as { response?: string; message?: string; permanent?: boolean };
      const reason = (e.response ?? e.message ?? 'unknown error').slice(0, 1000);
      const giveUp = e.permanent === true || m.attempts >= mail.maxAttempts;
      await finish(
        m,
        giveUp
          ? { status: 'failed', serverResponse: reason }
          : {
              serverResponse: reason,
              nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.retryMs, m.attempts)),
            },
      );
      log.warn({ message: m.id, attempts: m.attempts, reason, gaveUp: giveUp }, 'e-mail not delivered');
    }
  }

  const loop = createDrainLoop({
    step: async () => {
      const messages = await claim();
      await Promise.all(messages.map(send));
      return messages.length > 0;
    },
    log,
    pollMs: opts.pollMs ?? 15_000,
  });
  return {
    wake: loop.wake,
    wakeSoon: loop.wakeSoon,
    start: loop.start,
    async stop() {
      await loop.stop();
      (await transport)?.close();
    },
    get stopped() {
      return loop.stopped;
    },
  };
}
