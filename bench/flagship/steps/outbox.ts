// The outbox at that size: the import's invitations, the apply's notices and the first reminders,
// delivered by two instances to a loopback SMTP server that counts each Message-ID.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';
import { emailOutbox } from '../../../server/db/schema.ts';
import { sendDueReminders } from '../../../server/notices/reminders.ts';
import { PORTS } from '../context.ts';
import { DAYS } from '../event.ts';
import { timed } from '../http.ts';
import { startInstances } from '../instances.ts';
import { startCountingSink } from '../smtp-sink.ts';
import { row } from '../table.ts';

/**
 * The outbox: the import's invitations, the e-mails of the apply's notifications (the bench's
 * own instance runs the notice jobs), and the reminders of the first slot of day one, queued by
 * the product's reminder job at their time; then delivered by two instances to a loopback SMTP
 * server. Each message must arrive exactly once.
 */
export async function deliverOutbox(db: Database['db'], databaseUrl: string) {
  // Ten minutes before the first slot: its meetings (compact days fill the first slots most) are due.
  const now = new Date(`${DAYS[0]}T08:50:00+09:00`);
  const reminding = await timed(async () => {
    while ((await sendDueReminders(db, { publicUrl: 'http://127.0.0.1', now })) > 0) {}
  });
  const pending = async () =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(eq(emailOutbox.status, 'pending')))[0]
      .n;
  const queued = await pending();
  const kinds = Object.fromEntries(
    (
      await db
        .select({ kind: emailOutbox.kind, n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'pending'))
        .groupBy(emailOutbox.kind)
    ).map((k) => [k.kind, k.n]),
  );
  const sink = await startCountingSink();
  const start = performance.now();
  const instances = await startInstances(databaseUrl, PORTS, { SMTP_URL: sink.url });
  try {
    let left = queued;
    while (left > 0) {
      if (performance.now() - start > 30 * 60_000) throw new Error(`outbox: ${left} still pending after 30 min`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      left = await pending();
    }
  } finally {
    await instances.stop();
  }
  // From the first message accepted to the last: the instances' start is not the senders' speed.
  const seconds = (sink.last - sink.first) / 1000;
  const wall = (performance.now() - start) / 1000;
  await sink.close();
  const twice = [...sink.seen.values()].filter((n) => n > 1).length;
  const rate = queued / seconds;
  row(
    `Outbox: ${queued.toLocaleString('en')} invitations and reminders, 2 instances`,
    '>= 200 messages/s, each exactly once',
    `${Math.round(rate)} messages/s, ${twice} twice`,
    rate >= 200 && twice === 0 && sink.seen.size === queued,
    {
      seconds: Math.round(seconds),
      with_start_seconds: Math.round(wall),
      received: sink.accepted(),
      distinct: sink.seen.size,
      kinds,
      reminders_queued_ms: Math.round(reminding.ms),
    },
  );
}
