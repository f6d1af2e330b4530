// Running late and at the table (docs/rules.md#running-late-and-at-the-table): the window from 30
// minutes before the start until the end, who may signal, a newer signal replacing the older, the
// others told at once (a live event, a notification, a push where they turned pushes on) and what
// each caller's screens read. The clock is faked (Date only) and moved around the meeting.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingSignal } from '../../../core/schemas/meeting-signal.ts';
import { meetingSignals, meetings, meetingTables, pushOutbox, pushSubscriptions } from '../../db/schema.ts';
import { addParticipant, call, eventFixture, makeMeeting, notificationsOf, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;

// The fixture's project is in Seoul (UTC+9): 09:00-10:00 there is 00:00-01:00 UTC.
const at = (d: string) => vi.setSystemTime(new Date(d));
/** 09:00-10:00 of day `n` of May 2030 (n from 1) in Seoul, and instants around it in UTC. */
const onDay = (n: number) => ({
  meetingDate: `2030-05-${String(n).padStart(2, '0')}`,
  startTime: '09:00',
  endTime: '10:00',
});
const utc = (n: number, hhmm: string) => `2030-05-${String(n).padStart(2, '0')}T${hhmm}:00Z`;
const dayBefore = (n: number, hhmm: string) => new Date(Date.parse(utc(n, hhmm)) - 86_400_000).toISOString();

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2030-04-20T00:00:00Z');
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 2, sellers: 1, interpreters: 1 });
});
afterAll(async () => {
  vi.useRealTimers();
  await app?.dispose();
});
beforeEach(() => at('2030-04-20T00:00:00Z'));

/** A new confirmed meeting of buyer 1 and a new seller (a pair meets once) with the interpreter; with that seller. */
async function meeting(values: Partial<typeof meetings.$inferInsert> = {}) {
  const seller = await signedIn(app, 'seller', { fullName: 'Kim Seller' });
  await addParticipant(app, fx.project.id, seller.profile);
  const m = await makeMeeting(app, {
    projectId: fx.project.id,
    buyerId: fx.buyers[0].id,
    sellerId: seller.profile.id,
    interpreterId: fx.interpreters[0].id,
    status: 'confirmed',
    ...values,
  });
  return Object.assign(m, { seller });
}

const put = (id: string, cookie: string, body: unknown = { kind: 'late', minutes: 10 }) =>
  call(app, 'PUT', `/api/meetings/${id}/signal`, { cookie, body });
