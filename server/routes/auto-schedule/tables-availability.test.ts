// The auto-schedule with tables and everyone's availability (docs/rules.md#tables, #availability):
// the plan keeps people out of the slots they are away, fills no more pool tables than are free,
// names each meeting's table, writes it on apply, and reports the plan's breaks with their bound.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingTables, projectParticipants, unavailableSlots } from '../../db/schema.ts';
import { call, eventFixture } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeTravel } from '../../test/venue-factories.ts';
import { makeWish } from '../../test/wish-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type Named = { full_name: string };
type Preview = {
  fingerprint: string;
  meetings: { buyer: Named; seller: Named; start_time: string; table: { id: string; name: string } | null }[];
  unmet: { buyer: Named; seller: Named; reason: string }[];
  breaks: number;
  breaks_lower_bound: number;
  max_person_breaks: number;
};

async function preview(cookie: string, projectId: string): Promise<Preview> {
  const res = await call(app, 'POST', `/api/projects/${projectId}/auto-schedule/preview`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** One day (2030-05-01, Asia/Seoul) of `slots` hour slots from 09:00. */
const oneDay = (slots: number) => ({
  project: { startDate: '2030-05-01', endDate: '2030-05-01', dailyMeetLimit: slots },
});

const away = (projectId: string, userId: string, slotNumber: number) =>
  app.db.insert(unavailableSlots).values({ projectId, userId, date: '2030-05-01', slotNumber });

const at = (p: Preview) =>
  p.meetings.map((m) => [m.buyer.full_name, m.seller.full_name, m.start_time, m.table?.name ?? null]).sort();

describe('auto-schedule and availability', () => {
  it('keeps a seller out of the slots they marked and a buyer out of the slots before their arrival, and says who was away', async () => {
    const ev = await eventFixture(app, { buyers: 2, sellers: 2, ...oneDay(3) });
    const [b1, b2] = ev.buyers;
    const [s1, s2] = ev.sellers;
    // Seller 1 can only meet at 10:00; buyer 2 lands at 09:30 (Seoul) and, with the 60-minute
    // margin, can meet from 10:30: only at 11:00.
    await away(ev.project.id, s1.id, 1);
    await away(ev.project.id, s1.id, 3);
    await makeTravel(app, { userId: b2.id, projectId: ev.project.id, arrivalTime: new Date('2030-05-01T00:30:00Z') });
    await makeWish(app, ev.project.id, b1.id, s1.id, 'must');
    await makeWish(app, ev.project.id, b2.id, s2.id, 'must');
    await makeWish(app, ev.project.id, b2.id, s1.id, 'like');
    const p = await preview(ev.admin.cookie, ev.project.id);
    expect(at(p)).toEqual([
      ['Buyer 1', 'Seller 1', '10:00', null],
      ['Buyer 2', 'Seller 2', '11:00', null],
    ]);
    expect(p.unmet.map((u) => [u.buyer.full_name, u.seller.full_name, u.reason])).toEqual([
      ['Buyer 2', 'Seller 1', 'buyer_away'],
    ]);
  });

  it('reports the breaks no plan can avoid, with their lower bound', async () => {
    const ev = await eventFixture(app, { buyers: 1, sellers: 2, ...oneDay(3) });
    const [b1] = ev.buyers;
    const [s1, s2] = ev.sellers;
    // Buyer 1 is away at 10:00, seller 1 at 11:00, seller 2 at 09:00: buyer 1 meets at 09:00 and 11:00.
    await away(ev.project.id, b1.id, 2);
    await away(ev.project.id, s1.id, 3);
    await away(ev.project.id, s2.id, 1);
    await makeWish(app, ev.project.id, b1.id, s1.id, 'must');
    await makeWish(app, ev.project.id, b1.id, s2.id, 'must');
    const p = await preview(ev.admin.cookie, ev.project.id);
    expect(at(p)).toEqual([
      ['Buyer 1', 'Seller 1', '09:00', null],
      ['Buyer 1', 'Seller 2', '11:00', null],
    ]);
    expect([p.breaks, p.breaks_lower_bound, p.max_person_breaks]).toEqual([1, 1, 1]);
  });
});

describe('auto-schedule and tables', () => {
  it('fills no more meetings per slot than free pool tables, names each table and writes it on apply', async () => {
    const ev = await eventFixture(app, { buyers: 3, sellers: 3, ...oneDay(1) });
    const [b1, b2, b3] = ev.buyers;
    const [s1, s2, s3] = ev.sellers;
    // Table A is the pool's only table; table B is seller 2's own.
    const [a, b] = await app.db
      .insert(meetingTables)
      .values([
        { projectId: ev.project.id, name: 'A', position: 1 },
        { projectId: ev.project.id, name: 'B', position: 2 },
      ])
      .returning();
    await app.db
      .update(projectParticipants)
      .set({ tableId: b.id })
      .where(and(eq(projectParticipants.projectId, ev.project.id), eq(projectParticipants.userId, s2.id)));
    await makeWish(app, ev.project.id, b1.id, s1.id, 'must');
    await makeWish(app, ev.project.id, b2.id, s2.id, 'like');
    await makeWish(app, ev.project.id, b3.id, s3.id, 'like');

    const p = await preview(ev.admin.cookie, ev.project.id);
    expect(at(p)).toEqual([
      ['Buyer 1', 'Seller 1', '09:00', 'A'],
      ['Buyer 2', 'Seller 2', '09:00', 'B'],
    ]);
    expect(p.unmet.map((u) => [u.buyer.full_name, u.reason])).toEqual([['Buyer 3', 'no_free_table']]);

    const res = await call(app, 'POST', `/api/projects/${ev.project.id}/auto-schedule/apply`, {
      cookie: ev.admin.cookie,
      body: { fingerprint: p.fingerprint },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await app.db.select().from(meetings).where(eq(meetings.projectId, ev.project.id));
    expect(rows.map((r) => [r.sellerId, r.tableId]).sort()).toEqual(
      [
        [s1.id, a.id],
        [s2.id, b.id],
      ].sort(),
    );
  });

  it('counts the pool tables kept meetings hold, and keeps a seller off their table when another meeting holds it', async () => {
    const ev = await eventFixture(app, { buyers: 3, sellers: 3, ...oneDay(2) });
    const [b1, b2, b3] = ev.buyers;
    const [s1, s2, s3] = ev.sellers;
    const [a, b] = await app.db
      .insert(meetingTables)
      .values([
        { projectId: ev.project.id, name: 'A', position: 1 },
        { projectId: ev.project.id, name: 'B', position: 2 },
      ])
      .returning();
    await app.db
      .update(projectParticipants)
      .set({ tableId: b.id })
      .where(and(eq(projectParticipants.projectId, ev.project.id), eq(projectParticipants.userId, s2.id)));
    // At 09:00 a kept meeting of buyer 3 and seller 3 holds pool table A, and one of buyer 1 and
    // seller 1 sits at seller 2's table B (an organiser put it there).
    await app.db.insert(meetings).values([
      {
        projectId: ev.project.id,
        buyerId: b3.id,
        sellerId: s3.id,
        tableId: a.id,
        meetingDate: '2030-05-01',
        startTime: '09:00',
        endTime: '10:00',
        status: 'scheduled',
      },
      {
        projectId: ev.project.id,
        buyerId: b1.id,
        sellerId: s1.id,
        tableId: b.id,
        meetingDate: '2030-05-01',
        startTime: '09:00',
        endTime: '10:00',
        status: 'scheduled',
      },
    ]);
    await makeWish(app, ev.project.id, b2.id, s2.id, 'must');
    await makeWish(app, ev.project.id, b2.id, s3.id, 'must');
    const p = await preview(ev.admin.cookie, ev.project.id);
    // Seller 2 cannot sit at B at 09:00, and the pool's only table is taken at 09:00: whoever buyer 2
    // meets, it is at 10:00, and the other wish goes unmet.
    expect(p.meetings.map((m) => m.start_time)).toEqual(['10:00']);
    expect(p.unmet.map((u) => u.reason)).toEqual(['outweighed']);
  });
});

describe('the fairness limit of compact days', () => {
  it('plans with the limit asked for, applies a preview of the same limit as it is and plans again for another', async () => {
    const ev = await eventFixture(app, { buyers: 1, sellers: 2, ...oneDay(3) });
    await makeWish(app, ev.project.id, ev.buyers[0].id, ev.sellers[0].id, 'must');
    await makeWish(app, ev.project.id, ev.buyers[0].id, ev.sellers[1].id, 'must');
    const url = (what: string) => `/api/projects/${ev.project.id}/auto-schedule/${what}`;
    const plan = async (body?: object) => {
      const res = await call(app, 'POST', url('preview'), { cookie: ev.admin.cookie, body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Preview & { max_breaks_per_person: number };
    };
    const byDefault = await plan();
    const none = await plan({ max_breaks_per_person: 0 });
    expect([byDefault.max_breaks_per_person, none.max_breaks_per_person]).toEqual([2, 0]);
    expect(none.fingerprint).not.toBe(byDefault.fingerprint);
    expect(none.max_person_breaks).toBe(0);

    for (const body of [{ max_breaks_per_person: 11 }, { max_breaks_per_person: 1.5 }, { other: 1 }]) {
      const res = await call(app, 'POST', url('preview'), { cookie: ev.admin.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const applied = await call(app, 'POST', url('apply'), {
      cookie: ev.admin.cookie,
      body: { fingerprint: none.fingerprint, max_breaks_per_person: 1 },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().replanned).toBe(true);
  });
});
