// Feedback on a meeting (docs/rules.md#feedback-and-no-shows): who answers and when, once per
// person however many tries at once, the 7-day edit window, who sees which answers, validation,
// and the list of ended meetings awaiting an answer. The clock is faked (Date only) and moved
// past the meeting's end and the edit window, as the notice jobs' tests move theirs.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_COMMENT_MAX } from '../../../core/constants.ts';
import type { Feedback, MeetingFeedback, PendingFeedback } from '../../../core/schemas/feedback.ts';
import { meetingFeedback, type meetings } from '../../db/schema.ts';
import { addParticipant, call, eventFixture, makeMeeting, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;

// The fixture's project is in Seoul (UTC+9): 2030-05-01 09:00-10:00 there ends at 01:00 UTC.
const BEFORE_END = new Date('2030-05-01T00:59:00Z');
const AFTER_END = new Date('2030-05-01T01:00:00Z');
const at = (d: Date | string) => vi.setSystemTime(new Date(d));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2030-04-20T00:00:00Z');
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 2, sellers: 2, interpreters: 1, volunteers: 1 });
});
afterAll(async () => {
  vi.useRealTimers();
  await app?.dispose();
});
beforeEach(() => at(AFTER_END));

/**
 * A new meeting of buyer 1 and a new seller of the project (a pair meets once) with the
 * interpreter, confirmed unless told; with that seller, signed in.
 */
async function meeting(values: Partial<typeof meetings.$inferInsert> = {}) {
  const seller = await signedIn(app, 'seller', { companyName: `Seller Co ${values.meetingDate ?? ''}` });
  await addParticipant(app, fx.project.id, seller.profile);
  const m = await makeMeeting(app, {
    projectId: fx.project.id,
    buyerId: fx.buyers[0].id,
    sellerId: seller.profile.id,
    interpreterId: fx.interpreters[0].id,
    status: 'confirmed',
    ...values,
  });
  return Object.assign(m, { seller });
}
/** 09:00-10:00 of day `n` of May 2030 (n from 1). */
const onDay = (n: number) => ({
  meetingDate: `2030-05-${String(n).padStart(2, '0')}`,
  startTime: '09:00',
  endTime: '10:00',
});

const answer = { rating: 4, follow_up: 'yes', deal_size: '10k_100k', comment: 'Good samples' };
const put = (id: string, cookie: string, body: unknown = answer) =>
  call(app, 'PUT', `/api/meetings/${id}/feedback`, { cookie, body });
