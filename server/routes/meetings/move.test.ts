// POST /api/meetings/:id/move (docs/rules.md#moving-a-meeting): the meeting moves with its people
// told once each, or nothing changes at all; the same conflict, availability and table rules as
// assigning decide, and only organisers may move.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedTimeSlots, meetings, meetingTables, projectParticipants, unavailableSlots } from '../../db/schema.ts';
import { call, eventFixture, makeMeeting, notificationsOf } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type Event = Awaited<ReturnType<typeof eventFixture>>;
const DAY = '2030-05-01';
const NEXT_DAY = '2030-05-02';

/** An event of its own (3 buyers, 3 sellers, 2 interpreters) with the meeting of buyer 1, seller 1 and interpreter 1 at 09:00 on the first day. */
async function movable(opts: { status?: 'scheduled' | 'confirmed' | 'cancelled' | 'completed' } = {}) {
  const fx = await eventFixture(app, { buyers: 3, sellers: 3, interpreters: 2 });
  const meeting = await makeMeeting(app, {
    projectId: fx.project.id,
    buyerId: fx.buyers[0].id,
    sellerId: fx.sellers[0].id,
    interpreterId: fx.interpreters[0].id,
    status: opts.status ?? 'confirmed',
  });
  return { fx, meeting };
}

const move = (fx: Event, id: string, body: Record<string, unknown>, cookie = fx.admin.cookie) =>
  call(app, 'POST', `/api/meetings/${id}/move`, { cookie, body });

async function rowOf(id: string) {
  const [row] = await app.db.select().from(meetings).where(eq(meetings.id, id));
  return row;
}

async function movedNotices(userId: string) {
  return (await notificationsOf(app, userId)).filter((n) => n.titleKey === 'notifications.meeting.moved.title');
}

