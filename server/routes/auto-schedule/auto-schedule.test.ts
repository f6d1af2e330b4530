import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOfBound } from '../../../core/schemas/auto-schedule.ts';
import { meetingRequests, meetings, projects } from '../../db/schema.ts';
import { call, eventFixture, makeMeeting, makeProject, makeUser, notificationsOf } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeRequest } from '../../test/meeting-request-factories.ts';
import { makeWish, setLanguages } from '../../test/wish-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** One day (2030-05-01) of `slots` slots from 09:00, in Hall A. */
const oneDay = (slots: number) => ({
  project: { startDate: '2030-05-01', endDate: '2030-05-01', dailyMeetLimit: slots },
});

type Preview = {
  fingerprint: string;
  meetings: {
    buyer: { full_name: string };
    seller: { full_name: string };
    interpreter: { full_name: string } | null;
    start_time: string;
    date: string;
    weight: number;
  }[];
  unmet: { buyer: { full_name: string }; seller: { full_name: string }; reason: string; weight: number }[];
  total_weight: number;
  upper_bound: number;
  percent_of_bound: number;
  wished_pairs: number;
};

async function preview(cookie: string, projectId: string): Promise<Preview> {
  const res = await call(app, 'POST', `/api/projects/${projectId}/auto-schedule/preview`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const meetingRows = (projectId: string) =>
  app.db.select().from(meetings).where(eq(meetings.projectId, projectId)).orderBy(meetings.startTime);
const pairs = (p: Preview) =>
  p.meetings.map((m) => [m.buyer.full_name, m.seller.full_name, m.interpreter?.full_name ?? null, m.weight]).sort();

/**
 * Buyer 1 speaks English, buyer 2 Japanese; seller 1 Korean and English, seller 2 Korean; the one
 * interpreter English and Korean. Buyer 1 and seller 1 wish each other (4), buyer 1 would like
 * seller 2 (1, needs the interpreter), buyer 2 must meet seller 2 (3, nobody speaks Japanese).
 */
async function languageEvent() {
  const ev = await eventFixture(app, { buyers: 2, sellers: 2, interpreters: 1, ...oneDay(2) });
  const [b1, b2] = ev.buyers;
  const [s1, s2] = ev.sellers;
  await setLanguages(app, b1.id, ['English']);
  await setLanguages(app, b2.id, ['Japanese']);
  await setLanguages(app, s1.id, ['Korean', 'English']);
  await setLanguages(app, s2.id, ['Korean']);
  await setLanguages(app, ev.interpreters[0].id, ['english', 'Korean ']);
  await makeWish(app, ev.project.id, b1.id, s1.id, 'must');
  await makeWish(app, ev.project.id, s1.id, b1.id, 'like');
  await makeWish(app, ev.project.id, b1.id, s2.id, 'like');
  await makeWish(app, ev.project.id, b2.id, s2.id, 'must');
  return ev;
}

describe('POST /api/projects/:id/auto-schedule/preview', () => {
  it('proposes the wished meetings with interpreters where needed, the bound and why others are unmet; writes nothing', async () => {
    const ev = await languageEvent();
    const p = await preview(ev.admin.cookie, ev.project.id);
    expect(pairs(p)).toEqual([
      ['Buyer 1', 'Seller 1', null, 4],
      ['Buyer 1', 'Seller 2', 'Interpreter 1', 1],
    ]);
    expect(p.meetings.every((m) => m.date === '2030-05-01' && ['09:00', '10:00'].includes(m.start_time))).toBe(true);
    expect(p.total_weight).toBe(5);
    expect(p.upper_bound).toBeGreaterThanOrEqual(5);
    expect(p.percent_of_bound).toBe(percentOfBound(5, p.upper_bound));
    expect(p.wished_pairs).toBe(3);
    expect(p.unmet.map((u) => [u.buyer.full_name, u.seller.full_name, u.weight, u.reason])).toEqual([
      ['Buyer 2', 'Seller 2', 3, 'no_interpreter_language'],
    ]);
    expect(await meetingRows(ev.project.id)).toEqual([]);
    // The same grid gives the same fingerprint.
    expect((await preview(ev.admin.cookie, ev.project.id)).fingerprint).toBe(p.fingerprint);
  });

  it('counts a pending request as a must, leaves pairs that met out, and lets meetings elsewhere hold people', async () => {
    const ev = await eventFixture(app, { buyers: 1, sellers: 2, ...oneDay(2) });
    const [b1] = ev.buyers;
    const [s1, s2] = ev.sellers;
    await makeRequest(app, b1, ev.project.id, s1);
    await makeWish(app, ev.project.id, b1.id, s2.id, 'must');
    await makeMeeting(app, {
      projectId: ev.project.id,
      buyerId: b1.id,
      sellerId: s2.id,
      startTime: '09:00',
      endTime: '10:00',
    });
    const p = await preview(ev.admin.cookie, ev.project.id);
    expect(p.wished_pairs).toBe(1);
    expect(p.meetings.map((m) => [m.seller.full_name, m.start_time, m.weight])).toEqual([['Seller 1', '10:00', 3]]);

    // Seller 1 meets someone in another project at 10:00 that day: no slot is left in common, yet
    // the pair has not met here.
    const elsewhere = await makeProject(app, { startDate: '2030-05-01', endDate: '2030-05-01' });
    const other = await makeUser(app, { role: 'buyer' });
    await makeMeeting(app, {
      projectId: elsewhere.id,
      buyerId: other.profile.id,
      sellerId: s1.id,
      startTime: '10:00',
      endTime: '10:30',
    });
    const again = await preview(ev.admin.cookie, ev.project.id);
    expect(again.meetings).toEqual([]);
    expect(again.unmet.map((u) => [u.seller.full_name, u.reason])).toEqual([['Seller 1', 'no_shared_slot']]);
  });

  it('closes blocked slots and slots that have begun', async () => {
    const ev = await eventFixture(app, { buyers: 1, sellers: 1, ...oneDay(2) });
    await makeWish(app, ev.project.id, ev.buyers[0].id, ev.sellers[0].id, 'like');
    const block = await call(app, 'POST', `/api/projects/${ev.project.id}/blocked-slots`, {
      cookie: ev.admin.cookie,
      body: { buyer_id: null, date: '2030-05-01', slot_number: 1, reason: 'Opening' },
    });
    expect(block.statusCode, block.body).toBe(201);
    expect((await preview(ev.admin.cookie, ev.project.id)).meetings.map((m) => m.start_time)).toEqual(['10:00']);

    const past = await eventFixture(app, {
      buyers: 1,
      sellers: 1,
      project: { startDate: '2020-05-01', endDate: '2020-05-02' },
    });
    await makeWish(app, past.project.id, past.buyers[0].id, past.sellers[0].id, 'must');
    const p = await preview(past.admin.cookie, past.project.id);
    expect(p.meetings).toEqual([]);
    expect(p.unmet.map((u) => u.reason)).toEqual(['buyer_unavailable']);
  });
});

describe('POST /api/projects/:id/auto-schedule/apply', () => {
  it('writes the previewed meetings and tells each person once how many they got', async () => {
    const ev = await languageEvent();
    const p = await preview(ev.admin.cookie, ev.project.id);
    const res = await call(app, 'POST', `/api/projects/${ev.project.id}/auto-schedule/apply`, {
      cookie: ev.admin.cookie,
      body: { fingerprint: p.fingerprint },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 2, replanned: false, total_weight: 5 });

    const rows = await meetingRows(ev.project.id);
    const name = new Map([...ev.buyers, ...ev.sellers, ...ev.interpreters].map((x) => [x.id, x.profile.fullName]));
    const written = rows.map((m) => [
      name.get(m.buyerId),
      name.get(m.sellerId),
      m.interpreterId ? name.get(m.interpreterId) : null,
    ]);
    expect(written.sort()).toEqual(pairs(p).map(([b, s, i]) => [b, s, i]));
    const byPair = new Map(p.meetings.map((m) => [`${m.buyer.full_name}|${m.seller.full_name}`, m.start_time]));
    for (const m of rows) {
      expect(m).toMatchObject({
        status: 'scheduled',
        location: 'Hall A',
        createdBy: ev.admin.profile.id,
        meetingDate: '2030-05-01',
      });
      expect(m.startTime.slice(0, 5)).toBe(byPair.get(`${name.get(m.buyerId)}|${name.get(m.sellerId)}`));
    }

    const counts = async (id: string) =>
      (await notificationsOf(app, id))
        .filter((n) => n.titleKey === 'notifications.autoSchedule.title')
        .map((n) => (n.params as { count: number }).count);
    expect(await counts(ev.buyers[0].id)).toEqual([2]);
    expect(await counts(ev.sellers[0].id)).toEqual([1]);
    expect(await counts(ev.sellers[1].id)).toEqual([1]);
    expect(await counts(ev.interpreters[0].id)).toEqual([1]);
    expect(await counts(ev.buyers[1].id)).toEqual([]);

    // Planned again, the met pairs are left out and nothing new is proposed.
    const after = await preview(ev.admin.cookie, ev.project.id);
    expect(after.meetings).toEqual([]);
    expect(after.wished_pairs).toBe(1);
  });

  it('plans again when the grid changed since the preview', async () => {
    const ev = await eventFixture(app, { buyers: 1, sellers: 2, ...oneDay(2) });
    const [b1] = ev.buyers;
    await makeWish(app, ev.project.id, b1.id, ev.sellers[0].id, 'must');
    await makeWish(app, ev.project.id, b1.id, ev.sellers[1].id, 'must');
    const p = await preview(ev.admin.cookie, ev.project.id);
    expect(p.meetings).toHaveLength(2);
    // Meanwhile another organiser books buyer 1 with seller 1 by hand, in the slot the preview gave seller 2.
    const taken = p.meetings.find((m) => m.seller.full_name === 'Seller 2')!;
    const manual = await call(app, 'POST', '/api/meetings', {
      cookie: ev.admin.cookie,
      body: {
        project_id: ev.project.id,
        buyer_id: b1.id,
        seller_id: ev.sellers[0].id,
        meeting_date: '2030-05-01',
        slot_number: taken.start_time === '09:00' ? 1 : 2,
      },
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const res = await call(app, 'POST', `/api/projects/${ev.project.id}/auto-schedule/apply`, {
      cookie: ev.admin.cookie,
      body: { fingerprint: p.fingerprint },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, replanned: true });
    const rows = await meetingRows(ev.project.id);
    expect(rows.map((m) => [m.sellerId, m.startTime.slice(0, 5)]).sort()).toEqual(
      [
        [ev.sellers[0].id, taken.start_time],
        [ev.sellers[1].id, taken.start_time === '09:00' ? '10:00' : '09:00'],
      ].sort(),
    );
  });

  it('answers the pending requests its meetings fulfil', async () => {
    const ev = await eventFixture(app, { buyers: 1, sellers: 2, ...oneDay(2) });
    const [b1] = ev.buyers;
    const asked = await makeRequest(app, ev.sellers[0], ev.project.id, b1);
    const p = await preview(ev.admin.cookie, ev.project.id);
    const res = await call(app, 'POST', `/api/projects/${ev.project.id}/auto-schedule/apply`, {
      cookie: ev.admin.cookie,
      body: { fingerprint: p.fingerprint },
    });
    expect(res.json()).toMatchObject({ created: 1 });
    const [meeting] = await meetingRows(ev.project.id);
    const [request] = await app.db.select().from(meetingRequests).where(eq(meetingRequests.id, asked));
    expect(request).toMatchObject({ status: 'approved', meetingId: meeting.id });
  });

  it('is for admins only, on open projects', async () => {
    const ev = await eventFixture(app, { buyers: 1, sellers: 1, ...oneDay(2) });
    const url = (what: string) => `/api/projects/${ev.project.id}/auto-schedule/${what}`;
    expect((await call(app, 'POST', url('preview'), { cookie: ev.buyers[0].cookie })).statusCode).toBe(403);
    expect(
      (await call(app, 'POST', url('apply'), { cookie: ev.sellers[0].cookie, body: { fingerprint: 'x' } })).statusCode,
    ).toBe(403);
    expect((await call(app, 'POST', url('preview'))).statusCode).toBe(401);
    expect((await call(app, 'POST', url('apply'), { cookie: ev.admin.cookie, body: {} })).statusCode).toBe(400);
    const missing = await call(
      app,
      'POST',
      '/api/projects/00000000-0000-4000-8000-000000000000/auto-schedule/preview',
      {
        cookie: ev.admin.cookie,
      },
    );
    expect(missing.statusCode).toBe(404);
    await app.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, ev.project.id));
    const closed = await call(app, 'POST', url('apply'), { cookie: ev.admin.cookie, body: { fingerprint: 'x' } });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('project_closed');
    expect(
      await app.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.projectId, ev.project.id))),
    ).toEqual([]);
  });
});
