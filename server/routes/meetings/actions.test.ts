import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_STATUSES } from '../../../core/constants.ts';
import { MEETING_ACTIONS, type MeetingAction } from '../../../core/rules/meetings.ts';
import { actionsOf, canTransition } from '../../../core/rules/transitions.ts';
import { meetingAttendances, meetings } from '../../db/schema.ts';
import { call, eventFixture, makeMeeting, makeProject, notificationsOf, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Fixture: buyer 1 meets seller 1 with interpreter 1; buyer 2, seller 2, interpreter 2, a volunteer and
// an outsider see nothing of those meetings. Each test makes its own meetings, each in a project and
// on a date of its own so that no two collide.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
let outsider: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 2, sellers: 2, interpreters: 2, volunteers: 1 });
  outsider = await signedIn(app, 'buyer');
});
afterAll(() => app.dispose());

type Status = (typeof MEETING_STATUSES)[number];
let day = 0;
/** A meeting of buyer 1, seller 1 and interpreter 1 in `status`. */
async function meeting(status: Status = 'scheduled') {
  const project = await makeProject(app);
  day += 1;
  const meetingDate = new Date(Date.UTC(2031, 0, day)).toISOString().slice(0, 10);
  return makeMeeting(app, {
    projectId: project.id,
    buyerId: fx.buyers[0].id,
    sellerId: fx.sellers[0].id,
    interpreterId: fx.interpreters[0].id,
    meetingDate,
    status,
  });
}

type Who = 'admin' | 'buyer' | 'seller' | 'interpreter';
const cookieOf = (who: Who) =>
  ({
    admin: fx.admin.cookie,
    buyer: fx.buyers[0].cookie,
    seller: fx.sellers[0].cookie,
    interpreter: fx.interpreters[0].cookie,
  })[who];
const act = (id: string, action: MeetingAction | 'check-in', cookie: string, body: unknown = {}) =>
  call(app, 'POST', `/api/meetings/${id}/${action}`, { cookie, body });
/** A user's notifications about one meeting. */
const about = async (userId: string, meetingId: string) =>
  (await notificationsOf(app, userId)).filter((n) => n.link === `/meetings/${meetingId}`);
const statusOf = async (id: string) => (await app.db.select().from(meetings).where(eq(meetings.id, id)))[0].status;

