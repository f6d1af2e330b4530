// Idempotent writes (docs/rules.md#offline-writes): the check-in, feedback and interpreter-note
// writes a phone may send twice. A repeat with the same key gets the first answer and changes
// nothing; the same key for another write is refused; racing repeats apply once; people's keys are
// their own; refusals are kept, failures on our side are not; old keys are forgotten.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_DAYS } from '../../core/rules/idempotency.ts';
import { idempotentRequests, interpreterNotes, meetingAttendances, meetingFeedback } from '../db/schema.ts';
import { call, eventFixture, makeMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { forgetOldKeys } from './store.ts';

let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
let serial = 0;

// The fixture's project runs 2030-05-01 to 03 in Seoul: before it, and after its last meeting.
const BEFORE_END = new Date('2030-04-30T00:00:00Z');
const AFTER_END = new Date('2030-05-04T00:00:00Z');
const at = (d: Date | string) => vi.setSystemTime(new Date(d));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2030-04-20T00:00:00Z');
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 2, sellers: 12, interpreters: 1 });
});
afterAll(async () => {
  vi.useRealTimers();
  await app?.dispose();
});
beforeEach(() => at(AFTER_END));

/**
 * A confirmed meeting of buyer 1 with the next seller (a pair meets once) and the interpreter, in
 * the next free hour of the event.
 */
async function meeting() {
  const n = serial++;
  const seller = fx.sellers[n];
  const m = await makeMeeting(app, {
    meetingDate: `2030-05-0${1 + Math.floor(n / 8)}`,
    startTime: `${String(9 + (n % 8)).padStart(2, '0')}:00`,
    endTime: `${String(10 + (n % 8)).padStart(2, '0')}:00`,
    projectId: fx.project.id,
    buyerId: fx.buyers[0].id,
    sellerId: seller.id,
    interpreterId: fx.interpreters[0].id,
    status: 'confirmed',
  });
  return Object.assign(m, { seller });
}

const newKey = () => `key-${crypto.randomUUID()}`;
const keyed = (key: string) => ({ 'idempotency-key': key });
const checkIn = (id: string, cookie: string, key?: string, body: unknown = { method: 'manual' }) =>
  call(app, 'POST', `/api/meetings/${id}/check-in`, { cookie, body, headers: key ? keyed(key) : {} });
const giveFeedback = (id: string, cookie: string, key: string, body: unknown) =>
  call(app, 'PUT', `/api/meetings/${id}/feedback`, { cookie, body, headers: keyed(key) });

const attendances = async (meetingId: string) =>
  (await app.db.select({ n: count() }).from(meetingAttendances).where(eq(meetingAttendances.meetingId, meetingId)))[0]
    .n;
const keysOf = async (userId: string) =>
  (await app.db.select({ n: count() }).from(idempotentRequests).where(eq(idempotentRequests.userId, userId)))[0].n;
const replayed = (res: { headers: Record<string, unknown> }) => res.headers['idempotency-replayed'] === 'true';

