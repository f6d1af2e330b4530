// The pair rules (docs/rules.md#request-hygiene) on every path that writes meetings: an admin's
// assignment and move, a request's approval and the auto-schedule. Each answers its own 409 code and
// writes nothing; a cancelled meeting frees its place in the day's count; the planner plans within
// the rules, so what it applies never breaks them.
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSchedule } from '../../../core/scheduler/index.ts';
import type { SchedulerResult } from '../../../core/scheduler/types.ts';
import {
  blockedTimeSlots,
  companies,
  companyExclusions,
  meetingRequests,
  meetings,
  profiles,
  projects,
} from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { applyAutoSchedule } from '../../services/auto-schedule/apply.ts';
import type { PlanState } from '../../services/auto-schedule/load-input.ts';
import { call, type EventPerson, eventFixture, makeMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeWish } from '../../test/wish-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const DAY1 = '2030-05-01';
const DAY2 = '2030-05-02';

/** Two days of 4 slots from 09:00; `perDay` meetings at most per buyer and seller a day (none when null). */
function event(perDay: number | null, people = { buyers: 2, sellers: 3 }) {
  return eventFixture(app, {
    ...people,
    project: { startDate: DAY1, endDate: DAY2, dailyMeetLimit: 4, maxMeetingsPerDay: perDay },
  });
}

/**
 * Both people now stand for one company: the buyer's firm and the seller's firm take one name (in
 * other case and spacing), as a firm registered once as buyer and once as seller would.
 */
async function sameCompany(a: { id: string }, b: { id: string }) {
  const name = `Acme ${randomBytes(3).toString('hex')}`;
  for (const [who, named] of [
    [a, name],
    [b, ` ${name.toUpperCase()} `],
  ] as const) {
    const [p] = await app.db.select().from(profiles).where(eq(profiles.id, who.id));
    if (p.companyId) await app.db.update(companies).set({ name: named }).where(eq(companies.id, p.companyId));
    else await app.db.update(profiles).set({ companyName: named }).where(eq(profiles.id, who.id));
  }
}

/** Gives the buyer and the seller a company each, and has the organiser keep the two apart in the project. */
async function keepApart(projectId: string, buyer: { id: string }, seller: { id: string }) {
  const tag = randomBytes(3).toString('hex');
  const [cb] = await app.db
    .insert(companies)
    .values({ name: `Rival A ${tag}`, type: 'buyer' })
    .returning();
  const [cs] = await app.db
    .insert(companies)
    .values({ name: `Rival B ${tag}`, type: 'seller' })
    .returning();
  await app.db.update(profiles).set({ companyId: cb.id }).where(eq(profiles.id, buyer.id));
  await app.db.update(profiles).set({ companyId: cs.id }).where(eq(profiles.id, seller.id));
  const [a, b] = [cb.id, cs.id].sort();
  await app.db.insert(companyExclusions).values({ projectId, companyA: a, companyB: b });
}

const create = (admin: { cookie: string }, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/meetings', { cookie: admin.cookie, body });
const move = (admin: { cookie: string }, id: string, body: Record<string, unknown>) =>
  call(app, 'POST', `/api/meetings/${id}/move`, { cookie: admin.cookie, body });
const liveMeetings = (projectId: string) =>
  app.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.projectId, projectId), ne(meetings.status, 'cancelled')));
/** A meeting written directly (as before the rules, or as another path would have). */
const meetingAt = (projectId: string, buyerId: string, sellerId: string, date: string, start = '09:00') =>
  makeMeeting(app, {
    projectId,
    buyerId,
    sellerId,
    meetingDate: date,
    startTime: start,
    endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    status: 'scheduled',
  });

