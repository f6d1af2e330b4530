// POST /api/projects/:id/replan/preview and /apply (docs/rules.md#re-planning-for-fewer-breaks): the
// preview proposes moves with the breaks now, after and their bound and writes nothing; apply moves
// the meetings in one transaction with a notice per person of each moved meeting, lowering the
// breaks counted here from the rows themselves; a changed schedule or a clash writes nothing.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  meetingRequests,
  meetings,
  meetingTables,
  projectParticipants,
  projects,
  unavailableSlots,
} from '../../db/schema.ts';
import { slotSettingsOf } from '../../queries/availability.ts';
import { writeMoves } from '../../services/replan/apply.ts';
import { call, eventFixture, makeMeeting, notificationsOf } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const DAY = '2030-05-01';
type Preview = {
  fingerprint: string;
  status: string;
  breaks_before: number;
  breaks_after: number;
  lower_bound: number;
  days: {
    date: string;
    status: string;
    breaks_before: number;
    breaks_after: number;
    reasons: { code: string; meeting_id: string | null }[];
  }[];
  moved: {
    id: string;
    start_time: string;
    to_time: string;
    table: { name: string } | null;
    interpreter: { id: string } | null;
  }[];
  kept: { id: string; why: string }[];
  unplaced: { id: string; reason: string }[];
};

const preview = async (cookie: string, projectId: string, body: object = {}) => {
  const res = await call(app, 'POST', `/api/projects/${projectId}/replan/preview`, { cookie, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Preview;
};
const apply = (cookie: string, projectId: string, body: object) =>
  call(app, 'POST', `/api/projects/${projectId}/replan/apply`, { cookie, body });

const rows = (projectId: string) =>
  app.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.projectId, projectId), ne(meetings.status, 'cancelled')))
    .orderBy(meetings.startTime);

/** Breaks counted from the stored rows: per person and day, the gaps between consecutive start hours. */
async function breaksOf(projectId: string) {
  const per = new Map<string, number[]>();
  for (const m of await rows(projectId)) {
    const hour = Number(m.startTime.slice(0, 2));
    for (const p of [m.buyerId, m.sellerId, m.interpreterId]) {
      if (p) per.set(`${p}|${m.meetingDate}`, [...(per.get(`${p}|${m.meetingDate}`) ?? []), hour]);
    }
  }
  let n = 0;
  for (const hours of per.values()) {
    hours.sort((a, b) => a - b);
    for (let i = 1; i < hours.length; i++) if (hours[i] - hours[i - 1] > 1) n++;
  }
  return n;
}

const at = (h: number) => ({
  startTime: `${String(h).padStart(2, '0')}:00`,
  endTime: `${String(h + 1).padStart(2, '0')}:00`,
});

/** One day of 5 slots (09-14): Buyer 1 meets sellers 1, 2, 3 at 09, 11 and 13 (2 breaks); Buyer 2 meets Seller 1 at 10, confirmed. */
async function spreadDay() {
  const ev = await eventFixture(app, {
    buyers: 2,
    sellers: 3,
    project: { startDate: DAY, endDate: DAY, dailyMeetLimit: 5 },
  });
  const [b1, b2] = ev.buyers;
  const [s1, s2, s3] = ev.sellers;
  const p = ev.project.id;
  const m1 = await makeMeeting(app, { projectId: p, buyerId: b1.id, sellerId: s1.id, ...at(9) });
  const m2 = await makeMeeting(app, { projectId: p, buyerId: b1.id, sellerId: s2.id, ...at(11) });
  const m3 = await makeMeeting(app, { projectId: p, buyerId: b1.id, sellerId: s3.id, ...at(13) });
  const c = await makeMeeting(app, { projectId: p, buyerId: b2.id, sellerId: s1.id, ...at(10), status: 'confirmed' });
  return { ev, m1, m2, m3, c };
}

