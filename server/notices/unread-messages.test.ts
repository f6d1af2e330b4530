// Unread conversation messages by e-mail, at moments chosen by the test (the job takes the time as
// a parameter): ten minutes after sending, to each reader who has not read it, once; nothing for a
// reader who read, blocked or chose "never"; the daily summary for "digest"; one notice per thread
// until it is read; exactly once with two app instances on one database and after a restart.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { call, type EventPerson, eventFixture, makeMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { outboxFor } from '../test/mail-factories.ts';
import { sendDueDigests } from './digests.ts';
import { mailPendingNotifications } from './notification-mails.ts';
import { notifyUnreadMessages, UNREAD_TITLE_KEY } from './unread-messages.ts';

const PUBLIC_URL = 'https://b2b.example';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => app?.dispose());

const MINUTE = 60_000;
const ctx = (now: Date) => ({ publicUrl: PUBLIC_URL, now });
const after = (sentAt: string, ms: number) => new Date(new Date(sentAt).getTime() + ms);

/** The unread-message job, then the notice job, until neither has anything left, on `db`. */
async function tick(now: Date, db = app.db) {
  while ((await notifyUnreadMessages(db, ctx(now))) > 0) {}
  while ((await mailPendingNotifications(db, ctx(now))) > 0) {}
}

const as = (who: { cookie: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(app, method, url, { cookie: who.cookie, body: body ?? (method === 'GET' ? undefined : {}) });

/** The message e-mails `person` got, oldest first. */
async function messageMails(person: EventPerson) {
  return (await outboxFor(app, person.email)).filter(
    (m) => m.kind === 'notice' && m.unsubscribeUrl?.endsWith('?kind=messages'),
  );
}

const noticesOf = (userIds: string[]) =>
  app.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.titleKey, UNREAD_TITLE_KEY)));

/** A buyer and `sellers` sellers, a confirmed meeting of the buyer with each (one interpreter for all), and their threads. */
async function threadOfThree(sellers = 1) {
  const fx = await eventFixture(app, { buyers: 1, sellers, interpreters: 1 });
  const [buyer] = fx.buyers;
  const [interpreter] = fx.interpreters;
  const threads: string[] = [];
  for (const [i, seller] of fx.sellers.entries()) {
    const meeting = await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      interpreterId: interpreter.id,
      startTime: `${10 + i}:00`,
      endTime: `${11 + i}:00`,
      status: 'confirmed',
    });
    const opened = await as(buyer, 'POST', '/api/conversations', { meeting_id: meeting.id });
    expect(opened.statusCode, opened.body).toBe(200);
    threads.push(opened.json().id);
  }
  return { fx, buyer, seller: fx.sellers[0], interpreter, thread: threads[0], threads };
}