describe('an admin assigns a meeting', () => {
  it('is refused for one company (same_company) and for companies kept apart (excluded_pair), writing nothing', async () => {
    const ev = await event(null);
    const [b1, b2] = ev.buyers;
    const [s1, s2] = ev.sellers;
    await sameCompany(b1, s1);
    await keepApart(ev.project.id, b2, s2);
    const body = { project_id: ev.project.id, meeting_date: DAY1, slot_number: 1 };
    const same = await create(ev.admin, { ...body, buyer_id: b1.id, seller_id: s1.id });
    expect(same.statusCode, same.body).toBe(409);
    expect(same.json().error.code).toBe('same_company');
    const apart = await create(ev.admin, { ...body, buyer_id: b2.id, seller_id: s2.id });
    expect(apart.statusCode, apart.body).toBe(409);
    expect(apart.json().error.code).toBe('excluded_pair');
    expect(await liveMeetings(ev.project.id)).toEqual([]);
    // Other pairs of those people are fine.
    expect((await create(ev.admin, { ...body, buyer_id: b1.id, seller_id: s2.id })).statusCode).toBe(201);
  });

  it('is refused past the daily maximum for the buyer and for the seller, and a cancelled meeting frees its place', async () => {
    const ev = await event(1);
    const [b1, b2] = ev.buyers;
    const [s1, s2, s3] = ev.sellers;
    const first = await create(ev.admin, {
      project_id: ev.project.id,
      buyer_id: b1.id,
      seller_id: s1.id,
      meeting_date: DAY1,
      slot_number: 1,
    });
    expect(first.statusCode, first.body).toBe(201);
    const buyerFull = await create(ev.admin, {
      project_id: ev.project.id,
      buyer_id: b1.id,
      seller_id: s2.id,
      meeting_date: DAY1,
      slot_number: 2,
    });
    expect(buyerFull.statusCode).toBe(409);
    expect(buyerFull.json().error).toMatchObject({ code: 'daily_meeting_limit', details: { person: 'buyer' } });
    const sellerFull = await create(ev.admin, {
      project_id: ev.project.id,
      buyer_id: b2.id,
      seller_id: s1.id,
      meeting_date: DAY1,
      slot_number: 3,
    });
    expect(sellerFull.statusCode).toBe(409);
    expect(sellerFull.json().error).toMatchObject({ code: 'daily_meeting_limit', details: { person: 'seller' } });
    expect(await liveMeetings(ev.project.id)).toHaveLength(1);
    // Another day has room.
    const nextDay = await create(ev.admin, {
      project_id: ev.project.id,
      buyer_id: b1.id,
      seller_id: s3.id,
      meeting_date: DAY2,
      slot_number: 2,
    });
    expect(nextDay.statusCode, nextDay.body).toBe(201);
    // Cancelling the first meeting of day 1 frees the day.
    const cancel = await call(app, 'POST', `/api/meetings/${first.json().id}/cancel`, { cookie: ev.admin.cookie });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = await create(ev.admin, {
      project_id: ev.project.id,
      buyer_id: b1.id,
      seller_id: s2.id,
      meeting_date: DAY1,
      slot_number: 2,
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("counts only this project's meetings toward its maximum", async () => {
    const ev = await event(1);
    const [b1] = ev.buyers;
    const [s1, s2] = ev.sellers;
    const other = await eventFixture(app, { project: { startDate: DAY1, endDate: DAY2 } });
    await meetingAt(other.project.id, b1.id, s1.id, DAY1, '12:00');
    const res = await create(ev.admin, {
      project_id: ev.project.id,
      buyer_id: b1.id,
      seller_id: s2.id,
      meeting_date: DAY1,
      slot_number: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('an admin moves a meeting', () => {
  it('to a full day: 409 daily_meeting_limit and the meeting stays; within its own day it moves', async () => {
    const ev = await event(1);
    const [b1] = ev.buyers;
    const [s1, s2] = ev.sellers;
    const m1 = await meetingAt(ev.project.id, b1.id, s1.id, DAY1);
    const m2 = await meetingAt(ev.project.id, b1.id, s2.id, DAY2);
    const res = await move(ev.admin, m2.id, { meeting_date: DAY1, slot_number: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'daily_meeting_limit', details: { person: 'buyer' } });
    const [row] = await app.db.select().from(meetings).where(eq(meetings.id, m2.id));
    expect([row.meetingDate, row.startTime, row.sequence]).toEqual([DAY2, '09:00:00', m2.sequence]);
    // A meeting does not count against itself: another slot of its own day is fine.
    const within = await move(ev.admin, m1.id, { meeting_date: DAY1, slot_number: 4 });
    expect(within.statusCode, within.body).toBe(200);
    // Once the day-1 meeting is cancelled, the other one may move there.
    await app.db.update(meetings).set({ status: 'cancelled' }).where(eq(meetings.id, m1.id));
    expect((await move(ev.admin, m2.id, { meeting_date: DAY1, slot_number: 2 })).statusCode).toBe(200);
  });

  it('of a pair that became one company or was kept apart since: refused with that code on another day', async () => {
    const ev = await event(null);
    const [b1, b2] = ev.buyers;
    const [s1, s2] = ev.sellers;
    const same = await meetingAt(ev.project.id, b1.id, s1.id, DAY1);
    const apart = await meetingAt(ev.project.id, b2.id, s2.id, DAY1, '10:00');
    await sameCompany(b1, s1);
    await keepApart(ev.project.id, b2, s2);
    const r1 = await move(ev.admin, same.id, { meeting_date: DAY2, slot_number: 1 });
    expect(r1.statusCode).toBe(409);
    expect(r1.json().error.code).toBe('same_company');
    const r2 = await move(ev.admin, apart.id, { meeting_date: DAY2, slot_number: 2 });
    expect(r2.statusCode).toBe(409);
    expect(r2.json().error.code).toBe('excluded_pair');
    const rows = await liveMeetings(ev.project.id);
    expect(rows.map((m) => m.meetingDate)).toEqual([DAY1, DAY1]);
  });
});

describe('approving a request', () => {
  /** A pending request stored directly (the send route refuses such pairs itself). */
  async function pending(projectId: string, buyer: EventPerson, seller: EventPerson, date = DAY1) {
    const [row] = await app.db
      .insert(meetingRequests)
      .values({
        projectId,
        requesterId: buyer.id,
        requesterRole: 'buyer',
        targetId: seller.id,
        targetRole: 'seller',
        preferredDate: date,
        preferredTimeStart: '10:00',
        preferredTimeEnd: '11:00',
      })
      .returning();
    return row;
  }
  const approve = (seller: EventPerson, id: string) =>
    call(app, 'POST', `/api/meeting-requests/${id}/approve`, { cookie: seller.cookie });
  const statusOf = async (id: string) =>
    (await app.db.select().from(meetingRequests).where(eq(meetingRequests.id, id)))[0].status;

  it('takes the next day when the preferred day is full, and answers daily_meeting_limit when every day is', async () => {
    const ev = await event(1);
    const [b1, b2] = ev.buyers;
    const [s1, s2, s3] = ev.sellers;
    await meetingAt(ev.project.id, b1.id, s1.id, DAY1);
    const r1 = await pending(ev.project.id, b1, s2);
    const ok = await approve(s2, r1.id);
    expect(ok.statusCode, ok.body).toBe(200);
    const [made] = await app.db.select().from(meetings).where(eq(meetings.sellerId, s2.id));
    expect(made.meetingDate).toBe(DAY2);
    // Now buyer 1 has one meeting each day: nothing is left.
    const r2 = await pending(ev.project.id, b1, s3);
    const full = await approve(s3, r2.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: 'daily_meeting_limit', details: { person: 'buyer' } });
    expect(await statusOf(r2.id)).toBe('pending');
    expect(await app.db.select().from(meetings).where(eq(meetings.sellerId, s3.id))).toEqual([]);
    // When no day is full but every slot is closed for other reasons, the answer stays no_free_slot.
    for (const date of [DAY1, DAY2]) {
      for (const slotNumber of [1, 2, 3, 4]) {
        await app.db.insert(blockedTimeSlots).values({ projectId: ev.project.id, buyerId: b2.id, date, slotNumber });
      }
    }
    const r3 = await pending(ev.project.id, b2, s3);
    const busy = await approve(s3, r3.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('no_free_slot');
  });

  it('of one company or companies kept apart: 409 same_company / excluded_pair, the request stays pending', async () => {
    const ev = await event(null);
    const [b1, b2] = ev.buyers;
    const [s1, s2] = ev.sellers;
    const r1 = await pending(ev.project.id, b1, s1);
    const r2 = await pending(ev.project.id, b2, s2);
    await sameCompany(b1, s1);
    await keepApart(ev.project.id, b2, s2);
    const a1 = await approve(s1, r1.id);
    expect(a1.statusCode).toBe(409);
    expect(a1.json().error.code).toBe('same_company');
    const a2 = await approve(s2, r2.id);
    expect(a2.statusCode).toBe(409);
    expect(a2.json().error.code).toBe('excluded_pair');
    expect([await statusOf(r1.id), await statusOf(r2.id)]).toEqual(['pending', 'pending']);
    expect(await liveMeetings(ev.project.id)).toEqual([]);
  });
});

type Preview = {
  fingerprint: string;
  meetings: { buyer: { id: string }; seller: { id: string }; date: string }[];
  unmet: { buyer: { id: string }; seller: { id: string }; reason: string }[];
  max_meetings_per_day: number | null;
  daily_limit_cost: number;
};

describe('the auto-schedule', () => {
  const preview = async (admin: { cookie: string }, projectId: string): Promise<Preview> => {
    const res = await call(app, 'POST', `/api/projects/${projectId}/auto-schedule/preview`, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const apply = (admin: { cookie: string }, projectId: string, fingerprint: string) =>
    call(app, 'POST', `/api/projects/${projectId}/auto-schedule/apply`, {
      cookie: admin.cookie,
      body: { fingerprint },
    });
  const reasonOf = (p: Preview, buyer: { id: string }, seller: { id: string }) =>
    p.unmet.find((u) => u.buyer.id === buyer.id && u.seller.id === seller.id)?.reason;

  it("plans within the daily maximum (kept meetings count), says what it cost, and Apply's meetings keep it", async () => {
    const ev = await event(1, { buyers: 1, sellers: 4 });
    const [b1] = ev.buyers;
    const [s1, s2, s3, s4] = ev.sellers;
    await meetingAt(ev.project.id, b1.id, s1.id, DAY1);
    for (const s of [s2, s3, s4]) await makeWish(app, ev.project.id, b1.id, s.id, 'must');
    const p = await preview(ev.admin, ev.project.id);
    expect(p.meetings.map((m) => m.date)).toEqual([DAY2]);
    expect(p.unmet.map((u) => u.reason)).toEqual(['daily_limit', 'daily_limit']);
    expect(p.max_meetings_per_day).toBe(1);
    // Without the maximum all three would fit on the two days' free slots.
    expect(p.daily_limit_cost).toBe(2);
    const res = await apply(ev.admin, ev.project.id, p.fingerprint);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().created).toBe(1);
    const rows = await liveMeetings(ev.project.id);
    expect(rows.map((m) => m.meetingDate).sort()).toEqual([DAY1, DAY2]);
  });

  it('leaves out wishes of one company and of companies kept apart, each with its reason', async () => {
    const ev = await event(null);
    const [b1, b2] = ev.buyers;
    const [s1, s2, s3] = ev.sellers;
    await sameCompany(b1, s1);
    await keepApart(ev.project.id, b2, s2);
    await makeWish(app, ev.project.id, b1.id, s1.id, 'must');
    await makeWish(app, ev.project.id, s2.id, b2.id, 'must');
    await makeWish(app, ev.project.id, b1.id, s3.id, 'like');
    const p = await preview(ev.admin, ev.project.id);
    expect(p.meetings.map((m) => [m.buyer.id, m.seller.id])).toEqual([[b1.id, s3.id]]);
    expect(reasonOf(p, b1, s1)).toBe('same_company');
    expect(reasonOf(p, b2, s2)).toBe('excluded_pair');
    expect(p.max_meetings_per_day).toBeNull();
    expect(p.daily_limit_cost).toBe(0);
    const res = await apply(ev.admin, ev.project.id, p.fingerprint);
    expect(res.statusCode, res.body).toBe(200);
    expect((await liveMeetings(ev.project.id)).map((m) => m.sellerId)).toEqual([s3.id]);
  });

  it('plans again when an exclusion is added after the preview (the fingerprint covers it)', async () => {
    const ev = await event(null);
    const [b1] = ev.buyers;
    const [s1] = ev.sellers;
    await makeWish(app, ev.project.id, b1.id, s1.id, 'must');
    const p = await preview(ev.admin, ev.project.id);
    expect(p.meetings).toHaveLength(1);
    await keepApart(ev.project.id, b1, s1);
    const res = await apply(ev.admin, ev.project.id, p.fingerprint);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, replanned: true });
    expect(await liveMeetings(ev.project.id)).toEqual([]);
  });

  it('a cancelled meeting frees its place in the count the planner uses', async () => {
    const ev = await event(1, { buyers: 1, sellers: 3 });
    const [b1] = ev.buyers;
    const [s1, s2, s3] = ev.sellers;
    const kept = [
      await meetingAt(ev.project.id, b1.id, s1.id, DAY1),
      await meetingAt(ev.project.id, b1.id, s2.id, DAY2),
    ];
    await makeWish(app, ev.project.id, b1.id, s3.id, 'must');
    expect((await preview(ev.admin, ev.project.id)).unmet.map((u) => u.reason)).toEqual(['buyer_unavailable']);
    await app.db.update(meetings).set({ status: 'cancelled' }).where(eq(meetings.id, kept[1].id));
    const p = await preview(ev.admin, ev.project.id);
    expect(p.meetings.map((m) => m.date)).toEqual([DAY2]);
  });

  describe('Apply with a plan that breaks a rule (as a planner bug would)', () => {
    /** Plans as the planner does, plus the given meetings. */
    const planPlus = (extra: (s: PlanState) => SchedulerResult['meetings']) => async (state: PlanState) => {
      const r = planSchedule(state.input);
      return { ...r, meetings: [...r.meetings, ...extra(state)] };
    };
    const applyWith = async (
      ev: Awaited<ReturnType<typeof event>>,
      plan: (s: PlanState) => Promise<SchedulerResult>,
    ) => {
      const [project] = await app.db.select().from(projects).where(eq(projects.id, ev.project.id));
      return applyAutoSchedule(app.db, app.bus, {
        project,
        adminId: ev.admin.profile.id,
        fingerprint: 'fresh',
        now: () => new Date('2030-01-01T00:00:00Z'),
        plan,
      });
    };
    const meeting = (buyerId: string, sellerId: string, date: string, slot: number) => ({
      buyerId,
      sellerId,
      date,
      slot,
      interpreterId: null,
      weight: 1,
    });

    it.each([
      ['same_company', 'one company'],
      ['excluded_pair', 'companies kept apart'],
      ['daily_meeting_limit', 'a second meeting on a day of a maximum of one'],
    ])('answers %s for %s and writes nothing', async (code) => {
      const ev = await event(code === 'daily_meeting_limit' ? 1 : null);
      const [b1] = ev.buyers;
      const [s1, s2] = ev.sellers;
      await makeWish(app, ev.project.id, b1.id, s2.id, 'must');
      if (code === 'same_company') await sameCompany(b1, s1);
      if (code === 'excluded_pair') await keepApart(ev.project.id, b1, s1);
      const attempt = applyWith(
        ev,
        planPlus((state) => {
          const planned = planSchedule(state.input).meetings[0];
          // Beside the planned one: the forbidden pair, or the buyer again on the planned meeting's day.
          return [meeting(b1.id, s1.id, planned.date, planned.slot === 1 ? 2 : 1)];
        }),
      );
      await expect(attempt).rejects.toSatisfy((e) => e instanceof ApiError && e.code === code && e.statusCode === 409);
      expect(await liveMeetings(ev.project.id)).toEqual([]);
    });
  });
});

describe('a re-plan for fewer breaks', () => {
  it('keeps where they are the meetings the rules would refuse to write again, and applies the rest', async () => {
    const ev = await event(null, { buyers: 2, sellers: 4 });
    const [b1, b2] = ev.buyers;
    const [s1, s2, s3, s4] = ev.sellers;
    // Buyer 1 has three meetings on day 1 with a break; then the organiser lowers the maximum to 2.
    const over = [
      await meetingAt(ev.project.id, b1.id, s1.id, DAY1, '09:00'),
      await meetingAt(ev.project.id, b1.id, s2.id, DAY1, '11:00'),
      await meetingAt(ev.project.id, b1.id, s3.id, DAY1, '12:00'),
    ];
    // Buyer 2's meeting with seller 4 has a break before it; seller 2 and buyer 2 are kept apart since.
    const apart = await meetingAt(ev.project.id, b2.id, s2.id, DAY1, '09:00');
    const free = await meetingAt(ev.project.id, b2.id, s4.id, DAY1, '11:00');
    await keepApart(ev.project.id, b2, s2);
    await app.db.update(projects).set({ maxMeetingsPerDay: 2 }).where(eq(projects.id, ev.project.id));
    const res = await call(app, 'POST', `/api/projects/${ev.project.id}/replan/preview`, {
      cookie: ev.admin.cookie,
      body: { dates: [DAY1] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as { fingerprint: string; kept: { id: string; why: string }[]; moved: { id: string }[] };
    const rules = p.kept.filter((k) => k.why === 'rules').map((k) => k.id);
    expect(rules.sort()).toEqual([...over.map((m) => m.id), apart.id].sort());
    expect(p.moved.map((m) => m.id)).toEqual([free.id]);
    const applied = await call(app, 'POST', `/api/projects/${ev.project.id}/replan/apply`, {
      cookie: ev.admin.cookie,
      body: { fingerprint: p.fingerprint, dates: [DAY1] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().moved).toBe(1);
    const [moved] = await app.db.select().from(meetings).where(eq(meetings.id, free.id));
    expect(moved.startTime).toBe('10:00:00');
    for (const m of [...over, apart]) {
      const [row] = await app.db.select().from(meetings).where(eq(meetings.id, m.id));
      expect([row.startTime, row.status]).toEqual([m.startTime, 'scheduled']);
    }
  });
});
