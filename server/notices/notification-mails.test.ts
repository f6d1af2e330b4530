// E-mail notices of in-app notifications: the right people once, in their language, with the link
// to the item and a working unsubscribe; the digest and "never" choices are kept.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_KINDS } from '../../core/schemas/notice.ts';
import { notifications, profiles } from '../db/schema.ts';
import { call, eventFixture, makeMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { outboxFor } from '../test/mail-factories.ts';
import { makeRequest } from '../test/meeting-request-factories.ts';
import { mailPendingNotifications } from './notification-mails.ts';
import { runNoticeJobs } from './run.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://b2b.example' });
});
afterAll(() => app?.dispose());

const run = (now = new Date()) => runNoticeJobs(app.db, { publicUrl: 'https://b2b.example', now });
const choose = (cookie: string, body: Record<string, string>) =>
  call(app, 'PUT', '/api/notices/preferences', { cookie, body });

describe('notices as they happen', () => {
  it('e-mails a received request once, in the reader’s language, with its link and an unsubscribe header', async () => {
    const { project, buyers, sellers } = await eventFixture(app, { buyers: 1, sellers: 1 });
    await app.db.update(profiles).set({ locale: 'ko' }).where(eq(profiles.id, sellers[0].id));
    await makeRequest(app, buyers[0], project.id, sellers[0]);
    await run();
    await run();
    const mails = (await outboxFor(app, sellers[0].email)).filter((m) => m.kind === 'notice');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'ko', subject: '미팅 요청 도착' });
    expect(mails[0].textBody).toContain('Buyer 1');
    expect(mails[0].links[0]).toBe('https://b2b.example/meeting-requests');
    expect(mails[0].unsubscribeUrl).toMatch(
      /^https:\/\/b2b\.example\/api\/notices\/unsubscribe\/[\w-]+\?kind=meeting_requests$/,
    );
    expect(mails[0].textBody).toContain('https://b2b.example/unsubscribe#token=');
    // The requester did nothing that concerns them: no mail.
    expect((await outboxFor(app, buyers[0].email)).filter((m) => m.kind === 'notice')).toHaveLength(0);
    const [row] = await app.db.select().from(notifications).where(eq(notifications.userId, sellers[0].id));
    expect(row.mailState).toBe('queued');
  });

  it('e-mails each notification once when rounds race (instances sharing one database)', async () => {
    const { project, buyers, sellers } = await eventFixture(app, { buyers: 1, sellers: 3 });
    for (const seller of sellers) await makeRequest(app, buyers[0], project.id, seller);
    // Rounds read the same pending notifications; the claim decides which round mails each.
    await Promise.all(
      Array.from({ length: 4 }, () => mailPendingNotifications(app.db, { publicUrl: 'https://b2b.example' }, 2)),
    );
    await run();
    for (const seller of sellers) {
      expect((await outboxFor(app, seller.email)).filter((m) => m.kind === 'notice')).toHaveLength(1);
    }
  });

  it('tells each side of an approved request what concerns them', async () => {
    const { project, buyers, sellers } = await eventFixture(app, { buyers: 1, sellers: 1 });
    const id = await makeRequest(app, buyers[0], project.id, sellers[0]);
    await run();
    const res = await call(app, 'POST', `/api/meeting-requests/${id}/approve`, { cookie: sellers[0].cookie });
    expect(res.statusCode).toBe(200);
    await run();
    const buyerMails = (await outboxFor(app, buyers[0].email)).filter((m) => m.kind === 'notice');
    expect(buyerMails.map((m) => m.subject)).toContain('Meeting request approved');
    const approved = buyerMails.find((m) => m.subject === 'Meeting request approved');
    expect(approved?.links[0]).toMatch(/^https:\/\/b2b\.example\/meetings\/[0-9a-f-]{36}$/);
  });

  it('e-mails a moved meeting to its people as a meetings notice, with the new time', async () => {
    const { project, admin, buyers, sellers } = await eventFixture(app, { buyers: 1, sellers: 1 });
    const meeting = await makeMeeting(app, { projectId: project.id, buyerId: buyers[0].id, sellerId: sellers[0].id });
    const res = await call(app, 'POST', `/api/meetings/${meeting.id}/move`, {
      cookie: admin.cookie,
      body: { meeting_date: '2030-05-02', slot_number: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    await run();
    for (const person of [buyers[0], sellers[0]]) {
      const [mail, ...more] = (await outboxFor(app, person.email)).filter((m) => m.kind === 'notice');
      expect(more).toHaveLength(0);
      expect(mail.subject).toBe('Meeting moved');
      expect(mail.textBody).toContain('from 2030-05-01 at 09:00 to 2030-05-02 at 11:00');
      expect(mail.links[0]).toBe(`https://b2b.example/meetings/${meeting.id}`);
      expect(mail.unsubscribeUrl).toMatch(/\?kind=meetings$/);
    }
  });

  it('keeps "never" and sends nothing for that kind', async () => {
    const { project, buyers, sellers } = await eventFixture(app, { buyers: 1, sellers: 1 });
    expect((await choose(sellers[0].cookie, { meeting_requests: 'never' })).statusCode).toBe(200);
    await makeRequest(app, buyers[0], project.id, sellers[0]);
    await run();
    expect(await outboxFor(app, sellers[0].email)).toHaveLength(0);
    const [row] = await app.db.select().from(notifications).where(eq(notifications.userId, sellers[0].id));
    expect(row.mailState).toBe('skipped');
  });
});

describe('the daily digest', () => {
  it('collects a day’s notices into one e-mail after 07:00 in the person’s time zone, once', async () => {
    const { project, buyers, sellers } = await eventFixture(app, { buyers: 2, sellers: 1 });
    expect((await choose(sellers[0].cookie, { meeting_requests: 'digest' })).json().meeting_requests).toBe('digest');
    await makeRequest(app, buyers[0], project.id, sellers[0]);
    await makeRequest(app, buyers[1], project.id, sellers[0]);
    // The project is in Seoul (UTC+9): 05:30 there is still too early, 07:30 is not.
    await run(new Date('2030-04-20T20:30:00Z'));
    expect(await outboxFor(app, sellers[0].email)).toHaveLength(0);
    await run(new Date('2030-04-20T22:30:00Z'));
    await run(new Date('2030-04-20T23:30:00Z'));
    const mails = await outboxFor(app, sellers[0].email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'digest', subject: 'Your daily summary: 2 updates' });
    expect(mails[0].textBody).toContain('Buyer 1');
    expect(mails[0].textBody).toContain('Buyer 2');
    const rows = await app.db.select().from(notifications).where(eq(notifications.userId, sellers[0].id));
    expect(rows.map((r) => r.mailState)).toEqual(['digested', 'digested']);

    // Its unsubscribe link stops the summary: the kinds it brought, not the others.
    expect(mails[0].unsubscribeUrl).toMatch(/\?kind=digest$/);
    const stop = await call(
      app,
      'POST',
      new URL(mails[0].unsubscribeUrl).pathname + new URL(mails[0].unsubscribeUrl).search,
    );
    expect(stop.json()).toMatchObject({ meeting_requests: 'never', meetings: 'immediately' });
  });
});