/** Sends `body` to the thread as `who`; resolves the message's time. */
async function say(who: { cookie: string }, threadId: string, body: string): Promise<string> {
  const res = await as(who, 'POST', `/api/conversations/${threadId}/messages`, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().created_at;
}

const read = async (who: EventPerson, threadId: string) =>
  expect((await as(who, 'POST', `/api/conversations/${threadId}/read`)).statusCode).toBe(204);

describe('unread messages by e-mail', () => {
  it('e-mails a message still unread ten minutes after it was sent, once, to whom has not read it', async () => {
    const { buyer, seller, interpreter, thread, fx } = await threadOfThree();
    const sentAt = await say(buyer, thread, 'Are you at table A-12?');
    await read(seller, thread);

    await tick(after(sentAt, 9 * MINUTE));
    expect(await noticesOf([buyer.id, seller.id, interpreter.id])).toHaveLength(0);

    await tick(after(sentAt, 10 * MINUTE + 1000));
    const [mail, ...more] = await messageMails(interpreter);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('Unread message from Buyer 1');
    expect(mail.textBody).toContain(`Buyer 1 wrote to you in ${fx.project.name}`);
    expect(mail.links[0]).toBe(`${PUBLIC_URL}/messages/${thread}`);
    // The seller read it, the buyer wrote it: nothing for them.
    expect(await messageMails(seller)).toHaveLength(0);
    expect(await messageMails(buyer)).toHaveLength(0);
    const [notice] = await noticesOf([interpreter.id]);
    expect(notice).toMatchObject({ link: `/messages/${thread}`, mailState: 'queued' });

    // The next turn, later, tells nobody again.
    await tick(after(sentAt, 60 * MINUTE));
    expect(await messageMails(interpreter)).toHaveLength(1);
    expect(await noticesOf([buyer.id, seller.id, interpreter.id])).toHaveLength(1);
  });

  it('tells a reader once per thread until they read it, then again for what comes after', async () => {
    const { buyer, seller, interpreter, thread } = await threadOfThree();
    const first = await say(buyer, thread, 'Hello');
    await say(buyer, thread, 'Are you there?');
    // One message per step: the second finds the seller's notice of the first still unread.
    while ((await notifyUnreadMessages(app.db, ctx(after(first, 11 * MINUTE)), undefined, 1)) > 0) {}
    await tick(after(first, 11 * MINUTE));
    expect(await messageMails(seller)).toHaveLength(1);
    expect(await noticesOf([seller.id])).toHaveLength(1);

    await read(seller, thread);
    const later = await say(buyer, thread, 'See you at three.');
    await tick(after(later, 11 * MINUTE));
    expect(await messageMails(seller)).toHaveLength(2);
    // The interpreter has still read nothing: told once, of the first.
    expect(await noticesOf([interpreter.id])).toHaveLength(1);
    expect(await messageMails(interpreter)).toHaveLength(1);
  });

  it('tells nobody of a message deleted in time, nor whom blocked its author', async () => {
    const { buyer, seller, interpreter, thread } = await threadOfThree();
    await say(buyer, thread, 'Oops');
    const [gone] = (await as(buyer, 'GET', `/api/conversations/${thread}/messages`)).json().items;
    expect((await as(buyer, 'DELETE', `/api/conversations/messages/${gone.id}`)).statusCode).toBe(204);
    const sentAt = await say(buyer, thread, 'Buy my cheap watches');
    await read(interpreter, thread);
    expect((await as(seller, 'POST', `/api/conversations/${thread}/block`)).statusCode).toBe(204);
    await tick(after(sentAt, 11 * MINUTE));
    expect(await noticesOf([seller.id, interpreter.id])).toHaveLength(0);
  });

  it('follows the reader’s choice: nothing with "never", the daily summary with "digest"', async () => {
    const { buyer, seller, interpreter, thread } = await threadOfThree();
    const choose = (who: EventPerson, choice: string) =>
      as(who, 'PUT', '/api/notices/preferences', { messages: choice });
    expect((await choose(seller, 'never')).json().messages).toBe('never');
    expect((await choose(interpreter, 'digest')).json().messages).toBe('digest');
    const sentAt = await say(buyer, thread, 'Shall we meet earlier?');
    await tick(after(sentAt, 11 * MINUTE));
    expect(await messageMails(seller)).toHaveLength(0);
    expect((await outboxFor(app, interpreter.email)).filter((m) => m.kind === 'digest')).toHaveLength(0);
    expect(await messageMails(interpreter)).toHaveLength(0);
    const states = new Map((await noticesOf([seller.id, interpreter.id])).map((n) => [n.userId, n.mailState]));
    expect(states).toEqual(
      new Map([
        [seller.id, 'skipped'],
        [interpreter.id, 'digest'],
      ]),
    );
    // The project is in Seoul: 08:00 there, a day later, the summary goes out with the message.
    const tomorrow = new Date(new Date(sentAt).getTime() + 24 * 60 * MINUTE);
    const morning = new Date(`${tomorrow.toISOString().slice(0, 10)}T23:00:00Z`);
    expect(await sendDueDigests(app.db, ctx(morning))).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = (await outboxFor(app, interpreter.email)).filter((m) => m.kind === 'digest');
    expect(more).toHaveLength(0);
    expect(digest.kind).toBe('digest');
    expect(digest.textBody).toContain('Unread message from Buyer 1');
    expect(digest.textBody).toContain(`${PUBLIC_URL}/messages/${thread}`);
  });

  it('tells the admins of a help desk, and the person of an admin’s answer', async () => {
    const fx = await eventFixture(app, { volunteers: 1 });
    const [volunteer] = fx.volunteers;
    const desk = (await as(volunteer, 'POST', '/api/conversations', { project_id: fx.project.id })).json();
    const asked = await say(volunteer, desk.id, 'Where is hall C?');
    await tick(after(asked, 11 * MINUTE));
    const [toAdmin] = await noticesOf([fx.admin.profile.id]);
    expect(toAdmin).toMatchObject({ params: { from: 'Volunteer 1' }, link: `/messages/${desk.id}` });
    expect(await noticesOf([volunteer.id])).toHaveLength(0);

    const answered = await say(fx.admin, desk.id, 'Behind hall B.');
    await tick(after(answered, 11 * MINUTE));
    expect(await noticesOf([volunteer.id])).toHaveLength(1);
  });
});

describe('two instances and a restart', () => {
  it('e-mails each unread thread exactly once when two apps on one database run the job at the same moment', async () => {
    const { buyer, fx, threads, interpreter } = await threadOfThree(4);
    let sentAt = '';
    for (const thread of threads) {
      sentAt = await say(buyer, thread, 'First');
      await say(buyer, thread, 'Second');
    }
    // A second app: on PostgreSQL with its own pool on the same database; PGlite has one connection.
    const secondDb: Database = app.databaseUrl ? await openDatabase({ databaseUrl: app.databaseUrl }) : app.database;
    const second = await buildApp({ config: app.config, database: secondDb });
    await second.ready();
    const now = after(sentAt, 11 * MINUTE);
    try {
      // Small batches, many rounds on each: the claims interleave.
      const drain = async (db: typeof app.db) => {
        let claimed = 0;
        for (let n = await notifyUnreadMessages(db, ctx(now), undefined, 1); n > 0; ) {
          claimed += n;
          n = await notifyUnreadMessages(db, ctx(now), undefined, 1);
        }
        return claimed;
      };
      const claimed = await Promise.all([drain(app.db), drain(second.db)]);
      // Each message claimed by one of them: none twice, none left.
      expect(claimed[0] + claimed[1]).toBe(threads.length * 2);
      await Promise.all([
        mailPendingNotifications(app.db, ctx(now), 1),
        mailPendingNotifications(second.db, ctx(now), 1),
      ]);
      await Promise.all([tick(now), tick(now, second.db)]);
    } finally {
      await second.close();
      if (secondDb !== app.database) await secondDb.close();
    }
    for (const seller of fx.sellers) expect(await messageMails(seller)).toHaveLength(1);
    expect(await messageMails(interpreter)).toHaveLength(threads.length);

    // A restart: a new app on the same database runs the job again, and finds everything claimed.
    const againDb: Database = app.databaseUrl ? await openDatabase({ databaseUrl: app.databaseUrl }) : app.database;
    const again = await buildApp({ config: app.config, database: againDb });
    await again.ready();
    try {
      expect(await notifyUnreadMessages(again.db, ctx(after(sentAt, 30 * MINUTE)))).toBe(0);
      await tick(after(sentAt, 30 * MINUTE), again.db);
    } finally {
      await again.close();
      if (againDb !== app.database) await againDb.close();
    }
    for (const seller of fx.sellers) expect(await messageMails(seller)).toHaveLength(1);
    expect(await messageMails(interpreter)).toHaveLength(threads.length);
    expect(await noticesOf([buyer.id])).toHaveLength(0);
  });
});