const get = (id: string, cookie: string) => call(app, 'GET', `/api/meetings/${id}/feedback`, { cookie });
const pending = async (cookie: string) => {
  const res = await call(app, 'GET', '/api/feedback/pending', { cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as PendingFeedback[];
};
const rowsOf = (meetingId: string) =>
  app.db.select().from(meetingFeedback).where(eq(meetingFeedback.meetingId, meetingId));

describe('PUT /api/meetings/:id/feedback: who and when', () => {
  it('refuses an answer before the meeting has ended, in the project’s time zone', async () => {
    const m = await meeting(onDay(1));
    at(BEFORE_END);
    const res = await put(m.id, fx.buyers[0].cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('feedback_too_early');
    expect(await rowsOf(m.id)).toEqual([]);
  });

  it('takes the buyer’s and the seller’s answers once it has ended, each with its side', async () => {
    const m = await meeting(onDay(2));
    at('2030-05-02T01:00:00Z');
    const b = await put(m.id, fx.buyers[0].cookie);
    expect(b.statusCode, b.body).toBe(200);
    const mine = b.json() as Feedback;
    expect(mine).toMatchObject({
      side: 'buyer',
      rating: 4,
      follow_up: 'yes',
      deal_size: '10k_100k',
      comment: 'Good samples',
    });
    expect(mine.user.id).toBe(fx.buyers[0].id);
    expect(mine.editable_until).toBe('2030-05-09T01:00:00.000Z');
    const s = await put(m.id, m.seller.cookie, { rating: 2, follow_up: 'no', deal_size: 'none' });
    expect(s.statusCode).toBe(200);
    expect(s.json()).toMatchObject({ side: 'seller', rating: 2, comment: '' });
    expect((await rowsOf(m.id)).map((r) => r.side).sort()).toEqual(['buyer', 'seller']);
  });

  it('answers for scheduled and completed meetings too, never a cancelled or no-show one', async () => {
    const scheduled = await meeting({ ...onDay(3), status: 'scheduled' });
    const completed = await meeting({ ...onDay(4), status: 'completed' });
    const cancelled = await meeting({ ...onDay(5), status: 'cancelled' });
    const noShow = await meeting({ ...onDay(6), status: 'no_show', absence: 'seller' });
    at('2030-05-07T00:00:00Z');
    expect((await put(scheduled.id, fx.buyers[0].cookie)).statusCode).toBe(200);
    expect((await put(completed.id, fx.buyers[0].cookie)).statusCode).toBe(200);
    for (const m of [cancelled, noShow]) {
      const res = await put(m.id, m.seller.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('meeting_not_held');
    }
  });

  it('refuses admins and the interpreter (403), and hides the meeting from everyone else (404)', async () => {
    const m = await meeting(onDay(7));
    at('2030-05-08T00:00:00Z');
    for (const cookie of [fx.admin.cookie, fx.interpreters[0].cookie]) {
      const res = await put(m.id, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    for (const cookie of [fx.buyers[1].cookie, fx.sellers[1].cookie, fx.volunteers[0].cookie]) {
      expect((await put(m.id, cookie)).statusCode).toBe(404);
      expect((await get(m.id, cookie)).statusCode).toBe(404);
    }
    expect((await put('00000000-0000-4000-8000-000000000000', fx.buyers[0].cookie)).statusCode).toBe(404);
    expect(await rowsOf(m.id)).toEqual([]);
  });

  it('keeps one answer per person when 20 of theirs arrive at once', async () => {
    const m = await meeting(onDay(8));
    at('2030-05-09T00:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put(m.id, fx.buyers[0].cookie, { ...answer, rating: (i % 5) + 1 })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await rowsOf(m.id);
    expect(rows).toHaveLength(1);
    // The last write stands, and it is one of those sent.
    expect([1, 2, 3, 4, 5]).toContain(rows[0].rating);
  });
});

describe('the edit window', () => {
  it('lets the author change the answer for 7 days after first giving it, then refuses', async () => {
    const m = await meeting(onDay(9));
    at('2030-05-10T00:00:00Z');
    expect((await put(m.id, fx.buyers[0].cookie)).statusCode).toBe(200);
    at('2030-05-16T23:59:00Z');
    const changed = await put(m.id, fx.buyers[0].cookie, { ...answer, rating: 5, comment: 'Even better' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ rating: 5, comment: 'Even better', created_at: '2030-05-10T00:00:00.000Z' });
    expect(changed.json().updated_at).toBe('2030-05-16T23:59:00.000Z');
    at('2030-05-17T00:00:00Z');
    const late = await put(m.id, fx.buyers[0].cookie, { ...answer, rating: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('feedback_closed');
    const [row] = await rowsOf(m.id);
    expect(row.rating).toBe(5);
    const read = (await get(m.id, fx.buyers[0].cookie)).json() as MeetingFeedback;
    expect(read).toMatchObject({ side: 'buyer', can_answer: false, refusal: 'feedback_closed' });
    expect(read.answers.map((a) => a.rating)).toEqual([5]);
  });
});

describe('one tap: the rating alone, the details later', () => {
  it('takes a rating alone as an answer, leaving the follow-up and deal size unanswered', async () => {
    const m = await meeting(onDay(13));
    at('2030-05-13T01:00:00Z');
    const tap = await put(m.id, fx.buyers[0].cookie, { rating: 5 });
    expect(tap.statusCode, tap.body).toBe(200);
    expect(tap.json()).toMatchObject({ rating: 5, follow_up: null, deal_size: null, comment: '' });
    const [row] = await rowsOf(m.id);
    expect(row).toMatchObject({ rating: 5, followUp: null, dealSize: null });
    // Answered: it leaves the pending list like any answer.
    expect((await pending(fx.buyers[0].cookie)).map((p) => p.meeting_id)).not.toContain(m.id);
    const read = (await get(m.id, fx.buyers[0].cookie)).json() as MeetingFeedback;
    expect(read).toMatchObject({ can_answer: true, refusal: null });
    expect(read.answers[0]).toMatchObject({ rating: 5, follow_up: null, deal_size: null });
  });

  it('adds the details within the edit window, keeping when the answer was first given', async () => {
    const m = await meeting(onDay(12));
    at('2030-05-12T01:00:00Z');
    await put(m.id, fx.buyers[0].cookie, { rating: 4 });
    at('2030-05-14T08:00:00Z');
    const details = await put(m.id, fx.buyers[0].cookie, { rating: 4, follow_up: 'maybe', deal_size: 'under_10k' });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      follow_up: 'maybe',
      deal_size: 'under_10k',
      created_at: '2030-05-12T01:00:00.000Z',
      editable_until: '2030-05-19T01:00:00.000Z',
    });
    // A whole answer replaces the last: what is left out is unanswered again.
    const cleared = await put(m.id, fx.buyers[0].cookie, { rating: 3, follow_up: null });
    expect(cleared.json()).toMatchObject({ rating: 3, follow_up: null, deal_size: null });
    at('2030-05-19T01:00:00Z');
    const late = await put(m.id, fx.buyers[0].cookie, { rating: 3, follow_up: 'yes' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('feedback_closed');
  });

  it('asks the one tap of the same people only: admins and the interpreter still may not answer', async () => {
    const m = await meeting(onDay(14));
    at('2030-05-14T01:00:00Z');
    expect((await put(m.id, fx.admin.cookie, { rating: 5 })).statusCode).toBe(403);
    expect((await put(m.id, fx.interpreters[0].cookie, { rating: 5 })).statusCode).toBe(403);
    at('2030-05-14T00:59:00Z');
    expect((await put(m.id, fx.buyers[0].cookie, { rating: 5 })).json().error.code).toBe('feedback_too_early');
  });
});

describe('GET /api/meetings/:id/feedback: who sees what', () => {
  it('shows each side only its own answer, the admin both, the interpreter none', async () => {
    const m = await meeting(onDay(10));
    at('2030-05-10T00:00:00Z');
    const early = (await get(m.id, fx.buyers[0].cookie)).json() as MeetingFeedback;
    expect(early).toEqual({
      meeting_id: m.id,
      side: 'buyer',
      can_answer: false,
      refusal: 'feedback_too_early',
      answers: [],
    });
    at('2030-05-11T00:00:00Z');
    await put(m.id, fx.buyers[0].cookie, { ...answer, comment: 'buyer only' });
    await put(m.id, m.seller.cookie, { ...answer, rating: 3, comment: 'seller only' });

    const buyer = await get(m.id, fx.buyers[0].cookie);
    expect(buyer.statusCode).toBe(200);
    expect(buyer.json()).toMatchObject({ side: 'buyer', can_answer: true, refusal: null });
    expect(buyer.json().answers.map((a: Feedback) => a.comment)).toEqual(['buyer only']);
    expect(buyer.body).not.toContain('seller only');

    const seller = (await get(m.id, m.seller.cookie)).json() as MeetingFeedback;
    expect(seller.side).toBe('seller');
    expect(seller.answers.map((a) => a.comment)).toEqual(['seller only']);

    const admin = (await get(m.id, fx.admin.cookie)).json() as MeetingFeedback;
    expect(admin).toMatchObject({ side: null, can_answer: false, refusal: null });
    expect(admin.answers.map((a) => [a.side, a.comment])).toEqual([
      ['buyer', 'buyer only'],
      ['seller', 'seller only'],
    ]);

    const interpreter = await get(m.id, fx.interpreters[0].cookie);
    expect(interpreter.statusCode).toBe(403);
    expect(interpreter.body).not.toContain('only');
  });
});

describe('validation', () => {
  it('refuses answers out of range, of unknown values or with extra fields, writing nothing', async () => {
    const m = await meeting(onDay(11));
    at('2030-05-12T00:00:00Z');
    const bad = [
      { ...answer, rating: 0 },
      { ...answer, rating: 6 },
      { ...answer, rating: 2.5 },
      { ...answer, rating: '4' },
      { ...answer, follow_up: 'perhaps' },
      { ...answer, deal_size: 'huge' },
      { ...answer, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) },
      { ...answer, side: 'seller' },
      { ...answer, user_id: fx.sellers[0].id },
      { follow_up: 'yes', deal_size: 'none' },
      { rating: null },
      {},
    ];
    for (const body of bad) {
      const res = await put(m.id, fx.buyers[0].cookie, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await rowsOf(m.id)).toEqual([]);
    const longest = await put(m.id, fx.buyers[0].cookie, {
      ...answer,
      comment: `  ${'x'.repeat(FEEDBACK_COMMENT_MAX)}  `,
    });
    expect(longest.statusCode).toBe(200);
    expect(longest.json().comment).toHaveLength(FEEDBACK_COMMENT_MAX);
  });
});

describe('GET /api/feedback/pending', () => {
  it('lists the caller’s ended meetings still awaiting their answer, latest first', async () => {
    const fresh = await eventFixture(app, { buyers: 1, sellers: 5, interpreters: 1 });
    const [buyer] = fresh.buyers;
    const make = (seller: number, day: number, values: Partial<typeof meetings.$inferInsert> = {}) =>
      makeMeeting(app, {
        projectId: fresh.project.id,
        buyerId: buyer.id,
        sellerId: fresh.sellers[seller].id,
        interpreterId: fresh.interpreters[0].id,
        status: 'confirmed',
        ...onDay(day),
        ...values,
      });
    const first = await make(0, 20);
    const second = await make(1, 21, { status: 'completed' });
    await make(2, 22, { status: 'cancelled' });
    await make(3, 23, { status: 'no_show', absence: 'both' });
    const future = await make(4, 25);
    at('2030-05-24T00:00:00Z');

    const list = await pending(buyer.cookie);
    expect(list.map((p) => p.meeting_id)).toEqual([second.id, first.id]);
    expect(list[0]).toEqual({
      meeting_id: second.id,
      project: { id: fresh.project.id, name: fresh.project.name },
      counterpart: {
        id: fresh.sellers[1].id,
        full_name: fresh.sellers[1].profile.fullName,
        company_name: fresh.sellers[1].profile.companyName,
      },
      meeting_date: '2030-05-21',
      start_time: '09:00',
      end_time: '10:00',
    });
    expect((await pending(fresh.sellers[0].cookie)).map((p) => p.meeting_id)).toEqual([first.id]);

    // Answering takes it off the list of that side only.
    expect((await put(first.id, buyer.cookie)).statusCode).toBe(200);
    expect((await pending(buyer.cookie)).map((p) => p.meeting_id)).toEqual([second.id]);
    expect((await pending(fresh.sellers[0].cookie)).map((p) => p.meeting_id)).toEqual([first.id]);

    at('2030-05-25T01:00:00Z');
    expect((await pending(buyer.cookie)).map((p) => p.meeting_id)).toEqual([future.id, second.id]);
    // Roles that are never asked get an empty list.
    expect(await pending(fresh.interpreters[0].cookie)).toEqual([]);
    expect(await pending(fresh.admin.cookie)).toEqual([]);
    const stored = await app.db
      .select()
      .from(meetingFeedback)
      .where(and(eq(meetingFeedback.meetingId, first.id), eq(meetingFeedback.userId, buyer.id)));
    expect(stored).toHaveLength(1);
  });
});
