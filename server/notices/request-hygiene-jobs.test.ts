// Unanswered requests expire and their targets are nudged (docs/rules.md#request-hygiene), at moments
// chosen by the test (the jobs take the time as a parameter): by age and at the event's start, each
// side told once; one nudge per request, summing up what waits; exactly once with two instances;
// the nudge is a kind of its own in the notice choices, and its words are pluralised in four languages.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/constants.ts';
import { noticeKindOf } from '../../core/rules/notices.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { meetingRequests, notifications, projects } from '../db/schema.ts';
import { appText } from '../mail/app-texts.ts';
import { call, type EventPerson, eventFixture } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { outboxFor } from '../test/mail-factories.ts';
import { requestRow, storeRequest } from '../test/meeting-request-factories.ts';
import { expireRequests } from './request-expiry.ts';
import { nudgeWaitingTargets } from './request-nudges.ts';
import { runNoticeJobs } from './run.ts';

let app: TestApp;
let second: Database;
beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://b2b.example' });
  // A second instance: on PostgreSQL its own pool on the same database; PGlite has one connection.
  second = app.databaseUrl ? await openDatabase({ databaseUrl: app.databaseUrl }) : app.database;
});
afterAll(async () => {
  if (second !== app?.database) await second?.close();
  await app?.dispose();
});

const ctx = (iso: string) => ({ publicUrl: 'https://b2b.example', now: new Date(iso) });

/**
 * An event in Seoul (UTC+9) starting on `start` at 09:00 there (00:00 UTC), requests expiring after
 * `expiryDays`; each test has its own dates, since the jobs look at every project.
 */
async function event(start: string, opts: { buyers?: number; sellers?: number; expiryDays?: number } = {}) {
  const fx = await eventFixture(app, {
    buyers: opts.buyers ?? 1,
    sellers: opts.sellers ?? 1,
    project: { startDate: start, endDate: start, requestExpiryDays: opts.expiryDays ?? 7 },
  });
  /** A pending request from `from` to `to`, sent at `sentAt`. */
  const request = async (from: EventPerson, to: EventPerson, sentAt: string) => {
    const row = await storeRequest(app, fx.project.id, from, to, { preferredDate: start, createdAt: new Date(sentAt) });
    return row.id;
  };
  return { ...fx, request };
}

const noticesOf = (userIds: string[]) =>
  app.db.select().from(notifications).where(inArray(notifications.userId, userIds));

