import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedTimeSlots, meetings, projectParticipants } from '../../db/schema.ts';
import { addParticipant, call, eventFixture, makeUser, notificationsOf, setActive } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type Event = Awaited<ReturnType<typeof eventFixture>>;
const DAY = '2030-05-01';

/** A small event of its own, so each test's meetings cannot get in another's way. */
const freshEvent = (opts: Parameters<typeof eventFixture>[1] = {}) =>
  eventFixture(app, { buyers: 2, sellers: 2, interpreters: 2, signIn: false, ...opts });

/** POST /api/meetings in `fx`: buyer 0 meets seller 0 in slot 1 of the first day unless told otherwise. */
function create(fx: Event, body: Record<string, unknown> = {}, cookie = fx.admin.cookie) {
  return call(app, 'POST', '/api/meetings', {
    cookie,
    body: {
      project_id: fx.project.id,
      buyer_id: fx.buyers[0].id,
      seller_id: fx.sellers[0].id,
      meeting_date: DAY,
      slot_number: 1,
      ...body,
    },
  });
}

async function meetingCount(fx: Event) {
  return (await app.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.projectId, fx.project.id))).length;
}

/** Expects a refusal with this status and code, and no meeting written. */
async function expectRefused(fx: Event, body: Record<string, unknown>, status: number, code: string) {
  const before = await meetingCount(fx);
  const res = await create(fx, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  expect(await meetingCount(fx)).toBe(before);
}

describe('POST /api/meetings', () => {
  it('creates a scheduled meeting: 201, times from the slot, location from the project', async () => {
    const fx = await freshEvent();
    const [b, s, i] = [fx.buyers[0], fx.sellers[0], fx.interpreters[0]];
    const res = await create(fx, { interpreter_id: i.id, slot_number: 3, notes: '  Bring samples ' });
    expect(res.statusCode).toBe(201);
    const m = res.json();
    expect(m).toEqual({
      id: expect.any(String),
      project: { id: fx.project.id, name: fx.project.name, time_zone: 'Asia/Seoul' },
      buyer: { id: b.id, full_name: 'Buyer 1', company_name: b.profile.companyName },
      seller: { id: s.id, full_name: 'Seller 1', company_name: s.profile.companyName },
      interpreter: { id: i.id, full_name: 'Interpreter 1' },
      meeting_date: DAY,
      start_time: '11:00',
      end_time: '12:00',
      location: 'Hall A',
      table: null,
      notes: 'Bring samples',
      status: 'scheduled',
      absence: null,
      check_in_count: 0,
    });
    const [row] = await app.db.select().from(meetings).where(eq(meetings.id, m.id));
    expect(row.createdBy).toBe(fx.admin.profile.id);
  });

  it("follows the project's own slot settings", async () => {
    const fx = await freshEvent({
      interpreters: 0,
      project: { dayStart: '13:00', slotMinutes: 30, dailyMeetLimit: 4, location: 'Room 2' },
    });
    const res = await create(fx, { slot_number: 4 });
    expect(res.json()).toMatchObject({ start_time: '14:30', end_time: '15:00', location: 'Room 2', interpreter: null });
  });

  it('stores a last slot that ends at 24:00', async () => {
    const fx = await freshEvent({ interpreters: 0, project: { dayStart: '23:00', dailyMeetLimit: 1 } });
    const res = await create(fx);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ start_time: '23:00', end_time: '24:00' });
  });

  it('tells the buyer, seller and interpreter, not the admin', async () => {
    const fx = await freshEvent();
    const { id } = (await create(fx, { interpreter_id: fx.interpreters[0].id })).json();
    for (const p of [fx.buyers[0], fx.sellers[0], fx.interpreters[0]]) {
      const mine = await notificationsOf(app, p.id);
      expect(mine.map((n) => [n.titleKey, n.link])).toEqual([
        ['notifications.meeting.scheduled.title', `/meetings/${id}`],
      ]);
    }
    expect(await notificationsOf(app, fx.admin.profile.id)).toEqual([]);
    expect(await notificationsOf(app, fx.interpreters[1].id)).toEqual([]);
  });

  it('refuses a pair that already meets in the project: 409 already_met', async () => {
    const fx = await freshEvent();
    expect((await create(fx)).statusCode).toBe(201);
    await expectRefused(fx, { slot_number: 2 }, 409, 'already_met');
    await expectRefused(fx, { meeting_date: '2030-05-03', slot_number: 5 }, 409, 'already_met');
  });

  it('refuses a seller who meets another buyer at that time: 409 seller_busy', async () => {
    const fx = await freshEvent();
    await create(fx);
    await expectRefused(fx, { buyer_id: fx.buyers[1].id }, 409, 'seller_busy');
  });

  it('refuses a buyer who meets another seller at that time: 409 buyer_busy', async () => {
    const fx = await freshEvent();
    await create(fx);
    await expectRefused(fx, { seller_id: fx.sellers[1].id }, 409, 'buyer_busy');
  });

  it('refuses an interpreter who interprets another meeting at that time: 409 interpreter_busy', async () => {
    const fx = await freshEvent();
    const interpreter_id = fx.interpreters[0].id;
    await create(fx, { interpreter_id });
    await expectRefused(
      fx,
      { buyer_id: fx.buyers[1].id, seller_id: fx.sellers[1].id, interpreter_id },
      409,
      'interpreter_busy',
    );
    // Another interpreter, or none, is fine.
    const ok = await create(fx, {
      buyer_id: fx.buyers[1].id,
      seller_id: fx.sellers[1].id,
      interpreter_id: fx.interpreters[1].id,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a seller or interpreter busy in another project at that time', async () => {
    const fx = await freshEvent({ buyers: 1, sellers: 1, interpreters: 1 });
    const other = await freshEvent({ buyers: 2, sellers: 1, interpreters: 0 });
    const [seller, interpreter] = [fx.sellers[0], fx.interpreters[0]];
    await addParticipant(app, other.project.id, { id: seller.id, role: 'seller' });
    await addParticipant(app, other.project.id, { id: interpreter.id, role: 'interpreter' });
    await create(fx, { interpreter_id: interpreter.id });
    await expectRefused(other, { seller_id: seller.id }, 409, 'seller_busy');
    await expectRefused(
      other,
      { buyer_id: other.buyers[1].id, interpreter_id: interpreter.id },
      409,
      'interpreter_busy',
    );
  });

  it('refuses a slot blocked for that buyer: 409 slot_blocked; other buyers may use it', async () => {
    const fx = await freshEvent();
    await app.db
      .insert(blockedTimeSlots)
      .values({ projectId: fx.project.id, buyerId: fx.buyers[0].id, date: DAY, slotNumber: 2 });
    await expectRefused(fx, { slot_number: 2 }, 409, 'slot_blocked');
    expect((await create(fx, { buyer_id: fx.buyers[1].id, slot_number: 2 })).statusCode).toBe(201);
    expect((await create(fx, { slot_number: 2, meeting_date: '2030-05-02' })).statusCode).toBe(201);
  });

  it('refuses a slot blocked for everyone: 409 slot_blocked for any buyer', async () => {
    const fx = await freshEvent();
    await app.db.insert(blockedTimeSlots).values({ projectId: fx.project.id, buyerId: null, date: DAY, slotNumber: 3 });
    await expectRefused(fx, { slot_number: 3 }, 409, 'slot_blocked');
    await expectRefused(fx, { buyer_id: fx.buyers[1].id, slot_number: 3 }, 409, 'slot_blocked');
    expect((await create(fx, { slot_number: 4 })).statusCode).toBe(201);
  });

  it('refuses someone who is not a confirmed participant in that role: 400 not_participant', async () => {
    const fx = await freshEvent();
    const stranger = await makeUser(app, { role: 'buyer' });
    const strangerInterpreter = await makeUser(app, { role: 'interpreter' });
    await expectRefused(fx, { buyer_id: stranger.profile.id }, 400, 'not_participant');
    await expectRefused(fx, { interpreter_id: strangerInterpreter.profile.id }, 400, 'not_participant');
    // The right people in the wrong roles.
    await expectRefused(fx, { buyer_id: fx.sellers[1].id }, 400, 'not_participant');
    await expectRefused(fx, { seller_id: fx.buyers[1].id }, 400, 'not_participant');
    await expectRefused(fx, { interpreter_id: fx.sellers[1].id }, 400, 'not_participant');
    await expectRefused(fx, { seller_id: fx.buyers[0].id }, 400, 'not_participant');
    await expectRefused(fx, { buyer_id: randomUUID() }, 400, 'not_participant');
  });

  it('refuses a deactivated or unconfirmed participant: 400 not_participant', async () => {
    const fx = await freshEvent();
    await setActive(app, fx.sellers[0].id, false);
    await expectRefused(fx, {}, 400, 'not_participant');
    await app.db
      .update(projectParticipants)
      .set({ status: 'invited' })
      .where(eq(projectParticipants.userId, fx.sellers[1].id));
    await expectRefused(fx, { seller_id: fx.sellers[1].id }, 400, 'not_participant');
  });

  it('refuses a date outside the project or a slot past the day: 400 outside_project', async () => {
    const fx = await freshEvent();
    await expectRefused(fx, { meeting_date: '2030-04-30' }, 400, 'outside_project');
    await expectRefused(fx, { meeting_date: '2030-05-04' }, 400, 'outside_project');
    await expectRefused(fx, { slot_number: 11 }, 400, 'outside_project');
    expect((await create(fx, { meeting_date: '2030-05-03', slot_number: 10 })).json().end_time).toBe('19:00');
  });

  it('answers 404 for an unknown project', async () => {
    const fx = await freshEvent();
    const res = await create(fx, { project_id: randomUUID() });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a malformed body with 400 validation_failed', async () => {
    const fx = await freshEvent();
    for (const body of [{ slot_number: 0 }, { slot_number: 51 }, { meeting_date: '2030-13-01' }, { extra: 1 }]) {
      await expectRefused(fx, body, 400, 'validation_failed');
    }
    await expectRefused(fx, { buyer_id: 'nope' }, 400, 'validation_failed');
  });

  it('is admin-only', async () => {
    const fx = await freshEvent({ signIn: true });
    for (const p of [fx.buyers[0], fx.sellers[0], fx.interpreters[0]]) {
      const res = await create(fx, {}, p.cookie);
      expect(res.statusCode).toBe(403);
    }
    expect(await meetingCount(fx)).toBe(0);
  });

  it("lets a cancelled meeting free the seller's slot and the pair", async () => {
    const fx = await freshEvent();
    const first = (await create(fx, { interpreter_id: fx.interpreters[0].id })).json();
    const cancel = await call(app, 'POST', `/api/meetings/${first.id}/cancel`, { cookie: fx.admin.cookie });
    expect(cancel.json().status).toBe('cancelled');
    // The seller's slot: another buyer, with the same interpreter.
    const again = await create(fx, { buyer_id: fx.buyers[1].id, interpreter_id: fx.interpreters[0].id });
    expect(again.statusCode).toBe(201);
    // The pair: the same buyer and seller at another time.
    expect((await create(fx, { slot_number: 2 })).statusCode).toBe(201);
    expect(await meetingCount(fx)).toBe(3);
  });
});