describe('Idempotency-Key on a check-in', () => {
  it('answers a repeat with the first answer, marked replayed, and changes nothing', async () => {
    const m = await meeting();
    const key = newKey();
    const first = await checkIn(m.id, fx.buyers[0].cookie, key);
    expect(first.statusCode).toBe(200);
    expect(replayed(first)).toBe(false);
    expect(first.json().checked_in).toBe(true);
    const before = { rows: await attendances(m.id), keys: await keysOf(fx.buyers[0].id) };
    expect(before).toEqual({ rows: 1, keys: 1 });

    // The seller checks in meanwhile: a fresh answer would list two people, the stored one lists one.
    expect((await checkIn(m.id, m.seller.cookie)).statusCode).toBe(200);
    const again = await checkIn(m.id, fx.buyers[0].cookie, key);
    expect(again.statusCode).toBe(200);
    expect(replayed(again)).toBe(true);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(again.json().attendances).toHaveLength(1);
    expect(await attendances(m.id)).toBe(2);
    expect(await keysOf(fx.buyers[0].id)).toBe(1);
  });

  it('works as before without a key, and stores nothing', async () => {
    const m = await meeting();
    const keys = await keysOf(m.seller.id);
    const res = await checkIn(m.id, m.seller.cookie);
    expect(res.statusCode).toBe(200);
    expect(replayed(res)).toBe(false);
    expect(await keysOf(m.seller.id)).toBe(keys);
  });

  it('refuses the same key with another body or on another route (422), writing nothing', async () => {
    const m = await meeting();
    const other = await meeting();
    const key = newKey();
    expect((await checkIn(m.id, fx.buyers[0].cookie, key)).statusCode).toBe(200);

    const otherBody = await checkIn(m.id, fx.buyers[0].cookie, key, { method: 'qr' });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().error.code).toBe('idempotency_key_reused');
    const otherRoute = await checkIn(other.id, fx.buyers[0].cookie, key);
    expect(otherRoute.statusCode).toBe(422);
    expect(otherRoute.json().error.code).toBe('idempotency_key_reused');
    expect(await attendances(other.id)).toBe(0);
  });

  it('keeps each person’s keys apart: the same key is a new write for someone else', async () => {
    const m = await meeting();
    const key = newKey();
    const buyer = await checkIn(m.id, fx.buyers[0].cookie, key);
    const seller = await checkIn(m.id, m.seller.cookie, key);
    expect([buyer.statusCode, seller.statusCode]).toEqual([200, 200]);
    expect(replayed(seller)).toBe(false);
    expect(await attendances(m.id)).toBe(2);
  });

  it('never lets a key do what its caller may not: an outsider reusing a participant’s key is refused', async () => {
    const m = await meeting();
    const key = newKey();
    expect((await checkIn(m.id, fx.buyers[0].cookie, key)).statusCode).toBe(200);
    const outsider = await checkIn(m.id, fx.buyers[1].cookie, key);
    expect(outsider.statusCode).toBe(404);
    expect(replayed(outsider)).toBe(false);
    expect(await attendances(m.id)).toBe(1);
    // The refusal is the outsider's own answer under their own key.
    expect((await checkIn(m.id, fx.buyers[1].cookie, key)).json().error.code).toBe('not_found');
  });

  it('applies racing repeats once: one fresh answer, the rest replayed or told to retry', async () => {
    const m = await meeting();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkIn(m.id, fx.buyers[0].cookie, key)));
    const fresh = answers.filter((r) => r.statusCode === 200 && !replayed(r));
    expect(fresh).toHaveLength(1);
    for (const r of answers) {
      if (r.statusCode === 200) expect(r.json()).toEqual(fresh[0].json());
      else {
        expect(r.statusCode).toBe(409);
        expect(r.json().error.code).toBe('idempotency_in_progress');
      }
    }
    expect(await attendances(m.id)).toBe(1);
    const stored = await app.db
      .select({ n: count() })
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, fx.buyers[0].id), eq(idempotentRequests.key, key)));
    expect(stored[0].n).toBe(1);
  });

  it('refuses keys of the wrong form (400) before anything is written', async () => {
    const m = await meeting();
    for (const key of ['short', 'has a space in it', 'x'.repeat(201), 'naïve-key-123', 'a,b,c,d,e,f']) {
      const res = await checkIn(m.id, fx.buyers[0].cookie, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_idempotency_key');
    }
    expect(await attendances(m.id)).toBe(0);
  });

  it('forgets the key after a failure on our side (5xx): the repeat applies the write', async () => {
    const m = await meeting();
    const key = newKey();
    // A failure the error handler does not know (SQLSTATE XX000) in the middle of the write.
    await app.db.execute(sql`create function idempotency_test_fail() returns trigger language plpgsql as
      $$ begin raise exception 'disk on fire' using errcode = 'XX000'; end $$`);
    await app.db.execute(sql`create trigger idempotency_test_fail before insert on meeting_attendances
      for each row execute function idempotency_test_fail()`);
    try {
      const failed = await checkIn(m.id, fx.buyers[0].cookie, key);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().error.code).toBe('internal_error');
    } finally {
      await app.db.execute(sql`drop trigger idempotency_test_fail on meeting_attendances`);
      await app.db.execute(sql`drop function idempotency_test_fail()`);
    }
    expect(await attendances(m.id)).toBe(0);
    const stored = await app.db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, fx.buyers[0].id), eq(idempotentRequests.key, key)));
    expect(stored).toEqual([]);

    const retried = await checkIn(m.id, fx.buyers[0].cookie, key);
    expect(retried.statusCode).toBe(200);
    expect(replayed(retried)).toBe(false);
    expect(await attendances(m.id)).toBe(1);
  });
});

