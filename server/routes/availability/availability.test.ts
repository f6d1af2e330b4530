// A person's availability (docs/rules.md#availability): reading it with the reasons of each lost slot
// (marked, travel with its side, the organiser's block), marking and unmarking slots, half-days and
// days, the refusals, and who may do it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability } from '../../../core/schemas/availability.ts';
import { blockedTimeSlots, projects, unavailableSlots } from '../../db/schema.ts';
import { call, eventFixture, makeMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeTravel } from '../../test/venue-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** A project of 2030-05-01..03, 10 slots of 60 minutes from 09:00 (slots 1-3 are the morning). */
const event = (project = {}) => eventFixture(app, { buyers: 2, sellers: 1, interpreters: 1, volunteers: 1, project });
type Fx = Awaited<ReturnType<typeof event>>;

const read = (fx: Fx, cookie: string, user?: string) =>
  call(app, 'GET', `/api/projects/${fx.project.id}/availability${user ? `?user=${user}` : ''}`, { cookie });
const change = (fx: Fx, cookie: string, body: Record<string, unknown>) =>
  call(app, 'PUT', `/api/projects/${fx.project.id}/availability`, { cookie, body });
const marksOf = async (projectId: string, userId: string) =>
  (
    await app.db
      .select({ date: unavailableSlots.date, slot: unavailableSlots.slotNumber, by: unavailableSlots.createdBy })
      .from(unavailableSlots)
      .where(and(eq(unavailableSlots.projectId, projectId), eq(unavailableSlots.userId, userId)))
  ).sort((a, b) => a.date.localeCompare(b.date) || a.slot - b.slot);
const day = (a: Availability, date: string) => a.days.find((d) => d.date === date);