const withdraw = (id: string, cookie: string) => call(app, 'DELETE', `/api/meetings/${id}/signal`, { cookie });
const signalsOf = async (cookie: string) => {
  const res = await call(app, 'GET', '/api/meeting-signals', { cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as MeetingSignal[];
};
const rowsOf = (meetingId: string) =>
  app.db.select().from(meetingSignals).where(eq(meetingSignals.meetingId, meetingId));

describe('the signal window', () => {
  it('opens 30 minutes before the start and closes at the end, on the venue’s clock', async () => {
    const m = await meeting(onDay(1));
    at(dayBefore(1, '23:29'));
    const early = await put(m.id, fx.buyers[0].cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.code).toBe('signal_window_closed');
    at(dayBefore(1, '23:30'));
    expect((await put(m.id, fx.buyers[0].cookie)).statusCode).toBe(200);
    at(utc(1, '00:59'));
    expect((await put(m.id, fx.buyers[0].cookie, { kind: 'at_table' })).statusCode).toBe(200);
    at(utc(1, '01:00'));
    const late = await put(m.id, fx.buyers[0].cookie);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('signal_window_closed');
    // Once the window has closed, what was said is no longer shown.
    expect(await signalsOf(m.seller.cookie)).toEqual([]);
  });

  it('refuses a cancelled meeting and one already completed', async () => {
    const cancelled = await meeting({ ...onDay(2), status: 'cancelled' });
    const completed = await meeting({ ...onDay(2), status: 'completed', startTime: '11:00', endTime: '12:00' });
    at(utc(2, '00:10'));
    expect((await put(cancelled.id, fx.buyers[0].cookie)).json().error.code).toBe('meeting_not_live');
    at(utc(2, '02:10'));
    const done = await put(completed.id, fx.buyers[0].cookie);
    expect(done.statusCode).toBe(400);
    expect(done.json().error.code).toBe('meeting_not_live');
    expect(await rowsOf(cancelled.id)).toEqual([]);
  });
});

describe('who may signal', () => {
  it('lets the buyer, seller and interpreter signal; refuses admins (403) and hides it from others (404)', async () => {
    const m = await meeting(onDay(3));
    at(utc(3, '00:05'));
    for (const cookie of [fx.buyers[0].cookie, m.seller.cookie, fx.interpreters[0].cookie]) {
      const res = await put(m.id, cookie, { kind: 'at_table' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await rowsOf(m.id)).length).toBe(3);
    const admin = await put(m.id, fx.admin.cookie);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.code).toBe('forbidden');
    expect((await withdraw(m.id, fx.admin.cookie)).statusCode).toBe(403);
    for (const cookie of [fx.buyers[1].cookie, fx.sellers[0].cookie]) {
      expect((await put(m.id, cookie)).statusCode).toBe(404);
      expect((await withdraw(m.id, cookie)).statusCode).toBe(404);
    }
    expect(await signalsOf(fx.buyers[1].cookie)).toEqual([]);
  });

  it('refuses what is not a signal, writing nothing', async () => {
    const m = await meeting(onDay(4));
    at(utc(4, '00:05'));
    for (const body of [
      { kind: 'late' },
      { kind: 'late', minutes: 7 },
      { kind: 'late', minutes: '10' },
      { kind: 'at_table', minutes: 5 },
      { kind: 'lost' },
      { kind: 'late', minutes: 5, user_id: fx.buyers[1].id },
      {},
    ]) {
      const res = await put(m.id, fx.buyers[0].cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await rowsOf(m.id)).toEqual([]);
  });
});

describe('telling the others', () => {
  it('keeps only the newest signal of each person, and shows it to the meeting’s people', async () => {
    const m = await meeting(onDay(5));
    at(dayBefore(5, '23:45'));
    const first = await put(m.id, fx.buyers[0].cookie, { kind: 'late', minutes: 5 });
    expect(first.json()).toMatchObject({ kind: 'late', minutes: 5, user: { id: fx.buyers[0].id, role: 'buyer' } });
    at(utc(5, '00:02'));
    const second = await put(m.id, fx.buyers[0].cookie, { kind: 'late', minutes: 15 });
    expect(second.statusCode).toBe(200);
    at(utc(5, '00:12'));
    await put(m.id, fx.buyers[0].cookie, { kind: 'at_table' });
    const rows = await rowsOf(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'at_table', minutes: null });
    expect(rows[0].createdAt.toISOString()).toBe('2030-05-05T00:12:00.000Z');

    for (const cookie of [m.seller.cookie, fx.interpreters[0].cookie, fx.buyers[0].cookie, fx.admin.cookie]) {
      const seen = (await signalsOf(cookie)).filter((s) => s.meeting_id === m.id);
      expect(seen).toEqual([
        {
          meeting_id: m.id,
          user: { id: fx.buyers[0].id, full_name: 'Buyer 1', role: 'buyer' },
          kind: 'at_table',
          minutes: null,
          table: null,
          created_at: '2030-05-05T00:12:00.000Z',
        },
      ]);
    }
  });

  it('answers at most `limit`, newest first, and one meeting’s when named', async () => {
    const m = await meeting(onDay(8));
    const other = await meeting({ ...onDay(8), buyerId: fx.buyers[1].id, interpreterId: null });
    at(dayBefore(8, '23:40'));
    await put(m.id, fx.buyers[0].cookie, { kind: 'late', minutes: 5 });
    at(dayBefore(8, '23:45'));
    await put(m.id, fx.interpreters[0].cookie, { kind: 'at_table' });
    at(dayBefore(8, '23:50'));
    await put(other.id, fx.buyers[1].cookie, { kind: 'at_table' });
    const read = async (query: string) => {
      const res = await call(app, 'GET', `/api/meeting-signals?${query}`, { cookie: fx.admin.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as MeetingSignal[]).map((s) => [s.meeting_id, s.user.id]);
    };
    expect(await read('limit=2')).toEqual([
      [other.id, fx.buyers[1].id],
      [m.id, fx.interpreters[0].id],
    ]);
    expect(await read(`meeting_id=${m.id}`)).toEqual([
      [m.id, fx.interpreters[0].id],
      [m.id, fx.buyers[0].id],
    ]);
    // A meeting the caller does not see reads as none.
    const seller = m.seller.cookie;
    const hidden = await call(app, 'GET', `/api/meeting-signals?meeting_id=${other.id}`, { cookie: seller });
    expect(hidden.json()).toEqual([]);
    const tooMany = await call(app, 'GET', '/api/meeting-signals?limit=201', { cookie: fx.admin.cookie });
    expect(tooMany.statusCode).toBe(400);
  });

  it('tells the others at once: an event naming the meeting, a notification, and a push where wanted', async () => {
    const m = await meeting(onDay(6));
    const [table] = await app.db
      .insert(meetingTables)
      .values({ projectId: fx.project.id, name: 'A-12', position: 1 })
      .returning();
    await app.db.update(meetings).set({ tableId: table.id }).where(eq(meetings.id, m.id));
    await app.db
      .insert(pushSubscriptions)
      .values({ userId: m.seller.profile.id, endpoint: `https://push.example.test/${m.id}`, p256dh: 'k', auth: 'a' });
    const heard: Record<string, unknown[]> = { buyer: [], seller: [], interpreter: [], stranger: [] };
    const stop = [
      app.bus.subscribe(fx.buyers[0].id, (e) => heard.buyer.push(e)),
      app.bus.subscribe(m.seller.profile.id, (e) => heard.seller.push(e)),
      app.bus.subscribe(fx.interpreters[0].id, (e) => heard.interpreter.push(e)),
      app.bus.subscribe(fx.buyers[1].id, (e) => heard.stranger.push(e)),
    ];
    at(utc(6, '00:03'));
    expect((await put(m.id, m.seller.cookie, { kind: 'at_table' })).json()).toMatchObject({ table: 'A-12' });
    at(utc(6, '00:04'));
    expect((await put(m.id, fx.buyers[0].cookie, { kind: 'late', minutes: 10 })).statusCode).toBe(200);
    for (const s of stop) s();

    const signalEvents = (list: unknown[]) => list.filter((e) => (e as { event?: string }).event === 'meeting_signal');
    // Everyone of the meeting hears of both (the sender's other screens too); the event says no more.
    for (const who of ['buyer', 'seller', 'interpreter']) {
      expect(signalEvents(heard[who])).toEqual([
        { event: 'meeting_signal', meeting_id: m.id },
        { event: 'meeting_signal', meeting_id: m.id },
      ]);
    }
    expect(heard.stranger).toEqual([]);

    const titles = async (id: string) =>
      (await notificationsOf(app, id)).filter((n) => n.link === `/meetings/${m.id}`).map((n) => [n.titleKey, n.params]);
    expect(await titles(m.seller.profile.id)).toEqual([
      ['onetap.notice.late', { name: 'Buyer 1', minutes: 10, time: '09:00' }],
    ]);
    expect(await titles(fx.buyers[0].id)).toEqual([
      ['onetap.notice.atTableNamed', { name: 'Kim Seller', table: 'A-12', time: '09:00' }],
    ]);
    expect((await titles(fx.interpreters[0].id)).map(([key]) => key)).toEqual([
      'onetap.notice.atTableNamed',
      'onetap.notice.late',
    ]);
    // Only the seller turned pushes on: one push, in the same transaction as the signal.
    const pushes = await app.db
      .select()
      .from(pushOutbox)
      .where(and(eq(pushOutbox.userId, m.seller.profile.id), eq(pushOutbox.kind, 'meeting_signals')));
    expect(pushes.map((p) => [p.title, p.url])).toEqual([['Buyer 1 is running 10 minutes late', `/meetings/${m.id}`]]);
    expect(await app.db.select().from(pushOutbox).where(eq(pushOutbox.userId, fx.buyers[0].id))).toEqual([]);
  });

  it('withdraws one’s own signal at any time, and the screens are told', async () => {
    const m = await meeting(onDay(7));
    at(utc(7, '00:01'));
    await put(m.id, fx.buyers[0].cookie);
    await put(m.id, m.seller.cookie, { kind: 'at_table' });
    const heard: unknown[] = [];
    const stop = app.bus.subscribe(m.seller.profile.id, (e) => heard.push(e));
    expect((await withdraw(m.id, fx.buyers[0].cookie)).statusCode).toBe(204);
    expect((await withdraw(m.id, fx.buyers[0].cookie)).statusCode).toBe(204);
    stop();
    expect(heard).toEqual([{ event: 'meeting_signal', meeting_id: m.id }]);
    expect((await rowsOf(m.id)).map((r) => r.userId)).toEqual([m.seller.profile.id]);
    expect((await signalsOf(m.seller.cookie)).filter((s) => s.meeting_id === m.id).map((s) => s.user.id)).toEqual([
      m.seller.profile.id,
    ]);
  });
});
