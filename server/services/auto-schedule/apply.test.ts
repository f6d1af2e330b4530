// Applying when a slot is taken while we write: the unique indexes refuse the row, everything rolls
// back, and the schedule is planned again; when it keeps happening, a 409 and nothing written.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSchedule } from '../../../core/scheduler/index.ts';
import type { SchedulerResult } from '../../../core/scheduler/types.ts';
import { meetings, notifications, profiles, projects } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { eventFixture, makeMeeting, notificationsOf } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeWish } from '../../test/wish-factories.ts';
import { applyAutoSchedule } from './apply.ts';
import type { PlanState } from './load-input.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** Buyer 1 already meets seller 1 at 09:00 and wishes seller 2; one day of two slots. */
async function setup() {
  const ev = await eventFixture(app, {
    buyers: 1,
    sellers: 2,
    signIn: false,
    project: { startDate: '2030-05-01', endDate: '2030-05-01', dailyMeetLimit: 2 },
  });
  const [b1] = ev.buyers;
  await makeMeeting(app, {
    projectId: ev.project.id,
    buyerId: b1.id,
    sellerId: ev.sellers[0].id,
    startTime: '09:00',
    endTime: '10:00',
  });
  await makeWish(app, ev.project.id, b1.id, ev.sellers[1].id, 'must');
  const [project] = await app.db.select().from(projects).where(eq(projects.id, ev.project.id));
  return { ev, project };
}

/** A plan that puts buyer 1 and seller 2 at 09:00, where buyer 1 is already busy: as if someone took the slot. */
const stale = (state: PlanState): SchedulerResult => ({
  meetings: [
    {
      date: '2030-05-01',
      slot: 1,
      buyerId: state.input.buyers[0],
      sellerId: state.input.wishes[0].sellerId,
      interpreterId: null,
      weight: 3,
    },
  ],
  totalWeight: 3,
  upperBound: 3,
  unmet: [],
  breaks: 0,
  breaksLowerBound: 0,
  maxPersonBreaks: 0,
  elapsedMs: 0,
});

