import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedTimeSlots, meetings, projectParticipants } from '../../db/schema.ts';
import {
  addParticipant,
  call,
  eventFixture,
  makeMeeting,
  makeProject,
  makeUser,
  notificationsOf,
  setActive,
  signedIn,
} from '../../test/factories.ts';
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

describe('who sees which meetings', () => {
  // One event: m1 b1-s1-i1 scheduled; m2 b1-s2-i1 confirmed (day 2); m3 b2-s1-i1 completed (09:00 day 1,
  // listed before m1 at 10:00); m4 b2-s2-i2 cancelled; and m5 in another project, b3-s3 confirmed.
  let fx: Event;
  let outsider: Awaited<ReturnType<typeof signedIn>>;
  const m = {} as Record<'m1' | 'm2' | 'm3' | 'm4' | 'm5', string>;
  let otherProject: string;
  beforeAll(async () => {
    fx = await eventFixture(app, { buyers: 3, sellers: 3, interpreters: 2, volunteers: 1 });
    outsider = await signedIn(app, 'buyer');
    const [b1, b2, b3] = fx.buyers;
    const [s1, s2, s3] = fx.sellers;
    const [i1, i2] = fx.interpreters;
    const projectId = fx.project.id;
    const at = (h: number) => ({ startTime: `${h}:00`, endTime: `${h + 1}:00` });
    m.m1 = (await makeMeeting(app, { projectId, buyerId: b1.id, sellerId: s1.id, interpreterId: i1.id, ...at(10) })).id;
    m.m2 = (
      await makeMeeting(app, {
        projectId,
        buyerId: b1.id,
        sellerId: s2.id,
        interpreterId: i1.id,
        meetingDate: '2030-05-02',
        status: 'confirmed',
      })
    ).id;
    m.m3 = (
      await makeMeeting(app, {
        projectId,
        buyerId: b2.id,
        sellerId: s1.id,
        interpreterId: i1.id,
        status: 'completed',
        ...at(9),
      })
    ).id;
    m.m4 = (
      await makeMeeting(app, {
        projectId,
        buyerId: b2.id,
        sellerId: s2.id,
        interpreterId: i2.id,
        status: 'cancelled',
        ...at(11),
      })
    ).id;
    const other = await makeProject(app, { startDate: '2030-06-01', endDate: '2030-06-01' });
    otherProject = other.id;
    m.m5 = (
      await makeMeeting(app, {
        projectId: other.id,
        buyerId: b3.id,
        sellerId: s3.id,
        meetingDate: '2030-06-01',
        status: 'confirmed',
      })
    ).id;
  });

  const list = async (cookie: string, query = '') => {
    const res = await call(app, 'GET', `/api/meetings${query}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((x: { id: string }) => x.id);
  };
  const nameOf = (id: string) => Object.entries(m).find(([, v]) => v === id)?.[0] ?? 'other';
  const names = async (cookie: string, query = '') => (await list(cookie, query)).map(nameOf);

  it('shows an admin every meeting, by date and start time', async () => {
    const all = await list(fx.admin.cookie);
    expect(all).toEqual(expect.arrayContaining(Object.values(m)));
    expect(await names(fx.admin.cookie, `?project=${fx.project.id}`)).toEqual(['m3', 'm1', 'm4', 'm2']);
  });

  it('shows a buyer only their own meetings', async () => {
    expect(await names(fx.buyers[0].cookie)).toEqual(['m1', 'm2']);
    expect(await names(fx.buyers[1].cookie)).toEqual(['m3', 'm4']);
    expect(await names(fx.buyers[2].cookie)).toEqual(['m5']);
    expect(await names(outsider.cookie)).toEqual([]);
  });

  it('shows a seller only their own meetings', async () => {
    expect(await names(fx.sellers[0].cookie)).toEqual(['m3', 'm1']);
    expect(await names(fx.sellers[1].cookie)).toEqual(['m4', 'm2']);
  });

  it('shows an interpreter only their own confirmed and completed meetings', async () => {
    expect(await names(fx.interpreters[0].cookie)).toEqual(['m3', 'm2']);
    expect(await names(fx.interpreters[1].cookie)).toEqual([]);
  });

  it('shows a volunteer none', async () => {
    expect(await names(fx.volunteers[0].cookie)).toEqual([]);
  });

  it('filters by ?status and ?project within what the user sees', async () => {
    expect(await names(fx.admin.cookie, `?project=${fx.project.id}&status=confirmed`)).toEqual(['m2']);
    expect(await names(fx.admin.cookie, `?project=${otherProject}`)).toEqual(['m5']);
    expect(await names(fx.buyers[0].cookie, '?status=scheduled')).toEqual(['m1']);
    expect(await names(fx.buyers[0].cookie, `?project=${otherProject}`)).toEqual([]);
    expect(await names(fx.interpreters[0].cookie, '?status=scheduled')).toEqual([]);
    expect(await names(fx.sellers[0].cookie, `?status=completed&project=${fx.project.id}`)).toEqual(['m3']);
  });

  it('refuses an unknown status or a malformed project with 400', async () => {
    for (const q of ['?status=pending', '?project=abc', '?owner=me']) {
      expect((await call(app, 'GET', `/api/meetings${q}`, { cookie: fx.admin.cookie })).statusCode).toBe(400);
    }
  });

  describe('GET /api/meetings/:id', () => {
    const get = (id: string, cookie: string) => call(app, 'GET', `/api/meetings/${id}`, { cookie });

    it('gives the detail with the abilities of an admin', async () => {
      const res = await get(m.m1, fx.admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: m.m1,
        status: 'scheduled',
        start_time: '10:00',
        attendances: [],
        checked_in: false,
        check_in_count: 0,
        can: { confirm: true, cancel: true, complete: false, check_in: false, delete: true },
      });
    });

    it('gives the buyer and seller of a scheduled meeting confirm, cancel and check-in', async () => {
      for (const p of [fx.buyers[0], fx.sellers[0]]) {
        expect((await get(m.m1, p.cookie)).json().can).toEqual({
          confirm: true,
          cancel: true,
          complete: false,
          check_in: true,
          delete: false,
          mark_absence: false,
        });
      }
    });

    it('gives the interpreter of a confirmed meeting complete and check-in only', async () => {
      expect((await get(m.m2, fx.interpreters[0].cookie)).json().can).toEqual({
        confirm: false,
        cancel: false,
        complete: true,
        check_in: true,
        delete: false,
        // Its day is still ahead: nobody can be marked absent yet.
        mark_absence: false,
      });
    });

    it('offers no check-in on a cancelled meeting', async () => {
      expect((await get(m.m4, fx.buyers[1].cookie)).json().can.check_in).toBe(false);
    });

    it("answers 404 to a buyer asking for another buyer's meeting", async () => {
      const res = await get(m.m3, fx.buyers[0].cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    });

    it('answers 404 to anyone who may not see it', async () => {
      expect((await get(m.m1, fx.sellers[1].cookie)).statusCode).toBe(404);
      expect((await get(m.m1, fx.interpreters[0].cookie)).statusCode).toBe(404); // scheduled
      expect((await get(m.m2, fx.volunteers[0].cookie)).statusCode).toBe(404);
      expect((await get(m.m2, outsider.cookie)).statusCode).toBe(404);
      expect((await get(randomUUID(), fx.admin.cookie)).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/meetings/:id', () => {
    it('is admin-only', async () => {
      for (const p of [fx.buyers[0], fx.sellers[0], fx.interpreters[0], fx.volunteers[0]]) {
        const res = await call(app, 'DELETE', `/api/meetings/${m.m1}`, { cookie: p.cookie });
        expect(res.statusCode).toBe(403);
      }
      expect(await app.db.select().from(meetings).where(eq(meetings.id, m.m1))).toHaveLength(1);
    });

    it('deletes as admin: 204, then 404', async () => {
      const extra = await makeMeeting(app, {
        projectId: fx.project.id,
        buyerId: fx.buyers[2].id,
        sellerId: fx.sellers[2].id,
        meetingDate: '2030-05-03',
      });
      const del = () => call(app, 'DELETE', `/api/meetings/${extra.id}`, { cookie: fx.admin.cookie });
      expect((await del()).statusCode).toBe(204);
      expect(await app.db.select().from(meetings).where(eq(meetings.id, extra.id))).toHaveLength(0);
      expect((await del()).statusCode).toBe(404);
    });
  });
});