describe('POST /api/projects/:id/replan/preview', () => {
  it('proposes moves that close the gaps, with breaks now, after and the bound; keeps confirmed meetings; writes nothing', async () => {
    const { ev, c } = await spreadDay();
    const before = await rows(ev.project.id);
    const p = await preview(ev.admin.cookie, ev.project.id);
    expect(await breaksOf(ev.project.id)).toBe(2);
    expect([p.status, p.breaks_before, p.breaks_after, p.lower_bound]).toEqual(['feasible', 2, 0, 0]);
    expect(p.days).toEqual([
      { date: DAY, status: 'feasible', breaks_before: 2, breaks_after: 0, lower_bound: 0, reasons: [] },
    ]);
    expect(p.kept).toEqual([expect.objectContaining({ id: c.id, why: 'confirmed', start_time: '10:00' })]);
    expect(p.moved.length).toBeGreaterThan(0);
    expect(p.moved.every((m) => m.start_time !== m.to_time && m.table === null)).toBe(true);
    expect(await rows(ev.project.id)).toEqual(before);
    // The same state, the same fingerprint and plan.
    const again = await preview(ev.admin.cookie, ev.project.id);
    expect([again.fingerprint, again.moved]).toEqual([p.fingerprint, p.moved]);
  });

  it('keeps what the organiser keeps and a meeting asked for in the morning there; a date outside is refused', async () => {
    const { ev, m1, m3 } = await spreadDay();
    // Buyer 1 asked Seller 3 for 09:00-11:00: that meeting stays in the morning (09-11).
    await app.db.insert(meetingRequests).values({
      projectId: ev.project.id,
      requesterId: ev.buyers[0].id,
      requesterRole: 'buyer',
      targetId: ev.sellers[2].id,
      targetRole: 'seller',
      preferredDate: DAY,
      preferredTimeStart: '09:00',
      preferredTimeEnd: '11:00',
      status: 'approved',
      meetingId: m3.id,
    });
    const p = await preview(ev.admin.cookie, ev.project.id, { keep_ids: [m1.id] });
    expect(p.kept.map((k) => [k.id, k.why])).toContainEqual([m1.id, 'kept']);
    expect(p.moved.map((m) => m.id)).not.toContain(m1.id);
    const m3to = p.moved.find((m) => m.id === m3.id)?.to_time ?? '13:00';
    expect(m3to < '12:00').toBe(true);
    expect(p.breaks_after).toBeLessThan(p.breaks_before);
    const out = await call(app, 'POST', `/api/projects/${ev.project.id}/replan/preview`, {
      cookie: ev.admin.cookie,
      body: { dates: ['2030-06-01'] },
    });
    expect([out.statusCode, out.json().error.code]).toEqual([400, 'outside_project']);
  });

  it('reports a day without placement and why, and moves nothing there', async () => {
    const { ev, m3 } = await spreadDay();
    // Seller 3's meeting was asked for in the morning (09-11), where Buyer 1 has confirmed meetings at 09 and 11 and is away at 10.
    await app.db.update(meetings).set({ status: 'confirmed' }).where(eq(meetings.buyerId, ev.buyers[0].id));
    await app.db.update(meetings).set({ status: 'scheduled' }).where(eq(meetings.id, m3.id));
    await app.db
      .insert(unavailableSlots)
      .values({ projectId: ev.project.id, userId: ev.buyers[0].id, date: DAY, slotNumber: 2 });
    await app.db.insert(meetingRequests).values({
      projectId: ev.project.id,
      requesterId: ev.buyers[0].id,
      requesterRole: 'buyer',
      targetId: ev.sellers[2].id,
      targetRole: 'seller',
      preferredDate: DAY,
      preferredTimeStart: '09:00',
      preferredTimeEnd: '12:00',
      status: 'approved',
      meetingId: m3.id,
    });
    const p = await preview(ev.admin.cookie, ev.project.id);
    expect(p.status).toBe('infeasible');
    expect(p.days[0].reasons).toEqual([{ code: 'no_free_slot', meeting_id: m3.id }]);
    expect(p.unplaced).toEqual([expect.objectContaining({ id: m3.id, reason: 'no_free_slot' })]);
    expect([p.moved, p.breaks_after]).toEqual([[], p.breaks_before]);
  });

  it('gives moved meetings tables by the rule: a fixed table stays, the pool is never over-full', async () => {
    const { ev } = await spreadDay();
    const p = ev.project.id;
    const [t1, t2] = await app.db
      .insert(meetingTables)
      .values([
        { projectId: p, name: 'T-1', position: 1 },
        { projectId: p, name: 'T-2', position: 2 },
      ])
      .returning();
    // Seller 3 has T-2; the pool is T-1 alone. Put every meeting at its table first.
    await app.db
      .update(projectParticipants)
      .set({ tableId: t2.id })
      .where(and(eq(projectParticipants.projectId, p), eq(projectParticipants.userId, ev.sellers[2].id)));
    await app.db
      .update(meetings)
      .set({ tableId: t1.id })
      .where(and(eq(meetings.projectId, p), ne(meetings.sellerId, ev.sellers[2].id)));
    await app.db.update(meetings).set({ tableId: t2.id }).where(eq(meetings.sellerId, ev.sellers[2].id));
    const plan = await preview(ev.admin.cookie, p);
    expect(plan.breaks_after).toBeLessThan(plan.breaks_before);
    const res = await apply(ev.admin.cookie, p, { fingerprint: plan.fingerprint });
    expect(res.statusCode, res.body).toBe(200);
    const after = await rows(p);
    const seats = after.map((m) => `${m.tableId}|${m.startTime}`);
    expect(new Set(seats).size).toBe(seats.length);
    expect(after.filter((m) => m.sellerId === ev.sellers[2].id).every((m) => m.tableId === t2.id)).toBe(true);
  });

  it('refuses a completed project (project_closed)', async () => {
    const { ev } = await spreadDay();
    await app.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, ev.project.id));
    const res = await call(app, 'POST', `/api/projects/${ev.project.id}/replan/preview`, {
      cookie: ev.admin.cookie,
      body: {},
    });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'project_closed']);
  });

  it('is for admins only', async () => {
    const { ev } = await spreadDay();
    const res = await call(app, 'POST', `/api/projects/${ev.project.id}/replan/preview`, {
      cookie: ev.buyers[0].cookie,
      body: {},
    });
    expect(res.statusCode).toBe(403);
    const applied = await apply(ev.sellers[0].cookie, ev.project.id, { fingerprint: 'x' });
    expect(applied.statusCode).toBe(403);
  });
});