/** Expects a refusal with this status and code, the meeting where it was, and nobody told. */
async function expectRefused(
  fx: Event,
  meeting: { id: string },
  body: Record<string, unknown>,
  status: number,
  code: string,
) {
  const before = await rowOf(meeting.id);
  const res = await move(fx, meeting.id, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  expect(await rowOf(meeting.id)).toEqual(before);
  expect(await movedNotices(fx.buyers[0].id)).toHaveLength(0);
  return res.json().error;
}

/** A second meeting in the event at the given date and start time. */
const other = (
  fx: Event,
  values: { buyer?: number; seller?: number; interpreter?: number; date?: string; at: string },
) =>
  makeMeeting(app, {
    projectId: fx.project.id,
    buyerId: fx.buyers[values.buyer ?? 1].id,
    sellerId: fx.sellers[values.seller ?? 1].id,
    interpreterId: values.interpreter === undefined ? null : fx.interpreters[values.interpreter].id,
    meetingDate: values.date ?? DAY,
    startTime: values.at,
    endTime: `${String(Number(values.at.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    status: 'scheduled',
  });

/** Tables A, B and C in that order. */
async function tablesOf(fx: Event) {
  return app.db
    .insert(meetingTables)
    .values(['A', 'B', 'C'].map((name, i) => ({ projectId: fx.project.id, name, position: i + 1 })))
    .returning();
}

describe('POST /api/meetings/:id/move', () => {
  it('moves the meeting to the new day and slot, raises its sequence, and tells each person once', async () => {
    const { fx, meeting } = await movable();
    const res = await move(fx, meeting.id, { meeting_date: NEXT_DAY, slot_number: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: meeting.id,
      meeting_date: NEXT_DAY,
      start_time: '11:00',
      end_time: '12:00',
    });
    expect(res.json().status).toBe('confirmed');
    const after = await rowOf(meeting.id);
    expect(after.sequence).toBe(meeting.sequence + 1);

    for (const person of [fx.buyers[0], fx.sellers[0], fx.interpreters[0]]) {
      const notices = await movedNotices(person.id);
      expect(notices, person.profile.fullName).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        messageKey: 'notifications.meeting.moved.message',
        link: `/meetings/${meeting.id}`,
        params: { date: NEXT_DAY, time: '11:00', from_date: DAY, from_time: '09:00' },
      });
    }
    expect(await movedNotices(fx.admin.profile.id)).toHaveLength(0);
    expect(await movedNotices(fx.buyers[1].id)).toHaveLength(0);
  });

  it('moves a scheduled meeting within its day; the same slot again is no change', async () => {
    const { fx, meeting } = await movable({ status: 'scheduled' });
    const res = await move(fx, meeting.id, { meeting_date: DAY, slot_number: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().start_time).toBe('13:00');
    const again = await move(fx, meeting.id, { meeting_date: DAY, slot_number: 5 });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('no_changes');
    expect(await movedNotices(fx.buyers[0].id)).toHaveLength(1);
  });

  it('refuses each conflict of the slot by its code and changes nothing', async () => {
    const { fx, meeting } = await movable();
    await other(fx, { buyer: 0, seller: 1, at: '10:00' });
    await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 2 }, 409, 'buyer_busy');
    await other(fx, { buyer: 1, seller: 0, at: '11:00' });
    await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 3 }, 409, 'seller_busy');
    await other(fx, { buyer: 1, seller: 1, interpreter: 0, at: '12:00' });
    await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 4 }, 409, 'interpreter_busy');
  });

  it('lets one of two meetings of a seller raced into one slot win; the other is seller_busy', async () => {
    const { fx, meeting } = await movable();
    const second = await other(fx, { buyer: 1, seller: 0, at: '10:00' });
    const answers = await Promise.all(
      [meeting, second].map((m) => move(fx, m.id, { meeting_date: NEXT_DAY, slot_number: 7 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().error.code).toBe('seller_busy');
    const rows = await Promise.all([rowOf(meeting.id), rowOf(second.id)]);
    expect(rows.filter((r) => r.meetingDate === NEXT_DAY && r.startTime === '15:00:00')).toHaveLength(1);
  });

  it('refuses a table taken in the new slot, whether asked for or the seller’s own', async () => {
    const { fx, meeting } = await movable();
    const [a, b] = await tablesOf(fx);
    await app.db.update(meetings).set({ tableId: a.id }).where(eq(meetings.id, meeting.id));
    await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[1].id,
      sellerId: fx.sellers[1].id,
      startTime: '10:00',
      endTime: '11:00',
      tableId: b.id,
    });
    await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 2, table_id: b.id }, 409, 'table_busy');
    await app.db
      .update(projectParticipants)
      .set({ tableId: b.id })
      .where(and(eq(projectParticipants.projectId, fx.project.id), eq(projectParticipants.userId, fx.sellers[0].id)));
    await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 2 }, 409, 'table_busy');
  });

  it('refuses a slot where someone is unavailable, or the buyer’s slot is blocked', async () => {
    const { fx, meeting } = await movable();
    const mark = (who: { id: string }, slot: number) =>
      app.db.insert(unavailableSlots).values({ projectId: fx.project.id, userId: who.id, date: DAY, slotNumber: slot });
    await mark(fx.sellers[0], 2);
    const marked = await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 2 }, 409, 'seller_unavailable');
    expect(marked.details).toEqual({ why: 'marked' });
    await mark(fx.interpreters[0], 3);
    await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 3 }, 409, 'interpreter_unavailable');
    await mark(fx.buyers[0], 4);
    await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 4 }, 409, 'buyer_unavailable');
    await app.db.insert(blockedTimeSlots).values({ projectId: fx.project.id, buyerId: null, date: DAY, slotNumber: 5 });
    await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 5 }, 409, 'slot_blocked');
  });

  it('refuses a date or slot outside the project', async () => {
    const { fx, meeting } = await movable();
    await expectRefused(fx, meeting, { meeting_date: '2030-05-04', slot_number: 1 }, 400, 'outside_project');
    await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 11 }, 400, 'outside_project');
  });

  it('keeps a seller at their fixed table and gives others the first free pool table', async () => {
    const { fx, meeting } = await movable();
    const [a, b, c] = await tablesOf(fx);
    await app.db
      .update(projectParticipants)
      .set({ tableId: a.id })
      .where(and(eq(projectParticipants.projectId, fx.project.id), eq(projectParticipants.userId, fx.sellers[0].id)));
    await app.db.update(meetings).set({ tableId: a.id }).where(eq(meetings.id, meeting.id));
    const fixed = await move(fx, meeting.id, { meeting_date: NEXT_DAY, slot_number: 2 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await rowOf(meeting.id)).tableId).toBe(a.id);

    // Seller 2 has no table: their meeting sits at pool table B, which is taken in the new slot.
    const pooled = await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[1].id,
      sellerId: fx.sellers[1].id,
      tableId: b.id,
    });
    await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[2].id,
      sellerId: fx.sellers[2].id,
      meetingDate: NEXT_DAY,
      startTime: '12:00',
      endTime: '13:00',
      tableId: b.id,
    });
    const res = await move(fx, pooled.id, { meeting_date: NEXT_DAY, slot_number: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(pooled.id)).tableId).toBe(c.id);

    // A table asked for: a pool table is fine, another seller's fixed table is not.
    const asked = await move(fx, pooled.id, { meeting_date: NEXT_DAY, slot_number: 4, table_id: b.id });
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().error.code).toBe('table_busy');
    const reserved = await move(fx, pooled.id, { meeting_date: NEXT_DAY, slot_number: 5, table_id: a.id });
    expect(reserved.json().error.code).toBe('table_reserved');
    const toB = await move(fx, pooled.id, { meeting_date: NEXT_DAY, slot_number: 6, table_id: b.id });
    expect(toB.statusCode, toB.body).toBe(200);
    expect((await rowOf(pooled.id)).tableId).toBe(b.id);
  });

  it('refuses a table of another project', async () => {
    const { fx, meeting } = await movable();
    const elsewhere = await movable();
    const [foreign] = await tablesOf(elsewhere.fx);
    await tablesOf(fx);
    await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 2, table_id: foreign.id }, 400, 'unknown_table');
  });

  it('moves only scheduled and confirmed meetings', async () => {
    for (const status of ['cancelled', 'completed'] as const) {
      const { fx, meeting } = await movable({ status });
      const error = await expectRefused(fx, meeting, { meeting_date: DAY, slot_number: 2 }, 409, 'invalid_transition');
      expect(error.details).toEqual({ status });
    }
  });

  it('is for organisers only: the meeting’s own people get 403 and nothing moves', async () => {
    const { fx, meeting } = await movable();
    const before = await rowOf(meeting.id);
    for (const person of [fx.buyers[0], fx.sellers[0], fx.interpreters[0]]) {
      const res = await move(fx, meeting.id, { meeting_date: DAY, slot_number: 2 }, person.cookie);
      expect(res.statusCode, person.profile.fullName).toBe(403);
    }
    expect(await rowOf(meeting.id)).toEqual(before);
    const missing = await move(fx, '00000000-0000-4000-8000-000000000000', { meeting_date: DAY, slot_number: 2 });
    expect(missing.statusCode).toBe(404);
  });
});