describe('expiry', () => {
  it('expires a request request_expiry_days after it was sent, telling each side once', async () => {
    const fx = await event('2030-06-01', { expiryDays: 3 });
    const [buyer, seller] = [fx.buyers[0], fx.sellers[0]];
    const id = await fx.request(buyer, seller, '2030-05-01T00:00:00Z');

    await expireRequests(app.db, ctx('2030-05-03T23:59:59Z'));
    expect((await requestRow(app, id)).status).toBe('pending');

    expect(await expireRequests(app.db, ctx('2030-05-04T00:00:01Z'))).toBeGreaterThanOrEqual(1);
    const row = await requestRow(app, id);
    expect(row.status).toBe('expired');
    expect(row.answeredAt?.toISOString()).toBe('2030-05-04T00:00:00.000Z');
    expect(row.answeredBy).toBeNull();

    const told = await noticesOf([buyer.id, seller.id]);
    expect(told).toHaveLength(2);
    const byUser = new Map(told.map((n) => [n.userId, n]));
    expect(byUser.get(buyer.id)).toMatchObject({
      titleKey: 'notifications.request.expired.title',
      messageKey: 'notifications.request.expired.sent',
      params: { name: seller.profile.companyName, project: fx.project.name },
      link: '/meeting-requests?filter=sent',
    });
    expect(byUser.get(seller.id)).toMatchObject({
      messageKey: 'notifications.request.expired.received',
      params: { name: buyer.profile.companyName },
      link: '/meeting-requests?filter=received',
    });

    // The next turn, or a restart, tells nobody again.
    await expireRequests(app.db, ctx('2030-05-04T00:10:00Z'));
    expect(await noticesOf([buyer.id, seller.id])).toHaveLength(2);
  });

  it('expires every pending request sent before the event when it starts, on the venue’s clock', async () => {
    const fx = await event('2030-07-01', { sellers: 2 });
    const [buyer] = fx.buyers;
    const young = await fx.request(buyer, fx.sellers[0], '2030-06-30T12:00:00Z');
    const other = await fx.request(fx.sellers[1], buyer, '2030-06-30T13:00:00Z');
    const approved = await fx.request(buyer, fx.sellers[1], '2030-06-30T13:00:00Z');
    await app.db.update(meetingRequests).set({ status: 'approved' }).where(eq(meetingRequests.id, approved));

    // 09:00 in Seoul on the first day is 00:00 UTC: a second before, nothing.
    await expireRequests(app.db, ctx('2030-06-30T23:59:59Z'));
    expect((await requestRow(app, young)).status).toBe('pending');
    await expireRequests(app.db, ctx('2030-07-01T00:00:00Z'));
    for (const id of [young, other]) {
      const row = await requestRow(app, id);
      expect(row.status).toBe('expired');
      expect(row.answeredAt?.toISOString()).toBe('2030-07-01T00:00:00.000Z');
    }
    expect((await requestRow(app, approved)).status).toBe('approved');

    const told = await noticesOf([buyer.id, ...fx.sellers.map((s) => s.id)]);
    expect(told.map((n) => n.messageKey).sort()).toEqual([
      'notifications.request.expired.receivedEventStart',
      'notifications.request.expired.receivedEventStart',
      'notifications.request.expired.sentEventStart',
      'notifications.request.expired.sentEventStart',
    ]);
    // The buyer sent one and received one: told once about each.
    expect(told.filter((n) => n.userId === buyer.id)).toHaveLength(2);

    // One sent during the event expires by its age only: seven days later.
    const during = await fx.request(buyer, fx.sellers[0], '2030-07-01T03:00:00Z');
    await expireRequests(app.db, ctx('2030-07-08T02:59:59Z'));
    expect((await requestRow(app, during)).status).toBe('pending');
    await expireRequests(app.db, ctx('2030-07-08T03:00:00Z'));
    expect((await requestRow(app, during)).status).toBe('expired');
    const sentNotice = (await noticesOf([buyer.id])).filter(
      (n) => n.messageKey === 'notifications.request.expired.sent',
    );
    expect(sentNotice).toHaveLength(1);
  });

  it('expires each request once and tells each side once when two instances look at the same moment', async () => {
    const fx = await event('2030-08-01', { buyers: 3, sellers: 3 });
    const ids: string[] = [];
    for (const b of fx.buyers) for (const s of fx.sellers) ids.push(await fx.request(b, s, '2030-07-20T00:00:00Z'));
    const at = ctx('2030-07-27T00:00:00Z');
    const counts = await Promise.all([expireRequests(app.db, at), expireRequests(second.db, at)]);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(ids.length);
    await Promise.all([expireRequests(app.db, at), expireRequests(second.db, at)]);
    const rows = await app.db.select().from(meetingRequests).where(inArray(meetingRequests.id, ids));
    expect(rows.every((r) => r.status === 'expired')).toBe(true);
    // Each buyer sent three and each seller received three: three notices each, no more.
    for (const person of [...fx.buyers, ...fx.sellers]) {
      expect(await noticesOf([person.id]), person.profile.fullName).toHaveLength(3);
    }
  });

  it('expires a request long past its expiry (a server down meanwhile) without telling anyone', async () => {
    const fx = await event('2030-09-01');
    const id = await fx.request(fx.buyers[0], fx.sellers[0], '2030-08-01T00:00:00Z');
    // It expired on 2030-08-08; three days later the news is stale.
    await expireRequests(app.db, ctx('2030-08-11T00:00:00Z'));
    expect((await requestRow(app, id)).status).toBe('expired');
    expect(await noticesOf([fx.buyers[0].id, fx.sellers[0].id])).toEqual([]);
  });

  it('reaches e-mail as a meeting-requests notice, in the reader’s language', async () => {
    const fx = await event('2030-10-01', { expiryDays: 1 });
    await fx.request(fx.buyers[0], fx.sellers[0], '2030-09-01T00:00:00Z');
    await runNoticeJobs(app.db, ctx('2030-09-02T00:30:00Z'));
    const [toBuyer] = (await outboxFor(app, fx.buyers[0].email)).filter((m) => m.kind === 'notice');
    expect(toBuyer.subject).toBe('Meeting request expired');
    expect(toBuyer.textBody).toContain(`Your request to meet ${fx.sellers[0].profile.companyName}`);
    expect(toBuyer.unsubscribeUrl).toMatch(/\?kind=meeting_requests$/);
    expect(noticeKindOf('notifications.request.expired.title')).toBe('meeting_requests');
  });
});

