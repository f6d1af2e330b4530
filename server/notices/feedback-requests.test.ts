// Asking for feedback after each meeting (docs/rules.md#feedback-and-no-shows), at moments chosen
// by the test (the job takes the time as a parameter): each side once, across two instances and a
// restart; never for a cancelled or no-show meeting, nor one that ended over two days ago; the
// notification reads in all four languages and reaches e-mail as a meetings notice.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/constants.ts';
import { noticeKindOf } from '../../core/rules/notices.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { meetings, notifications, profiles } from '../db/schema.ts';
import { appText } from '../mail/app-texts.ts';
import { eventFixture, makeMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { outboxFor } from '../test/mail-factories.ts';
import { askForFeedback } from './feedback-requests.ts';
import { runNoticeJobs } from './run.ts';

let app: TestApp;
let second: Database;
beforeAll(async () => {
  app = await createTestApp();
  // A second instance: on PostgreSQL its own pool on the same database; PGlite has one connection.
  second = app.databaseUrl ? await openDatabase({ databaseUrl: app.databaseUrl }) : app.database;
});
afterAll(async () => {
  if (second !== app?.database) await second?.close();
  await app?.dispose();
});

const ctx = (iso: string) => ({ publicUrl: 'https://b2b.example', now: new Date(iso) });
const TITLE = 'notifications.meeting.feedback.title';

/**
 * An event in Seoul (UTC+9) with meetings of its buyer and sellers on `day` (each test its own
 * day, since the job looks at every project): 09:00-10:00 there ends at 00:00+01:00 UTC.
 */
async function event(day: string, sellers = 1) {
  const fx = await eventFixture(app, { buyers: 1, sellers, interpreters: 1, signIn: false });
  const meeting = (seller: number, values: Partial<typeof meetings.$inferInsert> = {}) =>
    makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[0].id,
      sellerId: fx.sellers[seller].id,
      interpreterId: fx.interpreters[0].id,
      meetingDate: day,
      startTime: `${String(9 + seller).padStart(2, '0')}:00`,
      endTime: `${String(10 + seller).padStart(2, '0')}:00`,
      status: 'confirmed',
      ...values,
    });
  return { ...fx, meeting };
}

const asked = (userIds: string[]) => app.db.select().from(notifications).where(inArray(notifications.userId, userIds));
const askedAt = async (id: string) =>
  (await app.db.select({ at: meetings.feedbackAskedAt }).from(meetings).where(eq(meetings.id, id)))[0].at;

