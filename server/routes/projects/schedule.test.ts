import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandMeetings, type ScheduleChoices, type ScheduleWire } from '../../../core/schemas/schedule.ts';
import { blockedTimeSlots, profiles, projectParticipants } from '../../db/schema.ts';
import {
  addParticipant,
  call,
  eventFixture,
  makeMeeting,
  makeProject,
  makeUser,
  setActive,
  signedIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Fixture: a three-day project (2030-05-01..03, 10 slots from 09:00) with 3 buyers, 3 sellers,
// 2 interpreters; each test that blocks uses its own slot numbers.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
let outsider: Awaited<ReturnType<typeof signedIn>>;
const DAY = '2030-05-01';
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 3, sellers: 3, interpreters: 2 });
  outsider = await signedIn(app, 'seller');
});
afterAll(() => app.dispose());

const admin = () => fx.admin.cookie;
const schedule = (date = DAY, cookie = admin(), projectId = fx.project.id) =>
  call(app, 'GET', `/api/projects/${projectId}/schedule?date=${date}`, { cookie });
const choices = (date = DAY, cookie = admin(), projectId = fx.project.id) =>
  call(app, 'GET', `/api/projects/${projectId}/schedule/choices?date=${date}`, { cookie });
/** A seller of the project, made for one test; gives their id. */
async function makeSeller(projectId: string, fullName: string) {
  const seller = await makeUser(app, { role: 'seller', fullName });
  await addParticipant(app, projectId, { id: seller.profile.id, role: 'seller' });
  return [seller.profile.id] as const;
}
const block = (body: Record<string, unknown>, cookie = admin(), projectId = fx.project.id) =>
  call(app, 'POST', `/api/projects/${projectId}/blocked-slots`, { cookie, body: { date: DAY, ...body } });
const unblock = (id: string, cookie = admin()) => call(app, 'DELETE', `/api/blocked-slots/${id}`, { cookie });
const blockRows = () => app.db.select().from(blockedTimeSlots).where(eq(blockedTimeSlots.projectId, fx.project.id));