describe('GET /api/projects/:id/availability', () => {
  it("answers the caller's days and slots, all available at first", async () => {
    const fx = await event();
    const res = await read(fx, fx.buyers[0].cookie);
    expect(res.statusCode).toBe(200);
    const a = res.json() as Availability;
    expect(a.person).toMatchObject({ id: fx.buyers[0].id, role: 'buyer' });
    expect(a.project).toMatchObject({ id: fx.project.id, time_zone: 'Asia/Seoul', travel_margin_minutes: 60 });
    expect(a.slots[0]).toEqual({ number: 1, start: '09:00', end: '10:00' });
    expect(a.slots).toHaveLength(10);
    expect(a.days.map((d) => d.date)).toEqual(['2030-05-01', '2030-05-02', '2030-05-03']);
    expect(a.days.every((d) => d.unavailable.length === 0 && d.meetings.length === 0)).toBe(true);
    expect(a.travel).toEqual({ arrival: null, departure: null });
  });

  it("names the buyer's blocked slots and meetings", async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    await app.db.insert(blockedTimeSlots).values([
      { projectId: fx.project.id, date: '2030-05-02', slotNumber: 2 },
      { projectId: fx.project.id, buyerId: buyer.id, date: '2030-05-02', slotNumber: 3 },
      { projectId: fx.project.id, buyerId: fx.buyers[1].id, date: '2030-05-02', slotNumber: 4 },
    ]);
    await makeMeeting(app, { projectId: fx.project.id, buyerId: buyer.id, sellerId: fx.sellers[0].id });
    const a = (await read(fx, buyer.cookie)).json() as Availability;
    expect(day(a, '2030-05-02')?.unavailable).toEqual([
      { slot_number: 2, why: 'blocked', side: null },
      { slot_number: 3, why: 'blocked', side: null },
    ]);
    expect(day(a, '2030-05-01')?.meetings).toEqual([1]);
    // A block is for buyers: the seller keeps the slot.
    const seller = (await read(fx, fx.sellers[0].cookie)).json() as Availability;
    expect(day(seller, '2030-05-02')?.unavailable).toEqual([]);
  });

  it('arrival at 11:00 with a 60-minute margin: the slots before 12:00 are lost to travel, 12:00 is free', async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    // 11:00 in Seoul (UTC+9) on the first day; departure 15:00 on the last day.
    await makeTravel(app, {
      userId: buyer.id,
      projectId: fx.project.id,
      arrivalTime: new Date('2030-05-01T02:00:00Z'),
      departureTime: new Date('2030-05-03T06:00:00Z'),
    });
    const a = (await read(fx, buyer.cookie)).json() as Availability;
    const arrival = (n: number) => ({ slot_number: n, why: 'travel', side: 'arrival' });
    const departure = (n: number) => ({ slot_number: n, why: 'travel', side: 'departure' });
    expect(day(a, '2030-05-01')?.unavailable).toEqual([arrival(1), arrival(2), arrival(3)]);
    expect(day(a, '2030-05-02')?.unavailable).toEqual([]);
    // Leaving at 15:00 minus 60: the 13:00-14:00 slot is the last one.
    expect(day(a, '2030-05-03')?.unavailable).toEqual([6, 7, 8, 9, 10].map(departure));
    expect(a.travel).toEqual({ arrival: '2030-05-01T02:00:00.000Z', departure: '2030-05-03T06:00:00.000Z' });
  });

  it("reads travel on the project's clock and with its margin", async () => {
    const fx = await event({ timeZone: 'Europe/Paris', travelMarginMinutes: 30 });
    const [buyer] = fx.buyers;
    // 11:00 in Paris (UTC+2 in May) plus 30 minutes: 11:00 is lost, 12:00 is not.
    await makeTravel(app, {
      userId: buyer.id,
      projectId: fx.project.id,
      arrivalTime: new Date('2030-05-01T09:00:00Z'),
    });
    const a = (await read(fx, buyer.cookie)).json() as Availability;
    expect(day(a, '2030-05-01')?.unavailable.map((u) => u.slot_number)).toEqual([1, 2, 3]);
    await app.db.update(projects).set({ travelMarginMinutes: 0 }).where(eq(projects.id, fx.project.id));
    const none = (await read(fx, buyer.cookie)).json() as Availability;
    expect(day(none, '2030-05-01')?.unavailable.map((u) => u.slot_number)).toEqual([1, 2]);
  });

  it('an admin reads any participant’s; someone else’s is refused, an outsider is not told the project exists', async () => {
    const fx = await event();
    const [buyer, other] = fx.buyers;
    expect((await read(fx, fx.admin.cookie, buyer.id)).statusCode).toBe(200);
    expect((await read(fx, other.cookie, buyer.id)).statusCode).toBe(403);
    expect((await read(fx, fx.sellers[0].cookie, buyer.id)).statusCode).toBe(403);
    const outsider = await event();
    expect((await read(fx, outsider.buyers[0].cookie)).statusCode).toBe(404);
  });

  it('a volunteer has no availability (403); an admin naming one is told they do not take part (400)', async () => {
    const fx = await event();
    const volunteer = fx.volunteers[0];
    expect((await read(fx, volunteer.cookie)).statusCode).toBe(403);
    const res = await read(fx, fx.admin.cookie, volunteer.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('not_participant');
  });
});