describe('the 48-hour nudge', () => {
  const nudgesOf = (userId: string) =>
    app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.titleKey, 'notifications.requestNudge.title')));

  it('nudges a target once per request, summing up every request that waits for them', async () => {
    const fx = await event('2031-01-20', { buyers: 3, expiryDays: 30 });
    const seller = fx.sellers[0];
    const old1 = await fx.request(fx.buyers[0], seller, '2031-01-01T00:00:00Z');
    const old2 = await fx.request(fx.buyers[1], seller, '2031-01-01T06:00:00Z');
    const young = await fx.request(fx.buyers[2], seller, '2031-01-02T12:00:00Z');

    // 48 hours after the first request, a second early: nothing.
    await nudgeWaitingTargets(app.db, ctx('2031-01-02T23:59:59Z'));
    expect(await nudgesOf(seller.id)).toEqual([]);

    const at = '2031-01-03T07:00:00Z';
    const nudges = await nudgeWaitingTargets(app.db, ctx(at));
    expect(nudges.filter((n) => n.target_id === seller.id)).toEqual([
      { target_id: seller.id, project_id: fx.project.id, project: fx.project.name, claimed: 2, waiting: 3 },
    ]);
    const [nudge] = await nudgesOf(seller.id);
    expect(nudge).toMatchObject({
      messageKey: 'notifications.requestNudge.message',
      params: { count: 3, project: fx.project.name },
      link: '/meeting-requests?filter=received',
    });
    expect((await requestRow(app, old1)).nudgedAt?.toISOString()).toBe('2031-01-03T07:00:00.000Z');
    expect((await requestRow(app, old2)).nudgedAt).not.toBeNull();
    expect((await requestRow(app, young)).nudgedAt).toBeNull();
    // The requesters are not nudged.
    expect(await nudgesOf(fx.buyers[0].id)).toEqual([]);

    // Later turns nudge nobody again about those two...
    await nudgeWaitingTargets(app.db, ctx('2031-01-04T00:00:00Z'));
    expect(await nudgesOf(seller.id)).toHaveLength(1);
    // ...and the third request, once it has waited 48 hours, nudges once more (two still wait).
    await app.db.update(meetingRequests).set({ status: 'approved' }).where(eq(meetingRequests.id, old1));
    await nudgeWaitingTargets(app.db, ctx('2031-01-04T12:00:00Z'));
    const both = await nudgesOf(seller.id);
    expect(both).toHaveLength(2);
    expect(both.map((n) => n.params.count).sort()).toEqual([2, 3]);
    await nudgeWaitingTargets(app.db, ctx('2031-01-05T12:00:00Z'));
    expect(await nudgesOf(seller.id)).toHaveLength(2);
  });

  it('nudges each target once when two instances look at the same moment', async () => {
    const fx = await event('2031-02-20', { buyers: 4, sellers: 3, expiryDays: 30 });
    for (const s of fx.sellers) for (const b of fx.buyers) await fx.request(b, s, '2031-02-01T00:00:00Z');
    const at = ctx('2031-02-03T01:00:00Z');
    const [a, b] = await Promise.all([nudgeWaitingTargets(app.db, at), nudgeWaitingTargets(second.db, at)]);
    const mine = [...a, ...b].filter((n) => n.project_id === fx.project.id);
    expect(mine).toHaveLength(3);
    expect(mine.every((n) => n.claimed === 4 && n.waiting === 4)).toBe(true);
    await Promise.all([nudgeWaitingTargets(app.db, at), nudgeWaitingTargets(second.db, at)]);
    for (const s of fx.sellers) expect(await nudgesOf(s.id)).toHaveLength(1);
    const rows = await app.db.select().from(meetingRequests).where(eq(meetingRequests.projectId, fx.project.id));
    expect(rows.every((r) => r.nudgedAt?.toISOString() === '2031-02-03T01:00:00.000Z')).toBe(true);
  });

  it('leaves projects that are not active alone, and expires before it nudges', async () => {
    const fx = await event('2031-03-20', { expiryDays: 2, sellers: 2 });
    const done = await eventFixture(app, {
      buyers: 1,
      sellers: 1,
      project: { startDate: '2031-03-20', endDate: '2031-03-20', status: 'completed', requestExpiryDays: 30 },
    });
    await app.db.insert(meetingRequests).values({
      projectId: done.project.id,
      requesterId: done.buyers[0].id,
      requesterRole: 'buyer',
      targetId: done.sellers[0].id,
      targetRole: 'seller',
      preferredDate: '2031-03-20',
      preferredTimeStart: '10:00',
      preferredTimeEnd: '11:00',
      createdAt: new Date('2031-03-01T00:00:00Z'),
    });
    // Sent exactly two days before: the job expires it rather than nudging about it.
    const expiring = await fx.request(fx.buyers[0], fx.sellers[0], '2031-03-01T00:00:00Z');
    await runNoticeJobs(app.db, ctx('2031-03-03T00:00:00Z'));
    expect((await requestRow(app, expiring)).status).toBe('expired');
    expect(await nudgesOf(fx.sellers[0].id)).toEqual([]);
    expect(await nudgesOf(done.sellers[0].id)).toEqual([]);
  });

  it('is e-mailed as a request-nudges notice, by that choice, in the reader’s language', async () => {
    const fx = await event('2031-04-20', { buyers: 3, sellers: 2, expiryDays: 30 });
    const [s1, s2] = fx.sellers;
    await app.db.update(projects).set({ name: 'Busan Food Week' }).where(eq(projects.id, fx.project.id));
    for (const b of fx.buyers) await fx.request(b, s1, '2031-04-01T00:00:00Z');
    await fx.request(fx.buyers[0], s2, '2031-04-01T00:00:00Z');
    const never = await call(app, 'PUT', '/api/notices/preferences', {
      cookie: s2.cookie,
      body: { request_nudges: 'never' },
    });
    expect(never.json()).toMatchObject({ request_nudges: 'never', meeting_requests: 'immediately' });
    await runNoticeJobs(app.db, ctx('2031-04-03T01:00:00Z'));

    const [mail] = (await outboxFor(app, s1.email)).filter((m) => m.kind === 'notice');
    expect(mail.subject).toBe('3 requests wait for your answer');
    expect(mail.textBody).toContain('3 meeting requests in Busan Food Week are waiting for your answer');
    expect(mail.links[0]).toBe('https://b2b.example/meeting-requests?filter=received');
    expect(mail.unsubscribeUrl).toMatch(/\?kind=request_nudges$/);
    // The one who chose "never" is nudged in the app only.
    expect(await nudgesOf(s2.id)).toHaveLength(1);
    expect((await outboxFor(app, s2.email)).filter((m) => m.kind === 'notice')).toEqual([]);
  });

  it('reads in all four languages, in the singular and the plural', () => {
    const title = 'notifications.requestNudge.title';
    const message = 'notifications.requestNudge.message';
    for (const language of LANGUAGES) {
      for (const count of [1, 3]) {
        const text = appText(language, message, { count, project: 'Expo' });
        expect(appText(language, title, { count }), language).toContain(String(count));
        expect(text, language).toContain('Expo');
        expect(text, language).not.toContain('{{');
      }
    }
    expect(appText('en', title, { count: 1 })).toBe('1 request waits for your answer');
    expect(appText('en', title, { count: 3 })).toBe('3 requests wait for your answer');
    expect(appText('ko', title, { count: 3 })).toBe('답변을 기다리는 요청이 3건 있습니다');
    expect(appText('zh', title, { count: 3 })).toBe('有 3 个请求等待您答复');
    expect(appText('ja', title, { count: 3 })).toBe('返答待ちのリクエストが 3 件あります');
    expect(noticeKindOf(title)).toBe('request_nudges');
  });
});