describe('POST /api/projects/:id/replan/apply', () => {
  it('moves the meetings in one go, lowers the breaks counted from the rows and tells each person of each moved meeting', async () => {
    const { ev, c } = await spreadDay();
    const p = await preview(ev.admin.cookie, ev.project.id);
    const sequences = new Map((await rows(ev.project.id)).map((m) => [m.id, m.sequence]));
    const res = await apply(ev.admin.cookie, ev.project.id, { fingerprint: p.fingerprint });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ moved: p.moved.length, breaks_before: 2, breaks_after: 0 });
    expect(await breaksOf(ev.project.id)).toBe(0);
    const after = await rows(ev.project.id);
    for (const mv of p.moved) {
      const row = after.find((m) => m.id === mv.id);
      expect([row?.startTime.slice(0, 5), row?.status]).toEqual([mv.to_time, 'scheduled']);
      expect(row?.sequence).toBeGreaterThan(sequences.get(mv.id) as number);
    }
    expect(after.find((m) => m.id === c.id)?.startTime).toBe('10:00:00');
    // One 'meeting moved' notice per person and moved meeting: Buyer 1 once per move, each seller once.
    const moved = async (id: string) =>
      (await notificationsOf(app, id)).filter((n) => n.titleKey === 'notifications.meeting.moved.title').length;
    expect(await moved(ev.buyers[0].id)).toBe(p.moved.length);
    expect(await moved(ev.buyers[1].id)).toBe(0);
    const sellersMoved = after.filter((m) => p.moved.some((mv) => mv.id === m.id)).map((m) => m.sellerId);
    for (const s of ev.sellers) expect(await moved(s.id)).toBe(sellersMoved.includes(s.id) ? 1 : 0);
    // Applied again, the old fingerprint no longer matches.
    const again = await apply(ev.admin.cookie, ev.project.id, { fingerprint: p.fingerprint });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'schedule_changed']);
  });

  it("moves meetings with an interpreter too, closing the interpreter's gaps and keeping their absences, and tells them", async () => {
    const ev = await eventFixture(app, {
      buyers: 2,
      sellers: 2,
      interpreters: 1,
      project: { startDate: DAY, endDate: DAY, dailyMeetLimit: 5 },
    });
    const [b1, b2] = ev.buyers;
    const [s1, s2] = ev.sellers;
    const [i1] = ev.interpreters;
    const p = ev.project.id;
    // The interpreter works at 09 and 13 (one break), the two pairs have nothing else; they are
    // away at 10 and 11, so the only day without a break is 12-13.
    const early = await makeMeeting(app, {
      projectId: p,
      buyerId: b1.id,
      sellerId: s1.id,
      interpreterId: i1.id,
      ...at(9),
    });
    const late = await makeMeeting(app, {
      projectId: p,
      buyerId: b2.id,
      sellerId: s2.id,
      interpreterId: i1.id,
      ...at(13),
    });
    for (const slotNumber of [2, 3]) {
      await app.db.insert(unavailableSlots).values({ projectId: p, userId: i1.id, date: DAY, slotNumber });
    }
    expect(await breaksOf(p)).toBe(1);
    const pv = await preview(ev.admin.cookie, p);
    expect([pv.breaks_before, pv.breaks_after, pv.lower_bound]).toEqual([1, 0, 0]);
    expect(pv.kept).toEqual([]);
    const res = await apply(ev.admin.cookie, p, { fingerprint: pv.fingerprint });
    expect(res.statusCode, res.body).toBe(200);
    expect(await breaksOf(p)).toBe(0);
    const after = await rows(p);
    expect(after.map((m) => m.startTime.slice(0, 5))).toEqual(['12:00', '13:00']);
    expect(after.map((m) => m.interpreterId)).toEqual([i1.id, i1.id]);
    const told = (await notificationsOf(app, i1.id)).filter((n) => n.titleKey === 'notifications.meeting.moved.title');
    expect(told.length).toBe(pv.moved.length);
    expect(pv.moved.map((m) => m.id).every((id) => [early.id, late.id].includes(id))).toBe(true);
    // The preview names the interpreter who moves with each meeting.
    expect(pv.moved.every((m) => m.interpreter?.id === i1.id)).toBe(true);
  });

  it('refuses with schedule_changed when something changed after the preview, writing nothing', async () => {
    const { ev } = await spreadDay();
    const p = await preview(ev.admin.cookie, ev.project.id);
    await app.db
      .insert(unavailableSlots)
      .values({ projectId: ev.project.id, userId: ev.sellers[1].id, date: DAY, slotNumber: 5 });
    const before = await rows(ev.project.id);
    const res = await apply(ev.admin.cookie, ev.project.id, { fingerprint: p.fingerprint });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'schedule_changed']);
    expect(await rows(ev.project.id)).toEqual(before);
    expect((await notificationsOf(app, ev.buyers[0].id)).length).toBe(0);
  });

  it('plans with the fairness limit asked for, and applies only with the limit its preview was made with', async () => {
    const { ev } = await spreadDay();
    const p = (await preview(ev.admin.cookie, ev.project.id, { max_breaks_per_person: 0 })) as Preview & {
      max_breaks_per_person: number;
    };
    expect([p.max_breaks_per_person, p.breaks_after]).toEqual([0, 0]);
    const other = await apply(ev.admin.cookie, ev.project.id, { fingerprint: p.fingerprint, max_breaks_per_person: 3 });
    expect([other.statusCode, other.json().error.code]).toEqual([409, 'schedule_changed']);
    const same = await apply(ev.admin.cookie, ev.project.id, { fingerprint: p.fingerprint, max_breaks_per_person: 0 });
    expect(same.statusCode, same.body).toBe(200);
    expect(await breaksOf(ev.project.id)).toBe(0);
  });

  it('writes nothing when a move collides half-way (the whole transaction rolls back)', async () => {
    const { ev, m1, m2 } = await spreadDay();
    const before = await rows(ev.project.id);
    const settings = slotSettingsOf(ev.project);
    // m1 to 12:00 is written first and would work; m2 to 13:00 then clashes with m3, which does not move.
    const attempt = app.db.transaction(async (tx) =>
      writeMoves(tx as unknown as Db, settings, [
        { id: m1.id, date: DAY, to: 4, tableId: null },
        { id: m2.id, date: DAY, to: 5, tableId: null },
      ]),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'schedule_changed' });
    expect(await rows(ev.project.id)).toEqual(before);
    // Swapping two meetings' slots, which a one-by-one update could not do, passes.
    await app.db.transaction(async (tx) =>
      writeMoves(tx as unknown as Db, settings, [
        { id: m1.id, date: DAY, to: 3, tableId: null },
        { id: m2.id, date: DAY, to: 1, tableId: null },
      ]),
    );
    const swapped = new Map((await rows(ev.project.id)).map((m) => [m.id, m.startTime]));
    expect([swapped.get(m1.id), swapped.get(m2.id)]).toEqual(['11:00:00', '09:00:00']);
  });
});