describe('applyAutoSchedule', () => {
  it('rolls back on a unique-index refusal and plans again', async () => {
    const { ev, project } = await setup();
    let calls = 0;
    const plan = async (state: PlanState) => (++calls === 1 ? stale(state) : planSchedule(state.input));
    const out = await applyAutoSchedule(app.db, app.bus, {
      project,
      adminId: ev.admin.profile.id,
      fingerprint: 'from-an-old-preview',
      now: () => new Date('2030-01-01T00:00:00Z'),
      plan,
    });
    expect(calls).toBe(2);
    expect(out).toEqual({ created: 1, replanned: true, total_weight: 3 });
    const rows = await app.db.select().from(meetings).where(eq(meetings.sellerId, ev.sellers[1].id));
    expect(rows.map((m) => m.startTime)).toEqual(['10:00:00']);
  });

  it('gives up with schedule_changed after a few attempts, writing nothing', async () => {
    const { ev, project } = await setup();
    let calls = 0;
    const attempt = applyAutoSchedule(app.db, app.bus, {
      project,
      adminId: ev.admin.profile.id,
      fingerprint: 'x',
      now: () => new Date('2030-01-01T00:00:00Z'),
      plan: async (state) => {
        calls++;
        return stale(state);
      },
    });
    await expect(attempt).rejects.toSatisfy((e) => e instanceof ApiError && e.code === 'schedule_changed');
    expect(calls).toBe(3);
    expect(await app.db.select().from(meetings).where(eq(meetings.projectId, project.id))).toHaveLength(1);
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, ev.buyers[0].id))).toEqual([]);
  });

  it('writes a plan of more meetings than one statement may carry parameters', async () => {
    // 80 x 80 pairs, each meeting once: 6,400 meetings of eleven columns is over PostgreSQL's
    // 65,535 parameters of one statement. Pair (b, s) takes slot (b + s) mod 80 of two days of 50.
    const ev = await eventFixture(app, {
      buyers: 80,
      sellers: 80,
      signIn: false,
      project: { startDate: '2030-06-01', endDate: '2030-06-02', dailyMeetLimit: 50, slotMinutes: 15 },
    });
    const [project] = await app.db.select().from(projects).where(eq(projects.id, ev.project.id));
    const whole = (): SchedulerResult => {
      const planned = ev.buyers.flatMap((b, i) =>
        ev.sellers.map((s, j) => {
          const k = (i + j) % 80;
          return {
            date: k < 50 ? '2030-06-01' : '2030-06-02',
            slot: (k % 50) + 1,
            buyerId: b.id,
            sellerId: s.id,
            interpreterId: null,
            weight: 1,
          };
        }),
      );
      const n = planned.length;
      return {
        meetings: planned,
        totalWeight: n,
        upperBound: n,
        unmet: [],
        breaks: 0,
        breaksLowerBound: 0,
        maxPersonBreaks: 0,
        elapsedMs: 0,
      };
    };
    const out = await applyAutoSchedule(app.db, app.bus, {
      project,
      adminId: ev.admin.profile.id,
      fingerprint: 'none',
      now: () => new Date('2030-01-01T00:00:00Z'),
      plan: async () => whole(),
    });
    expect(out.created).toBe(6_400);
    const written = await app.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.projectId, project.id));
    expect(written).toHaveLength(6_400);
  }, 120_000);

  describe('a plan of several statements with one row that breaks a pair rule (docs/decisions/029)', () => {
    // 50 x 50 pairs over three days of 20 slots: pair (b, s) takes number k = (b + s) mod 50, so each
    // buyer and seller meets 17, 17 and 16 times; k < 17 is day 1, k < 34 day 2, the rest day 3.
    // Buyer-major order puts buyer 45's rows at 2,250-2,299: the second statement of 2,000.
    const DAYS = ['2030-07-01', '2030-07-02', '2030-07-03'];
    async function grid(maxMeetingsPerDay: number | null) {
      const ev = await eventFixture(app, {
        buyers: 50,
        sellers: 50,
        signIn: false,
        project: { startDate: DAYS[0], endDate: DAYS[2], dailyMeetLimit: 20, slotMinutes: 15, maxMeetingsPerDay },
      });
      const [project] = await app.db.select().from(projects).where(eq(projects.id, ev.project.id));
      const planned = ev.buyers.flatMap((b, i) =>
        ev.sellers.map((s, j) => {
          const k = (i + j) % 50;
          const day = k < 17 ? 0 : k < 34 ? 1 : 2;
          return {
            date: DAYS[day],
            slot: k - 17 * day + 1,
            buyerId: b.id,
            sellerId: s.id,
            interpreterId: null,
            weight: 1,
          };
        }),
      );
      return { ev, project, planned };
    }
    const planOf = (planned: SchedulerResult['meetings']): SchedulerResult => ({
      meetings: planned,
      totalWeight: planned.length,
      upperBound: planned.length,
      unmet: [],
      breaks: 0,
      breaksLowerBound: 0,
      maxPersonBreaks: 0,
      elapsedMs: 0,
    });
    const applyPlan = (g: Awaited<ReturnType<typeof grid>>) =>
      applyAutoSchedule(app.db, app.bus, {
        project: g.project,
        adminId: g.ev.admin.profile.id,
        fingerprint: 'none',
        now: () => new Date('2030-01-01T00:00:00Z'),
        plan: async () => planOf(g.planned),
      });
    async function expectNothingWritten(g: Awaited<ReturnType<typeof grid>>) {
      expect(await app.db.select().from(meetings).where(eq(meetings.projectId, g.project.id))).toEqual([]);
      for (const person of [g.ev.buyers[0], g.ev.buyers[45], g.ev.sellers[3]]) {
        expect(await notificationsOf(app, person.id)).toEqual([]);
      }
    }

    it('one company: same_company, and not one of the 2,500 meetings nor any notification is written', async () => {
      const g = await grid(null);
      const firm = `One Firm ${randomBytes(3).toString('hex')}`;
      await app.db
        .update(profiles)
        .set({ companyName: firm, companyId: null })
        .where(inArray(profiles.id, [g.ev.buyers[45].id, g.ev.sellers[3].id]));
      await expect(applyPlan(g)).rejects.toSatisfy(
        (e) => e instanceof ApiError && e.statusCode === 409 && e.code === 'same_company',
      );
      await expectNothingWritten(g);
    }, 120_000);

    it('one meeting over the daily maximum, counted among the rows of its own statement: daily_meeting_limit', async () => {
      const g = await grid(17);
      // Buyer 45 meets seller 45 at k = 40, on day 3; moved to day 1's free slot 18 it is the buyer's 18th that day.
      const row = g.planned.findIndex((m) => m.buyerId === g.ev.buyers[45].id && m.sellerId === g.ev.sellers[45].id);
      expect(row).toBeGreaterThan(2_000);
      g.planned[row] = { ...g.planned[row], date: DAYS[0], slot: 18 };
      await expect(applyPlan(g)).rejects.toSatisfy(
        (e) => e instanceof ApiError && e.code === 'daily_meeting_limit' && e.details?.person === 'buyer',
      );
      await expectNothingWritten(g);
      // Within the maximum the same plan is written whole.
      g.planned[row] = { ...g.planned[row], date: DAYS[2], slot: 7 };
      expect((await applyPlan(g)).created).toBe(2_500);
    }, 120_000);
  });
});