describe('confirm, cancel, complete', () => {
  it.each(['admin', 'buyer', 'seller'] as const)('%s confirms a scheduled meeting', async (who) => {
    const m = await meeting();
    const res = await act(m.id, 'confirm', cookieOf(who));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: m.id, status: 'confirmed', buyer: { id: fx.buyers[0].id } });
    expect(res.json().attendances).toBeUndefined();
    expect(await statusOf(m.id)).toBe('confirmed');
  });

  it.each(['admin', 'buyer', 'seller'] as const)('%s cancels a scheduled meeting', async (who) => {
    const m = await meeting();
    const res = await act(m.id, 'cancel', cookieOf(who));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(await statusOf(m.id)).toBe('cancelled');
  });

  it.each(['admin', 'buyer', 'seller', 'interpreter'] as const)('%s completes a confirmed meeting', async (who) => {
    const m = await meeting('confirmed');
    const res = await act(m.id, 'complete', cookieOf(who));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('completed');
    expect(await statusOf(m.id)).toBe('completed');
  });

  it.each(['confirm', 'cancel'] as const)('refuses the interpreter to %s: 403 forbidden', async (action) => {
    const m = await meeting('confirmed');
    const res = await act(m.id, action, cookieOf('interpreter'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(await statusOf(m.id)).toBe('confirmed');
  });

  it('hides a scheduled meeting from its interpreter: confirm answers 404', async () => {
    const m = await meeting('scheduled');
    expect((await act(m.id, 'confirm', cookieOf('interpreter'))).statusCode).toBe(404);
    expect(await statusOf(m.id)).toBe('scheduled');
  });

  // Every status x action that docs/rules.md#meeting-statuses does not allow.
  const invalid = MEETING_STATUSES.flatMap((status) =>
    actionsOf(MEETING_ACTIONS)
      .filter((action) => !canTransition(MEETING_ACTIONS, status, action))
      .map((action) => [status, action] as const),
  );
  it.each(invalid)('refuses a %s meeting to %s: 409 invalid_transition', async (status, action) => {
    const m = await meeting(status);
    const res = await act(m.id, action, cookieOf('admin'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_transition');
    expect(await statusOf(m.id)).toBe(status);
  });

  it('answers 404 to people who are not in the meeting', async () => {
    const m = await meeting('confirmed');
    for (const cookie of [
      fx.buyers[1].cookie,
      fx.sellers[1].cookie,
      fx.interpreters[1].cookie,
      fx.volunteers[0].cookie,
      outsider.cookie,
    ]) {
      for (const action of ['confirm', 'cancel', 'complete'] as const) {
        const res = await act(m.id, action, cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    expect(await statusOf(m.id)).toBe('confirmed');
  });

  it('refuses a second confirm: 409 invalid_transition', async () => {
    const m = await meeting();
    expect((await act(m.id, 'confirm', cookieOf('buyer'))).statusCode).toBe(200);
    const again = await act(m.id, 'confirm', cookieOf('seller'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_transition');
  });

  it('tells the other people of the meeting, not the one who acted', async () => {
    const m = await meeting();
    expect((await act(m.id, 'confirm', cookieOf('seller'))).statusCode).toBe(200);
    for (const p of [fx.buyers[0], fx.interpreters[0]]) {
      expect((await about(p.id, m.id)).map((n) => ({ title: n.titleKey, link: n.link, type: n.type }))).toEqual([
        { title: 'notifications.meeting.confirmed.title', link: `/meetings/${m.id}`, type: 'success' },
      ]);
    }
    expect(await about(fx.sellers[0].id, m.id)).toEqual([]);
    // The buyer reads it through the API too.
    const mine = (await call(app, 'GET', '/api/notifications', { cookie: cookieOf('buyer') })).json();
    expect(mine.items.filter((n: { link: string }) => n.link === `/meetings/${m.id}`)).toMatchObject([
      { title_key: 'notifications.meeting.confirmed.title', read: false },
    ]);
  });

  it('tells everyone when an admin cancels', async () => {
    const m = await meeting();
    await act(m.id, 'cancel', cookieOf('admin'));
    for (const p of [fx.buyers[0], fx.sellers[0], fx.interpreters[0]]) {
      expect((await about(p.id, m.id)).map((n) => n.titleKey)).toEqual(['notifications.meeting.cancelled.title']);
    }
  });

  it('tells no one about a refused action', async () => {
    const m = await meeting('completed');
    await act(m.id, 'confirm', cookieOf('buyer'));
    await act(m.id, 'cancel', fx.buyers[1].cookie);
    for (const p of [fx.buyers[0], fx.sellers[0], fx.interpreters[0]]) expect(await about(p.id, m.id)).toEqual([]);
  });
});

describe('check-in', () => {
  const detail = async (id: string, who: Who) =>
    (await call(app, 'GET', `/api/meetings/${id}`, { cookie: cookieOf(who) })).json();
  const rows = (id: string) => app.db.select().from(meetingAttendances).where(eq(meetingAttendances.meetingId, id));

  it('lets the buyer, seller and interpreter check in, manually or by QR', async () => {
    const m = await meeting('confirmed');
    const buyer = await act(m.id, 'check-in', cookieOf('buyer'), { method: 'manual' });
    expect(buyer.statusCode).toBe(200);
    expect(buyer.json()).toMatchObject({ id: m.id, checked_in: true, check_in_count: 1 });
    expect(buyer.json().attendances).toEqual([
      {
        id: expect.any(String),
        user: { id: fx.buyers[0].id, full_name: 'Buyer 1', role: 'buyer' },
        check_in_method: 'manual',
        checked_in_by: null,
        checked_in_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    await new Promise((r) => setTimeout(r, 15));
    expect((await act(m.id, 'check-in', cookieOf('seller'), { method: 'qr' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 15));
    const last = await act(m.id, 'check-in', cookieOf('interpreter'), { method: 'qr' });
    expect(last.statusCode).toBe(200);
    // Newest first.
    expect(
      last.json().attendances.map((a: { user: { role: string }; check_in_method: string }) => a.user.role),
    ).toEqual(['interpreter', 'seller', 'buyer']);
    expect(last.json().check_in_count).toBe(3);
    expect((await rows(m.id)).map((r) => r.checkInMethod).sort()).toEqual(['manual', 'qr', 'qr']);
    const list = (await call(app, 'GET', '/api/meetings', { cookie: cookieOf('admin') })).json();
    expect(list.find((x: { id: string }) => x.id === m.id).check_in_count).toBe(3);
  });

  it('keeps the first check-in when someone checks in twice', async () => {
    const m = await meeting();
    const first = await act(m.id, 'check-in', cookieOf('seller'), { method: 'qr' });
    const second = await act(m.id, 'check-in', cookieOf('seller'), { method: 'manual' });
    expect(second.statusCode).toBe(200);
    expect(second.json().attendances).toEqual(first.json().attendances);
    expect(second.json().check_in_count).toBe(1);
    const stored = await rows(m.id);
    expect(stored.map((r) => r.checkInMethod)).toEqual(['qr']);
  });

  it('defaults to manual', async () => {
    const m = await meeting();
    const res = await act(m.id, 'check-in', cookieOf('buyer'));
    expect(res.json().attendances[0].check_in_method).toBe('manual');
  });

  it('shows checked_in only to whoever checked in', async () => {
    const m = await meeting('confirmed');
    await act(m.id, 'check-in', cookieOf('buyer'));
    expect((await detail(m.id, 'buyer')).checked_in).toBe(true);
    expect((await detail(m.id, 'seller')).checked_in).toBe(false);
    const admin = await detail(m.id, 'admin');
    expect(admin).toMatchObject({ checked_in: false, check_in_count: 1 });
    expect(admin.attendances).toHaveLength(1);
  });

  it('refuses an admin: 403, nothing written', async () => {
    const m = await meeting();
    const res = await act(m.id, 'check-in', cookieOf('admin'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(await rows(m.id)).toEqual([]);
  });

  it('answers 404 to an outsider, nothing written', async () => {
    const m = await meeting('confirmed');
    for (const cookie of [outsider.cookie, fx.buyers[1].cookie, fx.interpreters[1].cookie, fx.volunteers[0].cookie]) {
      expect((await act(m.id, 'check-in', cookie)).statusCode).toBe(404);
    }
    expect(await rows(m.id)).toEqual([]);
  });

  it('refuses a check-in on a cancelled meeting: 403', async () => {
    const m = await meeting('cancelled');
    expect((await act(m.id, 'check-in', cookieOf('buyer'))).statusCode).toBe(403);
    expect(await rows(m.id)).toEqual([]);
  });

  it('refuses an unknown method with 400', async () => {
    const m = await meeting();
    expect((await act(m.id, 'check-in', cookieOf('buyer'), { method: 'nfc' })).statusCode).toBe(400);
  });
});