describe('PUT /api/projects/:id/availability', () => {
  it('a seller marks an afternoon away: the slots from 12:00, once each however often', async () => {
    const fx = await event();
    const seller = fx.sellers[0];
    const body = { date: '2030-05-02', part: 'afternoon', available: false };
    const res = await change(fx, seller.cookie, body);
    expect(res.statusCode).toBe(200);
    const marked = (n: number) => ({ slot_number: n, why: 'marked', side: null });
    expect(day(res.json(), '2030-05-02')?.unavailable).toEqual([4, 5, 6, 7, 8, 9, 10].map(marked));
    expect((await change(fx, seller.cookie, body)).statusCode).toBe(200);
    const rows = await marksOf(fx.project.id, seller.id);
    expect(rows.map((r) => r.slot)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(rows.every((r) => r.by === seller.id)).toBe(true);
  });

  it('marks a morning, some slots, and unmarks one slot and then the whole day', async () => {
    const fx = await event();
    const interpreter = fx.interpreters[0];
    await change(fx, interpreter.cookie, { date: '2030-05-01', part: 'morning', available: false });
    await change(fx, interpreter.cookie, { date: '2030-05-01', slot_numbers: [7, 9, 9], available: false });
    expect((await marksOf(fx.project.id, interpreter.id)).map((r) => r.slot)).toEqual([1, 2, 3, 7, 9]);
    await change(fx, interpreter.cookie, { date: '2030-05-01', slot_numbers: [2], available: true });
    expect((await marksOf(fx.project.id, interpreter.id)).map((r) => r.slot)).toEqual([1, 3, 7, 9]);
    const res = await change(fx, interpreter.cookie, { date: '2030-05-01', part: 'day', available: true });
    expect(res.statusCode).toBe(200);
    expect(await marksOf(fx.project.id, interpreter.id)).toEqual([]);
  });

  it('an admin marks a slot for a buyer', async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    const body = { user_id: buyer.id, date: '2030-05-03', slot_numbers: [5], available: false };
    expect((await change(fx, fx.admin.cookie, body)).statusCode).toBe(200);
    expect(await marksOf(fx.project.id, buyer.id)).toEqual([{ date: '2030-05-03', slot: 5, by: fx.admin.profile.id }]);
  });

  it('refuses a slot holding a meeting of the person: 409 slot_has_meeting, nothing marked', async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    const meeting = { projectId: fx.project.id, buyerId: buyer.id, sellerId: fx.sellers[0].id };
    await makeMeeting(app, { ...meeting, meetingDate: '2030-05-02', startTime: '14:00', endTime: '15:00' });
    const res = await change(fx, buyer.cookie, { date: '2030-05-02', part: 'afternoon', available: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'slot_has_meeting', details: { slots: [6] } });
    expect(await marksOf(fx.project.id, buyer.id)).toEqual([]);
    // The seller's too; a cancelled meeting does not count.
    const seller = await change(fx, fx.sellers[0].cookie, { date: '2030-05-02', slot_numbers: [6], available: false });
    expect(seller.json().error.code).toBe('slot_has_meeting');
    await makeMeeting(app, {
      ...meeting,
      sellerId: fx.sellers[0].id,
      buyerId: fx.buyers[1].id,
      meetingDate: '2030-05-03',
      status: 'cancelled',
    });
    const free = await change(fx, fx.buyers[1].cookie, { date: '2030-05-03', slot_numbers: [1], available: false });
    expect(free.statusCode).toBe(200);
  });

  it.each([
    ['a date before the project', { date: '2030-04-30', slot_numbers: [1] }],
    ['a date after it', { date: '2030-05-04', part: 'day' }],
    ['a slot past the day', { date: '2030-05-01', slot_numbers: [11] }],
  ])('refuses %s: 400 outside_project', async (_, where) => {
    const fx = await event();
    const res = await change(fx, fx.buyers[0].cookie, { ...where, available: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('outside_project');
  });

  it.each([
    ['both slots and a part', { slot_numbers: [1], part: 'morning' }],
    ['neither', {}],
    ['an unknown part', { part: 'evening' }],
    ['slot 0', { slot_numbers: [0] }],
  ])('refuses %s: 400 validation_failed', async (_, what) => {
    const fx = await event();
    const res = await change(fx, fx.buyers[0].cookie, { date: '2030-05-01', available: false, ...what });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('refuses another participant (403) and an outsider (404), writing nothing', async () => {
    const fx = await event();
    const [buyer, other] = fx.buyers;
    const body = { user_id: buyer.id, date: '2030-05-01', slot_numbers: [1], available: false };
    expect((await change(fx, other.cookie, body)).statusCode).toBe(403);
    expect((await change(fx, fx.interpreters[0].cookie, body)).statusCode).toBe(403);
    const outsider = await event();
    expect((await change(fx, outsider.buyers[0].cookie, body)).statusCode).toBe(404);
    expect(await marksOf(fx.project.id, buyer.id)).toEqual([]);
  });

  it('refuses a completed project: 409 project_closed', async () => {
    const fx = await event({ status: 'completed' });
    const res = await change(fx, fx.buyers[0].cookie, { date: '2030-05-01', part: 'morning', available: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('project_closed');
  });
});
