// Availability respected where meetings are made (docs/rules.md#availability): assigning from the grid
// refuses a person who is away, saying who and why; approving a request skips the slots either side
// cannot meet in; the schedule grid's day names who is away in each slot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleChoices, ScheduleWire } from '../../../core/schemas/schedule.ts';
import { unavailableSlots } from '../../db/schema.ts';
import { call, eventFixture } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeRequest, meetingsOfProject } from '../../test/meeting-request-factories.ts';
import { makeTravel } from '../../test/venue-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** A project of 2030-05-01..03, 10 slots of 60 minutes from 09:00 in Seoul. */
const event = () => eventFixture(app, { buyers: 1, sellers: 1, interpreters: 1 });
type Fx = Awaited<ReturnType<typeof event>>;

const mark = (fx: Fx, userId: string, date: string, slotNumber: number) =>
  app.db.insert(unavailableSlots).values({ projectId: fx.project.id, userId, date, slotNumber });

/** POST /api/meetings as the admin: the event's buyer, seller and interpreter on 2030-05-01. */
const assign = (fx: Fx, slot: number) =>
  call(app, 'POST', '/api/meetings', {
    cookie: fx.admin.cookie,
    body: {
      project_id: fx.project.id,
      buyer_id: fx.buyers[0].id,
      seller_id: fx.sellers[0].id,
      interpreter_id: fx.interpreters[0].id,
      meeting_date: '2030-05-01',
      slot_number: slot,
    },
  });

describe('assigning a meeting', () => {
  it.each([
    ['buyer', (fx: Fx) => fx.buyers[0].id],
    ['seller', (fx: Fx) => fx.sellers[0].id],
    ['interpreter', (fx: Fx) => fx.interpreters[0].id],
  ] as const)('refuses a %s who marked the slot: 409 <role>_unavailable, why marked', async (role, who) => {
    const fx = await event();
    await mark(fx, who(fx), '2030-05-01', 4);
    const res = await assign(fx, 4);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: `${role}_unavailable`, details: { why: 'marked' } });
    expect(await meetingsOfProject(app, fx.project.id)).toEqual([]);
    expect((await assign(fx, 5)).statusCode).toBe(201);
  });

  it('refuses a buyer before arrival plus the margin (why travel), and takes 12:00 after an 11:00 arrival', async () => {
    const fx = await event();
    // 11:00 in Seoul (UTC+9).
    await makeTravel(app, {
      userId: fx.buyers[0].id,
      projectId: fx.project.id,
      arrivalTime: new Date('2030-05-01T02:00:00Z'),
    });
    const res = await assign(fx, 3);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'buyer_unavailable', details: { why: 'travel' } });
    expect((await assign(fx, 4)).statusCode).toBe(201);
  });

  it('refuses an interpreter after departure minus the margin', async () => {
    const fx = await event();
    // Leaves at 14:00 in Seoul: nothing may end after 13:00, so 12:00-13:00 is the last slot.
    await makeTravel(app, { userId: fx.interpreters[0].id, departureTime: new Date('2030-05-01T05:00:00Z') });
    const res = await assign(fx, 5);
    expect(res.json().error).toMatchObject({ code: 'interpreter_unavailable', details: { why: 'travel' } });
    expect((await assign(fx, 4)).statusCode).toBe(201);
  });
});

describe('approving a request', () => {
  it('the preferred slot unavailable: the next slot where both are available', async () => {
    const fx = await event();
    const [buyer] = fx.buyers;
    const [seller] = fx.sellers;
    const id = await makeRequest(app, buyer, fx.project.id, seller, {
      preferred_date: '2030-05-01',
      preferred_time_start: '09:00',
      preferred_time_end: '10:00',
    });
    await mark(fx, buyer.id, '2030-05-01', 1);
    await mark(fx, seller.id, '2030-05-01', 2);
    const res = await call(app, 'POST', `/api/meeting-requests/${id}/approve`, { cookie: seller.cookie, body: {} });
    expect(res.statusCode).toBe(200);
    const [meeting] = await meetingsOfProject(app, fx.project.id);
    expect(meeting).toMatchObject({ meetingDate: '2030-05-01', startTime: '11:00:00' });
  });
});

describe('the schedule grid', () => {
  it("names who cannot meet in each slot of the day, and why (blocks stay in 'blocked')", async () => {
    const fx = await event();
    await mark(fx, fx.sellers[0].id, '2030-05-01', 6);
    await mark(fx, fx.interpreters[0].id, '2030-05-02', 6);
    await makeTravel(app, {
      userId: fx.buyers[0].id,
      projectId: fx.project.id,
      arrivalTime: new Date('2030-05-01T01:00:00Z'),
    });
    const res = await call(app, 'GET', `/api/projects/${fx.project.id}/schedule?date=2030-05-01`, {
      cookie: fx.admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    // The rows' buyers in the window; every seller and interpreter in the day's choices.
    const unavailable = (res.json() as ScheduleWire).unavailable;
    expect(unavailable).toEqual(
      expect.arrayContaining([
        { person_id: fx.buyers[0].id, slot_number: 1, why: 'travel' },
        { person_id: fx.buyers[0].id, slot_number: 2, why: 'travel' },
      ]),
    );
    expect(unavailable).toHaveLength(2);
    const choices = await call(app, 'GET', `/api/projects/${fx.project.id}/schedule/choices?date=2030-05-01`, {
      cookie: fx.admin.cookie,
    });
    expect((choices.json() as ScheduleChoices).unavailable).toEqual([
      { person_id: fx.sellers[0].id, slot_number: 6, why: 'marked' },
    ]);
  });
});
