// POST /api/meetings/:id/absence (docs/rules.md#feedback-and-no-shows): admins and the meeting's
// interpreter mark who did not come once it has begun; the meeting becomes a no-show with that
// absence, clearing makes it completed, and its buyer and seller are told, all in one transaction.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingAbsence } from '../../../core/constants.ts';
import { instantToZoned } from '../../../core/rules/time.ts';
import { meetings } from '../../db/schema.ts';
import {
  addParticipant,
  call,
  eventFixture,
  makeMeeting,
  makeProject,
  notificationsOf,
  signedIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Fixture: buyer 1 meets seller 1 with interpreter 1; buyer 2, seller 2, interpreter 2, a volunteer and
// an outsider take no part in those meetings. Each test makes its meetings in a project of its own.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
let outsider: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 2, sellers: 2, interpreters: 2, volunteers: 1 });
  outsider = await signedIn(app, 'buyer');
});
afterAll(() => app.dispose());

type Status = 'scheduled' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';
const PAST = '2020-03-02';
let made = 0;
/** A day of its own for each meeting, long past: the seller meets once per slot, across projects too. */
const pastDay = () => new Date(Date.UTC(2020, 3, 1 + made++)).toISOString().slice(0, 10);
/** A day of its own, long ahead. */
const futureDay = () => new Date(Date.UTC(2099, 3, 1 + made++)).toISOString().slice(0, 10);

/** A meeting of buyer 1, seller 1 and interpreter 1, by default confirmed and long begun. */
async function meeting(opts: { status?: Status; date?: string; start?: string; timeZone?: string } = {}) {
  const project = await makeProject(app, { timeZone: opts.timeZone ?? 'Asia/Seoul' });
  const start = opts.start ?? '09:00';
  return makeMeeting(app, {
    projectId: project.id,
    buyerId: fx.buyers[0].id,
    sellerId: fx.sellers[0].id,
    interpreterId: fx.interpreters[0].id,
    meetingDate: opts.date ?? pastDay(),
    startTime: start,
    endTime: '23:59:59',
    status: opts.status ?? 'confirmed',
  });
}

const mark = (id: string, absence: MeetingAbsence | null | string, cookie = fx.admin.cookie) =>
  call(app, 'POST', `/api/meetings/${id}/absence`, { cookie, body: { absence } });
const rowOf = async (id: string) => (await app.db.select().from(meetings).where(eq(meetings.id, id)))[0];
/** A user's notifications about one meeting, oldest first. */
const about = async (userId: string, meetingId: string) =>
  (await notificationsOf(app, userId)).filter((n) => n.link === `/meetings/${meetingId}`);

