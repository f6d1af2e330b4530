// A mark of availability (or a block) and a meeting written at the same instant: the schedule locks
// make one wait for the other, so exactly one of them lands (docs/decisions/022-availability.md).
// On the embedded database transactions run one at a time anyway; on PostgreSQL this is the race.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedTimeSlots, meetings, unavailableSlots } from '../db/schema.ts';
import { call, eventFixture } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 10, sellers: 1, signIn: false });
});
afterAll(() => app.dispose());

const DAY = '2030-05-02';
const SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const assign = (buyer: number, slot: number) =>
  call(app, 'POST', '/api/meetings', {
    cookie: fx.admin.cookie,
    body: {
      project_id: fx.project.id,
      buyer_id: fx.buyers[buyer].id,
      seller_id: fx.sellers[0].id,
      meeting_date: DAY,
      slot_number: slot,
    },
  });

describe('a mark and a meeting at the same instant', () => {
  it('the seller marked away and a meeting assigned in each of ten slots at once: one of the two in every slot', async () => {
    const answers = await Promise.all(
      SLOTS.flatMap((slot, i) => [
        call(app, 'PUT', `/api/projects/${fx.project.id}/availability`, {
          cookie: fx.admin.cookie,
          body: { user_id: fx.sellers[0].id, date: DAY, slot_numbers: [slot], available: false },
        }).then((r) => ({ slot, kind: 'mark', status: r.statusCode, code: r.json().error?.code })),
        assign(i, slot).then((r) => ({ slot, kind: 'meeting', status: r.statusCode, code: r.json().error?.code })),
      ]),
    );
    const marks = await app.db
      .select()
      .from(unavailableSlots)
      .where(and(eq(unavailableSlots.userId, fx.sellers[0].id), eq(unavailableSlots.date, DAY)));
    const booked = await app.db.select().from(meetings).where(eq(meetings.meetingDate, DAY));
    for (const slot of SLOTS) {
      const here = answers.filter((a) => a.slot === slot);
      const winners = here.filter((a) => a.status === 200 || a.status === 201);
      expect(winners, `slot ${slot}`).toHaveLength(1);
      const loser = here.find((a) => !winners.includes(a));
      expect(loser?.code).toBe(winners[0].kind === 'mark' ? 'seller_unavailable' : 'slot_has_meeting');
      const marked = marks.some((m) => m.slotNumber === slot);
      const hasMeeting = booked.some((m) => m.startTime.startsWith(String(8 + slot).padStart(2, '0')));
      expect(marked !== hasMeeting, `slot ${slot}: a mark or a meeting, never both`).toBe(true);
    }
  });

  it('a block for one buyer and a meeting of that buyer at once: one of the two', async () => {
    const day = '2030-05-03';
    const answers = await Promise.all(
      SLOTS.flatMap((slot) => [
        call(app, 'POST', `/api/projects/${fx.project.id}/blocked-slots`, {
          cookie: fx.admin.cookie,
          body: { buyer_id: fx.buyers[0].id, date: day, slot_number: slot, reason: '' },
        }).then((r) => ({ slot, status: r.statusCode })),
        call(app, 'POST', '/api/meetings', {
          cookie: fx.admin.cookie,
          body: {
            project_id: fx.project.id,
            buyer_id: fx.buyers[0].id,
            seller_id: fx.sellers[0].id,
            meeting_date: day,
            slot_number: slot,
          },
        }).then((r) => ({ slot, status: r.statusCode })),
      ]),
    );
    const blocks = await app.db.select().from(blockedTimeSlots).where(eq(blockedTimeSlots.date, day));
    const booked = await app.db.select().from(meetings).where(eq(meetings.meetingDate, day));
    // The pair may meet once in the project, so at most one meeting lands; every slot holds at most one of the two.
    for (const slot of SLOTS) {
      const start = `${String(8 + slot).padStart(2, '0')}:00`;
      const both = blocks.some((b) => b.slotNumber === slot) && booked.some((m) => m.startTime.startsWith(start));
      expect(both, `slot ${slot}`).toBe(false);
    }
    expect(answers.filter((a) => a.status === 201).length).toBe(blocks.length + booked.length);
  });
});