describe('GET /api/projects/:id/schedule', () => {
  it("gives the day's first window: slots, buyers, their meetings, other-day pairs and blocks; the choices give the rest", async () => {
    const [b1, b2, b3] = fx.buyers;
    const [s1, s2, s3] = fx.sellers;
    const [i1] = fx.interpreters;
    await app.db
      .update(profiles)
      .set({ languages: ['ko', 'en'] })
      .where(eq(profiles.id, i1.id));
    // An inactive buyer and a participant not confirmed are left out of the grid.
    const inactive = await makeUser(app, { role: 'buyer', fullName: 'Buyer 0 inactive' });
    await addParticipant(app, fx.project.id, { id: inactive.profile.id, role: 'buyer' });
    await setActive(app, inactive.profile.id, false);
    const invited = await makeUser(app, { role: 'seller', fullName: 'Seller 0 invited' });
    await app.db
      .insert(projectParticipants)
      .values({ projectId: fx.project.id, userId: invited.profile.id, role: 'seller', status: 'invited' });

    const p = fx.project.id;
    const today = await makeMeeting(app, { projectId: p, buyerId: b1.id, sellerId: s1.id, interpreterId: i1.id });
    await makeMeeting(app, { projectId: p, buyerId: b2.id, sellerId: s2.id, status: 'cancelled' });
    await makeMeeting(app, { projectId: p, buyerId: b2.id, sellerId: s3.id, meetingDate: '2030-05-02' });
    await makeMeeting(app, {
      projectId: p,
      buyerId: b3.id,
      sellerId: s1.id,
      meetingDate: '2030-05-03',
      status: 'cancelled',
    });
    // The same people in another project on the same day are not this project's grid.
    const other = await makeProject(app);
    await makeMeeting(app, {
      projectId: other.id,
      buyerId: b3.id,
      sellerId: s3.id,
      startTime: '11:00',
      endTime: '12:00',
    });
    await app.db.insert(blockedTimeSlots).values([
      { projectId: p, buyerId: b2.id, date: DAY, slotNumber: 9, reason: 'lunch' },
      { projectId: p, buyerId: null, date: DAY, slotNumber: 10 },
      { projectId: p, buyerId: null, date: '2030-05-02', slotNumber: 10 },
    ]);

    const res = await schedule();
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.date).toBe(DAY);
    expect(s.project).toMatchObject({ id: p, daily_meet_limit: 10 });
    expect(s.slots).toHaveLength(10);
    expect(s.slots[0]).toEqual({ number: 1, start: '09:00', end: '10:00' });
    expect(s.slots[9]).toEqual({ number: 10, start: '18:00', end: '19:00' });
    expect(s.buyers.map((b: { full_name: string }) => b.full_name)).toEqual(['Buyer 1', 'Buyer 2', 'Buyer 3']);
    expect([s.buyer_total, s.offset]).toEqual([3, 0]);
    expect(s.buyers[0]).toEqual({ id: b1.id, full_name: 'Buyer 1', company_name: b1.profile.companyName });
    // Each meeting names its people by id only: the buyers above, the others once in `people`.
    expect(s.meetings).toEqual([
      {
        id: today.id,
        buyer_id: b1.id,
        seller_id: s1.id,
        interpreter_id: i1.id,
        start_time: '09:00',
        end_time: '10:00',
        location: '',
        table: null,
        notes: '',
        status: 'scheduled',
        absence: null,
        check_in_count: 0,
      },
    ]);
    expect(s.people).toEqual(
      expect.arrayContaining([
        { id: s1.id, full_name: 'Seller 1', company_name: s1.profile.companyName },
        { id: i1.id, full_name: 'Interpreter 1', company_name: i1.profile.companyName },
      ]),
    );
    expect(s.people).toHaveLength(2);
    expect(s.other_day_pairs).toEqual([{ buyer_id: b2.id, seller_id: s3.id }]);
    expect(
      s.blocked.map((b: { buyer_id: string | null; slot_number: number; reason: string }) => [
        b.buyer_id,
        b.slot_number,
        b.reason,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [b2.id, 9, 'lunch'],
        [null, 10, ''],
      ]),
    );
    expect(s.blocked).toHaveLength(2);

    const c = (await choices()).json();
    expect(c.sellers.map((b: { id: string }) => b.id)).toEqual([s1.id, s2.id, s3.id]);
    expect(c.interpreters).toEqual([
      { id: i1.id, full_name: 'Interpreter 1', languages: ['ko', 'en'] },
      { id: fx.interpreters[1].id, full_name: 'Interpreter 2', languages: [] },
    ]);
    expect(c.tables).toEqual([]);
    // Seller 1 and interpreter 1 are busy at 09:00, named by their places in the lists.
    expect(c.busy).toEqual([{ start: '09:00', sellers: [0], interpreters: [0], tables: [] }]);
  });

  it("keeps a gone buyer's meeting out of the rows but its seller busy in the choices; the web gets each meeting whole back", async () => {
    const project = await makeProject(app);
    const [buyer, gone, seller] = await Promise.all([
      makeUser(app, { role: 'buyer', fullName: 'Kept Buyer' }),
      makeUser(app, { role: 'buyer', fullName: 'Gone Buyer' }),
      makeUser(app, { role: 'seller', fullName: 'Kept Seller' }),
    ]);
    for (const [p, role] of [
      [buyer, 'buyer'],
      [gone, 'buyer'],
      [seller, 'seller'],
    ] as const)
      await addParticipant(app, project.id, { id: p.profile.id, role });
    const meeting = await makeMeeting(app, {
      projectId: project.id,
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      meetingDate: DAY,
    });
    const [other] = await makeSeller(project.id, 'Other Seller');
    await makeMeeting(app, {
      projectId: project.id,
      buyerId: gone.profile.id,
      sellerId: other,
      meetingDate: DAY,
      startTime: '10:00',
      endTime: '11:00',
    });
    await setActive(app, gone.profile.id, false);
    const wire = (await schedule(DAY, admin(), project.id)).json() as ScheduleWire;
    expect(wire.buyers.map((b) => b.full_name)).toEqual(['Kept Buyer']);
    expect(wire.meetings.map((m) => m.id)).toEqual([meeting.id]);
    const c = (await choices(DAY, admin(), project.id)).json() as ScheduleChoices;
    const at10 = c.busy.find((b) => b.start === '10:00');
    expect(at10?.sellers.map((i) => c.sellers[i].full_name)).toEqual(['Other Seller']);

    const [whole] = expandMeetings(wire);
    expect(whole).toMatchObject({
      id: meeting.id,
      project: { id: project.id, name: project.name, time_zone: project.timeZone },
      buyer: { id: buyer.profile.id, full_name: 'Kept Buyer' },
      seller: { id: seller.profile.id, full_name: 'Kept Seller' },
      interpreter: null,
      meeting_date: DAY,
    });
    // The very meeting the meetings API gives, once put back together.
    const { attendances, can, checked_in, ...asListed } = (
      await call(app, 'GET', `/api/meetings/${meeting.id}`, { cookie: admin() })
    ).json();
    expect(whole).toEqual(asListed);
  });

  it('gives an empty day of a project without meetings', async () => {
    const empty = await makeProject(app, { dailyMeetLimit: 3, slotMinutes: 30, dayStart: '13:00' });
    const s = (await schedule('2030-05-02', admin(), empty.id)).json();
    expect(s.slots).toEqual([
      { number: 1, start: '13:00', end: '13:30' },
      { number: 2, start: '13:30', end: '14:00' },
      { number: 3, start: '14:00', end: '14:30' },
    ]);
    expect([s.buyers, s.meetings, s.people, s.other_day_pairs, s.blocked, s.unavailable]).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(s.buyer_total).toBe(0);
    const c = (await choices('2030-05-02', admin(), empty.id)).json();
    expect([c.sellers, c.interpreters, c.tables, c.unavailable, c.busy]).toEqual([[], [], [], [], []]);
  });

  it.each(['2030-04-30', '2030-05-04'])('refuses %s, outside the project: 400 outside_project', async (date) => {
    const res = await schedule(date);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('outside_project');
  });

  it('accepts the first and the last day', async () => {
    expect((await schedule('2030-05-01')).statusCode).toBe(200);
    expect((await schedule('2030-05-03')).statusCode).toBe(200);
  });

  it('needs a valid date', async () => {
    expect((await call(app, 'GET', `/api/projects/${fx.project.id}/schedule`, { cookie: admin() })).statusCode).toBe(
      400,
    );
    expect((await schedule('2030-02-30')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown project', async () => {
    expect((await schedule(DAY, admin(), randomUUID())).statusCode).toBe(404);
  });

  it('is admin-only: participants and outsiders get 403', async () => {
    for (const p of [fx.buyers[0], fx.sellers[0], fx.interpreters[0], outsider]) {
      const res = await schedule(DAY, p.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });
});

describe('POST /api/projects/:id/blocked-slots', () => {
  it('blocks a slot for one buyer: 201 with the row', async () => {
    const res = await block({ buyer_id: fx.buyers[0].id, slot_number: 4, reason: 'Press interview' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      buyer_id: fx.buyers[0].id,
      date: DAY,
      slot_number: 4,
      reason: 'Press interview',
    });
    const [row] = await app.db.select().from(blockedTimeSlots).where(eq(blockedTimeSlots.id, body.id));
    expect(row.createdBy).toBe(fx.admin.profile.id);
    expect((await schedule()).json().blocked).toContainEqual(body);
  });

  it('blocks a whole slot for every buyer (buyer_id null, the default)', async () => {
    const res = await block({ slot_number: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ buyer_id: null, slot_number: 5, reason: '' });
  });

  it('lets a buyer block sit beside a whole-slot block', async () => {
    expect((await block({ slot_number: 6 })).statusCode).toBe(201);
    expect((await block({ slot_number: 6, buyer_id: fx.buyers[1].id })).statusCode).toBe(201);
  });

  it('refuses the same block twice: 409 already_blocked', async () => {
    const before = (await blockRows()).length;
    for (const buyer_id of [fx.buyers[2].id, null]) {
      expect((await block({ buyer_id, slot_number: 7 })).statusCode).toBe(201);
      const res = await block({ buyer_id, slot_number: 7 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('already_blocked');
    }
    expect((await blockRows()).length).toBe(before + 2);
  });

  it('refuses a slot where the buyer has a meeting: 409 slot_has_meeting', async () => {
    const [b1] = fx.buyers;
    await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: b1.id,
      sellerId: fx.sellers[1].id,
      meetingDate: '2030-05-03',
      startTime: '10:00',
      endTime: '11:00',
    });
    const res = await block({ buyer_id: b1.id, date: '2030-05-03', slot_number: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('slot_has_meeting');
    // Another buyer's slot at that time is free to block; the whole slot is not.
    expect((await block({ buyer_id: fx.buyers[1].id, date: '2030-05-03', slot_number: 2 })).statusCode).toBe(201);
    const whole = await block({ buyer_id: null, date: '2030-05-03', slot_number: 2 });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().error.code).toBe('slot_has_meeting');
  });

  it('does not count a cancelled meeting as sitting in the slot', async () => {
    await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[2].id,
      sellerId: fx.sellers[2].id,
      meetingDate: '2030-05-03',
      startTime: '12:00',
      endTime: '13:00',
      status: 'cancelled',
    });
    expect((await block({ buyer_id: fx.buyers[2].id, date: '2030-05-03', slot_number: 4 })).statusCode).toBe(201);
  });

  it('refuses a date outside the project or a slot past the day: 400 outside_project', async () => {
    for (const body of [
      { date: '2030-05-04', slot_number: 1 },
      { date: '2030-04-30', slot_number: 1 },
      { slot_number: 11 },
    ]) {
      const res = await block(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('outside_project');
    }
  });

  it('refuses a buyer who is not in the project: 400 not_participant', async () => {
    const stranger = await makeUser(app, { role: 'buyer' });
    const res = await block({ buyer_id: stranger.profile.id, slot_number: 8 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('not_participant');
    const seller = await block({ buyer_id: fx.sellers[0].id, slot_number: 8 });
    expect(seller.json().error.code).toBe('not_participant');
  });

  it('refuses a malformed body with 400', async () => {
    expect((await block({ slot_number: 0 })).statusCode).toBe(400);
    expect((await block({ slot_number: 51 })).statusCode).toBe(400);
    expect((await block({ slot_number: 1, buyer_id: 'x' })).statusCode).toBe(400);
    expect((await block({ slot_number: 1, color: 'red' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown project', async () => {
    expect((await block({ slot_number: 1 }, admin(), randomUUID())).statusCode).toBe(404);
  });

  it('is admin-only', async () => {
    const before = (await blockRows()).length;
    for (const p of [fx.buyers[0], fx.sellers[0], fx.interpreters[0], outsider]) {
      expect((await block({ slot_number: 8 }, p.cookie)).statusCode).toBe(403);
    }
    expect((await blockRows()).length).toBe(before);
  });
});

describe('DELETE /api/blocked-slots/:id', () => {
  it('unblocks: 204, gone from the grid, then 404', async () => {
    const { id } = (await block({ buyer_id: fx.buyers[0].id, date: '2030-05-02', slot_number: 3 })).json();
    const res = await unblock(id);
    expect(res.statusCode).toBe(204);
    expect((await schedule('2030-05-02')).json().blocked.some((b: { id: string }) => b.id === id)).toBe(false);
    expect((await unblock(id)).statusCode).toBe(404);
  });

  it('lets the slot be blocked again after unblocking', async () => {
    const first = (await block({ date: '2030-05-02', slot_number: 4 })).json();
    await unblock(first.id);
    expect((await block({ date: '2030-05-02', slot_number: 4 })).statusCode).toBe(201);
  });

  it('is admin-only', async () => {
    const { id } = (await block({ date: '2030-05-02', slot_number: 5 })).json();
    for (const p of [fx.buyers[0], fx.sellers[0], outsider]) expect((await unblock(id, p.cookie)).statusCode).toBe(403);
    expect((await blockRows()).some((b) => b.id === id)).toBe(true);
  });
});