describe('who marks', () => {
  it.each([
    ['admin', () => ({ id: fx.admin.profile.id, cookie: fx.admin.cookie })],
    ['interpreter', () => fx.interpreters[0]],
  ] as const)('the %s marks the buyer absent: a no-show with that absence, who and when', async (_, who) => {
    const m = await meeting();
    const before = Date.now();
    const res = await mark(m.id, 'buyer', who().cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: m.id, status: 'no_show', absence: 'buyer', can: { mark_absence: true } });
    const row = await rowOf(m.id);
    expect(row).toMatchObject({ status: 'no_show', absence: 'buyer', absenceMarkedBy: who().id });
    expect(row.absenceMarkedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the no-show in its interpreter’s view, so they can change or clear it', async () => {
    const m = await meeting();
    expect((await mark(m.id, 'seller', fx.interpreters[0].cookie)).statusCode).toBe(200);
    const seen = await call(app, 'GET', `/api/meetings/${m.id}`, { cookie: fx.interpreters[0].cookie });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'no_show', absence: 'seller', can: { mark_absence: true } });
  });

  it.each(['buyer', 'seller'] as const)('refuses the meeting’s %s: 403 forbidden, nothing changed', async (who) => {
    const m = await meeting();
    const cookie = who === 'buyer' ? fx.buyers[0].cookie : fx.sellers[0].cookie;
    const res = await mark(m.id, 'both', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(await rowOf(m.id)).toMatchObject({ status: 'confirmed', absence: null });
    const detail = await call(app, 'GET', `/api/meetings/${m.id}`, { cookie });
    expect(detail.json().can.mark_absence).toBe(false);
  });

  it('answers 404 to people who do not see the meeting', async () => {
    const m = await meeting();
    for (const p of [fx.buyers[1], fx.sellers[1], fx.interpreters[1], fx.volunteers[0], outsider]) {
      const res = await mark(m.id, 'buyer', p.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    // A scheduled meeting is not yet its interpreter's to see.
    const scheduled = await meeting({ status: 'scheduled' });
    expect((await mark(scheduled.id, 'buyer', fx.interpreters[0].cookie)).statusCode).toBe(404);
    expect(await rowOf(m.id)).toMatchObject({ status: 'confirmed', absence: null });
  });

  it('answers 401 without a session and 404 for a meeting that does not exist', async () => {
    const m = await meeting();
    expect((await mark(m.id, 'buyer', '')).statusCode).toBe(401);
    expect((await mark('00000000-0000-4000-8000-000000000000', 'buyer')).statusCode).toBe(404);
  });
});

describe('when', () => {
  it('refuses a meeting that has not begun: 409 absence_too_early', async () => {
    const m = await meeting({ date: futureDay() });
    const res = await mark(m.id, 'buyer');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('absence_too_early');
    expect(await rowOf(m.id)).toMatchObject({ status: 'confirmed', absence: null, absenceMarkedBy: null });
    const detail = await call(app, 'GET', `/api/meetings/${m.id}`, { cookie: fx.admin.cookie });
    expect(detail.json().can.mark_absence).toBe(false);
  });

  // Today in the project's zone: an hour from now has not begun, an hour ago has. The times are read on
  // the venue's clock, whichever zone the test machine runs in.
  it.each([
    ['Asia/Seoul', -1, 200],
    ['Asia/Seoul', 1, 409],
    ['America/Los_Angeles', -1, 200],
    ['America/Los_Angeles', 1, 409],
  ] as const)('in %s, a meeting starting %i hours from now answers %i', async (timeZone, hours, status) => {
    const [date, time] = instantToZoned(new Date(Date.now() + hours * 3600_000), timeZone).split('T');
    const m = await meeting({ date, start: time, timeZone });
    const res = await mark(m.id, 'both');
    expect(res.statusCode).toBe(status);
    expect((await rowOf(m.id)).status).toBe(status === 200 ? 'no_show' : 'confirmed');
  });

  it('refuses a cancelled meeting: 409 invalid_transition, however long ago', async () => {
    for (const date of [pastDay(), futureDay()]) {
      const m = await meeting({ status: 'cancelled', date });
      const res = await mark(m.id, 'both');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('invalid_transition');
      expect(await rowOf(m.id)).toMatchObject({ status: 'cancelled', absence: null });
    }
  });

  it.each(['scheduled', 'confirmed', 'completed'] as const)('marks a begun %s meeting', async (status) => {
    const m = await meeting({ status });
    expect((await mark(m.id, 'seller')).statusCode).toBe(200);
    expect(await rowOf(m.id)).toMatchObject({ status: 'no_show', absence: 'seller' });
  });
});

describe('each absence, changing and clearing', () => {
  it.each(['buyer', 'seller', 'both'] as const)('stores %s', async (absence) => {
    const m = await meeting();
    const res = await mark(m.id, absence);
    expect(res.json()).toMatchObject({ status: 'no_show', absence });
    expect(await rowOf(m.id)).toMatchObject({ status: 'no_show', absence });
  });

  it('marking again changes who was absent', async () => {
    const m = await meeting();
    await mark(m.id, 'buyer');
    const res = await mark(m.id, 'both', fx.interpreters[0].cookie);
    expect(res.statusCode).toBe(200);
    expect(await rowOf(m.id)).toMatchObject({
      status: 'no_show',
      absence: 'both',
      absenceMarkedBy: fx.interpreters[0].id,
    });
  });

  it('clearing makes the meeting completed, with no absence left', async () => {
    const m = await meeting();
    await mark(m.id, 'seller');
    const res = await mark(m.id, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', absence: null });
    expect(await rowOf(m.id)).toMatchObject({
      status: 'completed',
      absence: null,
      absenceMarkedBy: null,
      absenceMarkedAt: null,
    });
  });

  it('refuses to clear a meeting that is not a no-show: 409 invalid_transition', async () => {
    const m = await meeting();
    const res = await mark(m.id, null);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_transition');
    expect((await rowOf(m.id)).status).toBe('confirmed');
  });

  it.each([{ absence: 'nobody' }, { absence: 'BUYER' }, {}, { absence: 'buyer', extra: 1 }, { absence: 1 }])(
    'refuses the body %j: 400 validation_failed',
    async (body) => {
      const m = await meeting();
      const res = await call(app, 'POST', `/api/meetings/${m.id}/absence`, { cookie: fx.admin.cookie, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect((await rowOf(m.id)).status).toBe('confirmed');
    },
  );
});

describe('notifications', () => {
  it('tells the buyer and the seller who was absent, not the interpreter or the admin', async () => {
    const m = await meeting();
    expect((await mark(m.id, 'buyer')).statusCode).toBe(200);
    for (const p of [fx.buyers[0], fx.sellers[0]]) {
      expect((await about(p.id, m.id)).map((n) => [n.titleKey, n.messageKey, n.type])).toEqual([
        ['notifications.meeting.noShow.title', 'notifications.meeting.noShow.buyer', 'warning'],
      ]);
    }
    const [n] = await about(fx.buyers[0].id, m.id);
    expect(n.params).toMatchObject({ date: m.meetingDate, time: '09:00' });
    expect(await about(fx.interpreters[0].id, m.id)).toEqual([]);
    expect(await about(fx.admin.profile.id, m.id)).toEqual([]);
  });

  it('tells them of a change and of clearing; the same mark again tells nobody', async () => {
    const m = await meeting();
    await mark(m.id, 'seller', fx.interpreters[0].cookie);
    await mark(m.id, 'seller', fx.interpreters[0].cookie);
    await mark(m.id, 'both', fx.interpreters[0].cookie);
    await mark(m.id, null, fx.interpreters[0].cookie);
    for (const p of [fx.buyers[0], fx.sellers[0]]) {
      expect((await about(p.id, m.id)).map((n) => n.messageKey)).toEqual([
        'notifications.meeting.noShow.seller',
        'notifications.meeting.noShow.both',
        'notifications.meeting.noShowCleared.message',
      ]);
    }
  });

  it('tells nobody when the mark is refused', async () => {
    const m = await meeting({ date: futureDay() });
    await mark(m.id, 'buyer');
    expect(await about(fx.buyers[0].id, m.id)).toEqual([]);
  });
});

describe('concurrent marks', () => {
  it('leave one consistent row, and the last notification says what it holds', async () => {
    const m = await meeting();
    const choices: (MeetingAbsence | null)[] = ['buyer', 'seller', 'both', null, 'buyer', 'both', null, 'seller'];
    const answers = await Promise.all(
      choices.map((absence, i) => mark(m.id, absence, i % 2 ? fx.admin.cookie : fx.interpreters[0].cookie)),
    );
    // A clear that comes first finds no no-show to clear; every other mark succeeds.
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(6);
    const row = await rowOf(m.id);
    if (row.status === 'no_show') {
      expect(row.absence).not.toBeNull();
      expect(row.absenceMarkedBy).not.toBeNull();
      const last = (await about(fx.buyers[0].id, m.id)).at(-1);
      expect(last?.messageKey).toBe(`notifications.meeting.noShow.${row.absence}`);
    } else {
      expect(row).toMatchObject({ status: 'completed', absence: null, absenceMarkedBy: null });
      const last = (await about(fx.buyers[0].id, m.id)).at(-1);
      expect(last?.messageKey).toBe('notifications.meeting.noShowCleared.message');
    }
    // Buyer and seller were told of the same changes.
    expect((await about(fx.sellers[0].id, m.id)).map((n) => n.messageKey)).toEqual(
      (await about(fx.buyers[0].id, m.id)).map((n) => n.messageKey),
    );
  });
});

describe('the meeting as lists, detail and the schedule show it', () => {
  it('names the absence in the list, the detail and the schedule day', async () => {
    const project = await makeProject(app, { startDate: PAST, endDate: PAST });
    // The schedule day's rows are the project's buyers: both take part, as in a real event.
    await addParticipant(app, project.id, { id: fx.buyers[0].id, role: 'buyer' });
    await addParticipant(app, project.id, { id: fx.sellers[0].id, role: 'seller' });
    const m = await makeMeeting(app, {
      projectId: project.id,
      buyerId: fx.buyers[0].id,
      sellerId: fx.sellers[0].id,
      meetingDate: PAST,
      status: 'confirmed',
    });
    await mark(m.id, 'both');
    const list = await call(app, 'GET', `/api/meetings?project=${project.id}`, { cookie: fx.buyers[0].cookie });
    expect(list.json()).toMatchObject([{ id: m.id, status: 'no_show', absence: 'both' }]);
    const detail = await call(app, 'GET', `/api/meetings/${m.id}`, { cookie: fx.sellers[0].cookie });
    expect(detail.json()).toMatchObject({ status: 'no_show', absence: 'both', can: { mark_absence: false } });
    const day = await call(app, 'GET', `/api/projects/${project.id}/schedule?date=${PAST}`, {
      cookie: fx.admin.cookie,
    });
    expect(day.statusCode).toBe(200);
    expect(day.json().meetings).toMatchObject([{ id: m.id, status: 'no_show', absence: 'both' }]);
    // Every other meeting says it has none.
    const other = await meeting();
    const plain = await call(app, 'GET', `/api/meetings/${other.id}`, { cookie: fx.admin.cookie });
    expect(plain.json()).toMatchObject({ absence: null, can: { mark_absence: true } });
  });
});
