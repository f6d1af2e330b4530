// The auto-schedule with the organiser's asks (docs/rules.md#fixed-meetings-and-precedences): fixed
// meetings planned exactly at their slots with a table, written on apply; precedences kept; and when
// the asks leave no plan, 422 plan_infeasible whose reasons name the people, meetings and slots.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingTables, unavailableSlots } from '../../db/schema.ts';
import { call, eventFixture, makeMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeWish } from '../../test/wish-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** One day (2030-05-01) of `slots` hour slots from 09:00. */
const event = (slots: number, buyers = 3, sellers = 2) =>
  eventFixture(app, {
    buyers,
    sellers,
    project: { startDate: '2030-05-01', endDate: '2030-05-01', dailyMeetLimit: slots },
  });
type Fx = Awaited<ReturnType<typeof event>>;
type Person = Fx['buyers'][number];

const fix = async (fx: Fx, buyer: Person, seller: Person, slot: number) => {
  const res = await call(app, 'POST', `/api/projects/${fx.project.id}/fixed-meetings`, {
    cookie: fx.admin.cookie,
    body: { buyer_id: buyer.id, seller_id: seller.id, date: '2030-05-01', slot_number: slot },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const order = async (fx: Fx, before: [Person, Person], after: [Person, Person]) => {
  const res = await call(app, 'POST', `/api/projects/${fx.project.id}/precedences`, {
    cookie: fx.admin.cookie,
    body: {
      before: { buyer_id: before[0].id, seller_id: before[1].id },
      after: { buyer_id: after[0].id, seller_id: after[1].id },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const preview = (fx: Fx) =>
  call(app, 'POST', `/api/projects/${fx.project.id}/auto-schedule/preview`, { cookie: fx.admin.cookie });
const named = (p: Person) => ({ id: p.id, full_name: p.profile.fullName, company_name: p.profile.companyName });

describe('auto-schedule with fixed meetings and precedences', () => {
  it('plans a fixed meeting at its slot with a table even unwished, works the wishes around it, and writes it', async () => {
    const fx = await event(3);
    const [b1, b2] = fx.buyers;
    const [s1] = fx.sellers;
    await app.db.insert(meetingTables).values({ projectId: fx.project.id, name: 'T-1', position: 1 });
    await fix(fx, b1, s1, 2);
    await makeWish(app, fx.project.id, b2.id, s1.id, 'must');
    const res = await preview(fx);
    expect(res.statusCode, res.body).toBe(200);
    const shown = res
      .json()
      .meetings.map(
        (m: {
          buyer: { id: string };
          start_time: string;
          table: { name: string } | null;
          weight: number;
          fixed: boolean;
        }) => [m.buyer.id, m.start_time, m.table?.name, m.weight, m.fixed],
      );
    expect(shown).toContainEqual([b1.id, '10:00', 'T-1', 0, true]);
    expect(shown).toContainEqual([b2.id, expect.any(String), expect.any(String), expect.any(Number), false]);
    expect(shown).toHaveLength(2);
    const applied = await call(app, 'POST', `/api/projects/${fx.project.id}/auto-schedule/apply`, {
      cookie: fx.admin.cookie,
      body: { fingerprint: res.json().fingerprint },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [written] = await app.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.buyerId, b1.id), eq(meetings.sellerId, s1.id)));
    expect(written).toMatchObject({ meetingDate: '2030-05-01', startTime: '10:00:00', status: 'scheduled' });
    // Applied, the fixed meeting is booked where it was asked: planning again has nothing against it.
    expect((await preview(fx)).statusCode).toBe(200);
  });

  it('keeps the order asked: a meeting fixed late pulls the one before it earlier', async () => {
    const fx = await event(3);
    const [b1, b2] = fx.buyers;
    const [s1, s2] = fx.sellers;
    await fix(fx, b2, s2, 1);
    await makeWish(app, fx.project.id, b1.id, s1.id, 'must');
    // b1-s1 must come after b2-s2 (09:00), and b1 is away at 10:00: only 11:00 is left.
    await order(fx, [b2, s2], [b1, s1]);
    await app.db
      .insert(unavailableSlots)
      .values({ projectId: fx.project.id, userId: b1.id, date: '2030-05-01', slotNumber: 2 });
    const res = await preview(fx);
    expect(res.statusCode, res.body).toBe(200);
    const times = Object.fromEntries(
      res.json().meetings.map((m: { buyer: { id: string }; start_time: string }) => [m.buyer.id, m.start_time]),
    );
    expect(times).toEqual({ [b2.id]: '09:00', [b1.id]: '11:00' });
  });

  it('two fixed meetings of one seller in one slot: 422 plan_infeasible naming the seller, the slot and both meetings', async () => {
    const fx = await event(3);
    const [b1, b2] = fx.buyers;
    const [s1] = fx.sellers;
    await fix(fx, b1, s1, 2);
    await fix(fx, b2, s1, 2);
    const res = await preview(fx);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('plan_infeasible');
    const reasons = res.json().error.details.reasons as { meetings: { buyer: { full_name: string } }[] }[];
    // Ids decide which of the two comes first: compared in name order.
    for (const r of reasons) r.meetings.sort((x, y) => x.buyer.full_name.localeCompare(y.buyer.full_name));
    expect(reasons).toEqual([
      {
        code: 'fixed_person_clash',
        people: [named(s1)],
        meetings: [b1, b2].map((b) => ({
          buyer: named(b),
          seller: named(s1),
          date: '2030-05-01',
          start_time: '10:00',
          fixed: true,
        })),
        slots: [{ date: '2030-05-01', start_time: '10:00', end_time: '11:00' }],
      },
    ]);
    // Apply refuses the same way and writes nothing.
    const applied = await call(app, 'POST', `/api/projects/${fx.project.id}/auto-schedule/apply`, {
      cookie: fx.admin.cookie,
      body: { fingerprint: 'none' },
    });
    expect(applied.statusCode).toBe(422);
    expect(await app.db.select().from(meetings).where(eq(meetings.projectId, fx.project.id))).toEqual([]);
  });

  it('names a fixed meeting against a booked one, in an away slot, and a circle of orders', async () => {
    const fx = await event(3);
    const [b1, b2, b3] = fx.buyers;
    const [s1, s2] = fx.sellers;
    await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: b3.id,
      sellerId: s1.id,
      startTime: '09:00',
      endTime: '10:00',
    });
    await fix(fx, b1, s1, 1);
    await app.db
      .insert(unavailableSlots)
      .values({ projectId: fx.project.id, userId: s2.id, date: '2030-05-01', slotNumber: 3 });
    await fix(fx, b2, s2, 3);
    await order(fx, [b1, s2], [b2, s1]);
    await order(fx, [b2, s1], [b1, s2]);
    const res = await preview(fx);
    expect(res.statusCode).toBe(422);
    const reasons = res.json().error.details.reasons as {
      code: string;
      people: { full_name: string }[];
      meetings: { buyer: { full_name: string }; fixed: boolean; start_time: string | null }[];
    }[];
    expect(
      reasons.map((r) => [
        r.code,
        r.people.map((p) => p.full_name),
        // A circle has no first meeting: compared in name order.
        r.meetings.map((m) => [m.buyer.full_name, m.fixed, m.start_time]).sort(),
      ]),
    ).toEqual([
      [
        'fixed_person_clash',
        ['Seller 1'],
        [
          ['Buyer 1', true, '09:00'],
          ['Buyer 3', false, '09:00'],
        ],
      ],
      ['fixed_when_away', ['Seller 2'], [['Buyer 2', true, '11:00']]],
      [
        'precedence_cycle',
        [],
        [
          ['Buyer 1', false, null],
          ['Buyer 2', false, null],
        ],
      ],
    ]);
  });
});