describe('Idempotency-Key on feedback and interpreter notes', () => {
  const answer = { rating: 5, follow_up: 'yes', deal_size: '10k_100k', comment: 'Samples next week' };
  const feedbackRow = async (meetingId: string) =>
    (
      await app.db
        .select()
        .from(meetingFeedback)
        .where(and(eq(meetingFeedback.meetingId, meetingId), eq(meetingFeedback.userId, fx.buyers[0].id)))
    )[0];

  it('a repeated answer changes nothing (a new key would: it writes the answer again)', async () => {
    const m = await meeting();
    const key = newKey();
    const first = await giveFeedback(m.id, fx.buyers[0].cookie, key, answer);
    expect(first.statusCode).toBe(200);
    const written = await feedbackRow(m.id);

    at(new Date(AFTER_END.getTime() + 60_000));
    const again = await giveFeedback(m.id, fx.buyers[0].cookie, key, answer);
    expect(replayed(again)).toBe(true);
    expect(again.json()).toEqual(first.json());
    expect(await feedbackRow(m.id)).toEqual(written);

    const fresh = await giveFeedback(m.id, fx.buyers[0].cookie, newKey(), answer);
    expect(replayed(fresh)).toBe(false);
    expect((await feedbackRow(m.id)).updatedAt.getTime()).toBeGreaterThan(written.updatedAt.getTime());
  });

  it('keeps a refusal: the repeat gets the same 409 even once the write would pass', async () => {
    const m = await meeting();
    const key = newKey();
    at(BEFORE_END);
    const early = await giveFeedback(m.id, fx.buyers[0].cookie, key, answer);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('feedback_too_early');

    at(AFTER_END);
    const again = await giveFeedback(m.id, fx.buyers[0].cookie, key, answer);
    expect(again.statusCode).toBe(409);
    expect(replayed(again)).toBe(true);
    expect(again.json()).toEqual(early.json());
    expect(await feedbackRow(m.id)).toBeUndefined();
    // A new key is a new write, and now it passes.
    expect((await giveFeedback(m.id, fx.buyers[0].cookie, newKey(), answer)).statusCode).toBe(200);
  });

  it('a repeated note save changes nothing', async () => {
    const m = await meeting();
    const cookie = fx.interpreters[0].cookie;
    const key = newKey();
    const note = { content: 'Asked for samples', key_points: 'Price', action_items: 'Send catalogue' };
    const save = (k: string) =>
      call(app, 'PUT', `/api/interpreter-notes/meetings/${m.id}`, { cookie, body: note, headers: keyed(k) });
    const first = await save(key);
    expect(first.statusCode).toBe(200);
    const rowOf = async () =>
      (await app.db.select().from(interpreterNotes).where(eq(interpreterNotes.meetingId, m.id)))[0];
    const written = await rowOf();
    const again = await save(key);
    expect(replayed(again)).toBe(true);
    expect(again.json()).toEqual(first.json());
    expect(await rowOf()).toEqual(written);
    // (The embedded database's clock is the faked one too.)
    at(new Date(AFTER_END.getTime() + 60_000));
    await save(newKey());
    expect((await rowOf()).updatedAt.getTime()).toBeGreaterThan(written.updatedAt.getTime());
  });
});

describe('forgetOldKeys', () => {
  it(`deletes keys older than ${IDEMPOTENCY_KEY_DAYS} days and keeps younger ones`, async () => {
    const userId = fx.buyers[1].id;
    const now = new Date('2030-06-01T00:00:00Z');
    const day = 24 * 3600 * 1000;
    const row = (key: string, ageDays: number) => ({
      userId,
      key,
      route: 'POST /api/x',
      bodyHash: 'h',
      statusCode: 200,
      body: {},
      createdAt: new Date(now.getTime() - ageDays * day),
    });
    await app.db
      .insert(idempotentRequests)
      .values([row('old-key-1', IDEMPOTENCY_KEY_DAYS + 1), row('old-key-2', 30), row('young-key', 6)]);
    expect(await forgetOldKeys(app.db, now)).toBeGreaterThanOrEqual(2);
    const left = await app.db
      .select({ key: idempotentRequests.key })
      .from(idempotentRequests)
      .where(eq(idempotentRequests.userId, userId));
    expect(left.map((r) => r.key)).toContain('young-key');
    expect(left.map((r) => r.key)).not.toContain('old-key-1');
    expect(left.map((r) => r.key)).not.toContain('old-key-2');
  });
});