describe('settings and unsubscribe links', () => {
  it('reads and saves the choices, refusing a digest of reminders', async () => {
    const { sellers } = await eventFixture(app, { sellers: 1 });
    const own = await call(app, 'GET', '/api/notices/preferences', { cookie: sellers[0].cookie });
    expect(own.json()).toMatchObject({ meetings: 'immediately', meeting_reminders: 'immediately' });
    const bad = await choose(sellers[0].cookie, { meeting_reminders: 'digest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    const saved = await choose(sellers[0].cookie, { transactions: 'never' });
    expect(saved.json()).toMatchObject({ transactions: 'never', meetings: 'immediately' });
  });

  it('stops a kind from the e-mail’s page and in one click from a mail client; a wrong token is 404', async () => {
    const { project, buyers, sellers } = await eventFixture(app, { buyers: 1, sellers: 1 });
    await makeRequest(app, buyers[0], project.id, sellers[0]);
    await run();
    const [mail] = await outboxFor(app, sellers[0].email);
    const token = /unsubscribe#token=([\w-]+)/.exec(mail.textBody)?.[1];
    const info = await call(app, 'GET', `/api/notices/unsubscribe/${token}?kind=meeting_requests`);
    expect(info.json()).toMatchObject({ name: 'Seller 1', kind: 'meeting_requests' });
    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" as a form to the header's address.
    const oneClick = await app.inject({
      method: 'POST',
      url: new URL(mail.unsubscribeUrl).pathname + new URL(mail.unsubscribeUrl).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ meeting_requests: 'never', meetings: 'immediately' });
    const all = await call(app, 'POST', `/api/notices/unsubscribe/${token}`);
    expect(Object.values(all.json())).toEqual(Array(NOTICE_KINDS.length).fill('never'));
    const wrong = await call(app, 'POST', '/api/notices/unsubscribe/not-a-token?kind=meetings');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('token_invalid');
  });
});