describe('askForFeedback', () => {
  it('asks the buyer and the seller once the meeting has ended, naming the other side', async () => {
    const fx = await event('2030-06-01');
    const m = await fx.meeting(0);
    expect(await askForFeedback(app.db, ctx('2030-06-01T00:59:00Z'))).toBe(0);
    expect(await askedAt(m.id)).toBeNull();

    expect(await askForFeedback(app.db, ctx('2030-06-01T01:00:00Z'))).toBe(1);
    expect((await askedAt(m.id))?.toISOString()).toBe('2030-06-01T01:00:00.000Z');
    const rows = await asked([fx.buyers[0].id, fx.sellers[0].id, fx.interpreters[0].id]);
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    expect(rows).toHaveLength(2);
    expect(byUser.get(fx.buyers[0].id)).toMatchObject({
      titleKey: TITLE,
      messageKey: 'notifications.meeting.feedback.message',
      params: { name: fx.sellers[0].profile.companyName, date: '2030-06-01', time: '09:00' },
      link: `/meetings/${m.id}`,
    });
    expect(byUser.get(fx.sellers[0].id)?.params).toMatchObject({ name: fx.buyers[0].profile.companyName });
    // The interpreter is not asked.
    expect(byUser.has(fx.interpreters[0].id)).toBe(false);

    // A restart (or the next turn) asks nothing again.
    expect(await askForFeedback(app.db, ctx('2030-06-01T02:00:00Z'))).toBe(0);
    expect(await asked([fx.buyers[0].id, fx.sellers[0].id])).toHaveLength(2);
  });

  it('asks once when two instances look at the same moment', async () => {
    const fx = await event('2030-06-05', 3);
    await Promise.all([fx.meeting(0), fx.meeting(1), fx.meeting(2)]);
    const at = ctx('2030-06-05T04:00:00Z');
    const counts = await Promise.all([askForFeedback(app.db, at), askForFeedback(second.db, at)]);
    expect(counts[0] + counts[1]).toBe(3);
    expect(await askForFeedback(second.db, at)).toBe(0);
    // One per side of each meeting: the buyer three times (once per seller), each seller once.
    const rows = await asked([fx.buyers[0].id, ...fx.sellers.map((s) => s.id)]);
    expect(rows.filter((r) => r.userId === fx.buyers[0].id)).toHaveLength(3);
    for (const s of fx.sellers) expect(rows.filter((r) => r.userId === s.id)).toHaveLength(1);
  });

  it('asks about held meetings of any live or completed status, never cancelled or no-show ones', async () => {
    const fx = await event('2030-06-10', 4);
    const completed = await fx.meeting(0, { status: 'completed' });
    const scheduled = await fx.meeting(1, { status: 'scheduled' });
    const cancelled = await fx.meeting(2, { status: 'cancelled' });
    const noShow = await fx.meeting(3, { status: 'no_show', absence: 'buyer' });
    expect(await askForFeedback(app.db, ctx('2030-06-10T12:00:00Z'))).toBe(2);
    expect(await askedAt(completed.id)).not.toBeNull();
    expect(await askedAt(scheduled.id)).not.toBeNull();
    expect(await askedAt(cancelled.id)).toBeNull();
    expect(await askedAt(noShow.id)).toBeNull();
    expect(await asked([fx.sellers[2].id, fx.sellers[3].id])).toEqual([]);
  });

  it('never asks about a meeting that ended more than two days ago (a server down meanwhile, an upgrade)', async () => {
    const fx = await event('2030-06-15', 2);
    const old = await fx.meeting(0);
    const recent = await fx.meeting(1, { meetingDate: '2030-06-16' });
    // 2030-06-15 10:00 in Seoul is 01:00 UTC; two days later, that one is too old.
    expect(await askForFeedback(app.db, ctx('2030-06-17T01:00:00Z'))).toBe(1);
    expect(await askedAt(old.id)).toBeNull();
    expect(await askedAt(recent.id)).not.toBeNull();
  });
});

describe('the question in words', () => {
  it('has its title and text in all four languages, filled with the name, date and time', () => {
    const params = { name: 'Acme Tea', date: '2030-06-01', time: '09:00' };
    for (const language of LANGUAGES) {
      const title = appText(language, TITLE, params);
      const text = appText(language, 'notifications.meeting.feedback.message', params);
      expect(title, language).toContain('Acme Tea');
      expect(title, language).not.toContain('{{');
      expect(text, language).toContain('2030-06-01');
      expect(text, language).toContain('09:00');
    }
    expect(appText('en', TITLE, params)).toBe('How was your meeting with Acme Tea?');
    expect(appText('ko', TITLE, params)).toBe('Acme Tea 미팅은 어떠셨나요?');
    expect(appText('zh', TITLE, params)).toBe('您与Acme Tea的洽谈怎么样？');
    expect(appText('ja', TITLE, params)).toBe('Acme Teaとの商談はいかがでしたか？');
  });

  it('is a meetings notice, so it is e-mailed by the person’s choice for meetings, with the meeting’s link', async () => {
    expect(noticeKindOf(TITLE)).toBe('meetings');
    const fx = await event('2030-06-20');
    const m = await fx.meeting(0);
    await app.db.update(profiles).set({ locale: 'ja' }).where(eq(profiles.id, fx.sellers[0].id));
    await runNoticeJobs(app.db, ctx('2030-06-20T01:30:00Z'));
    const [toBuyer] = (await outboxFor(app, fx.buyers[0].email)).filter((x) => x.kind === 'notice');
    expect(toBuyer.subject).toBe(`How was your meeting with ${fx.sellers[0].profile.companyName}?`);
    expect(toBuyer.links[0]).toBe(`https://b2b.example/meetings/${m.id}`);
    const [toSeller] = (await outboxFor(app, fx.sellers[0].email)).filter((x) => x.kind === 'notice');
    expect(toSeller).toMatchObject({
      locale: 'ja',
      subject: `${fx.buyers[0].profile.companyName}との商談はいかがでしたか？`,
    });
    expect(toSeller.unsubscribeUrl).toMatch(/\?kind=meetings$/);
  });
});
