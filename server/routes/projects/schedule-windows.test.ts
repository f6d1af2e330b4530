// The schedule grid's day read a window of rows at a time, searched on the server, with the day's
// choices beside it (docs/decisions/042-windowed-grid.md), on a project of 250 buyers.
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleChoices, ScheduleWire } from '../../../core/schemas/schedule.ts';
import { meetings } from '../../db/schema.ts';
import { call, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeLargeProject } from '../../test/large-project.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let large: Awaited<ReturnType<typeof makeLargeProject>>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin');
  large = await makeLargeProject(app.db, { buyers: 250, sellers: 40, interpreters: 5, slots: 8 });
});
afterAll(() => app.dispose());

const rows = (query: string) =>
  call(app, 'GET', `/api/projects/${large.project.id}/schedule?date=${large.date}&${query}`, { cookie: admin.cookie });
const window = async (query: string) => {
  const res = await rows(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ScheduleWire;
};

describe('a window of the grid', () => {
  it('gives 50 rows by default, and the number of rows in all', async () => {
    const first = await window('');
    expect([first.buyer_total, first.offset, first.buyers.length]).toEqual([250, 0, 50]);
    expect(first.buyers[0].full_name).toBe('Buyer 0000');
  });

  it('covers every buyer once, in order, window after window', async () => {
    const windows = await Promise.all([0, 100, 200].map((offset) => window(`offset=${offset}&limit=100`)));
    expect(windows.map((w) => w.buyers.length)).toEqual([100, 100, 50]);
    const ids = windows.flatMap((w) => w.buyers.map((b) => b.id));
    expect(ids).toEqual(large.buyers);
    expect((await window('offset=250')).buyers).toEqual([]);
  });

  it("holds only its own buyers' meetings, all of them, and names their sellers and interpreters", async () => {
    const w = await window('offset=30&limit=20');
    const mine = new Set(w.buyers.map((b) => b.id));
    expect(w.meetings.length).toBeGreaterThan(0);
    for (const m of w.meetings) expect(mine.has(m.buyer_id)).toBe(true);
    const [{ n }] = await app.db
      .select({ n: count() })
      .from(meetings)
      .where(
        and(
          inArray(meetings.buyerId, [...mine]),
          eq(meetings.meetingDate, large.date),
          ne(meetings.status, 'cancelled'),
        ),
      );
    expect(w.meetings).toHaveLength(n);
    const named = new Set(w.people.map((p) => p.id));
    for (const m of w.meetings) {
      expect(named.has(m.seller_id)).toBe(true);
      if (m.interpreter_id) expect(named.has(m.interpreter_id)).toBe(true);
    }
  });

  it('searches the buyers by name or company, any case, wildcards taken literally', async () => {
    const byName = await window('q=buyer%200217');
    expect([byName.buyer_total, byName.buyers.map((b) => b.full_name)]).toEqual([1, ['Buyer 0217']]);
    const byCompany = await window('q=IMPORT%20CO.%20024');
    expect(byCompany.buyers.map((b) => b.full_name)).toEqual([...Array(10)].map((_, i) => `Buyer 024${i}`));
    expect((await window('q=%25')).buyer_total).toBe(0);
    expect((await window('q=_')).buyer_total).toBe(0);
  });

  it('refuses a window larger than 100 rows, a negative offset and a search over 100 characters', async () => {
    for (const query of ['limit=101', 'limit=0', 'offset=-1', `q=${'x'.repeat(101)}`]) {
      const res = await rows(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});

describe("the day's choices", () => {
  it('name every seller and interpreter, and who is busy in each slot through any row', async () => {
    const res = await call(app, 'GET', `/api/projects/${large.project.id}/schedule/choices?date=${large.date}`, {
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    const c = res.json() as ScheduleChoices;
    expect([c.sellers.length, c.interpreters.length]).toEqual([40, 5]);
    expect(c.busy).toHaveLength(8);
    expect(c.busy.reduce((n, b) => n + b.sellers.length, 0)).toBe(large.meetings);
    // Slot 1 (09:00): the odd buyers below 40 meet sellers (b + 1) mod 40, the first five with an interpreter.
    const nine = c.busy.find((b) => b.start === '09:00');
    expect(nine?.sellers.map((i) => c.sellers[i].full_name).sort()).toEqual(
      [...Array(20)].map((_, k) => `Seller ${String((2 * k + 2) % 40).padStart(4, '0')}`).sort(),
    );
    expect(nine?.interpreters).toHaveLength(5);
  });
});
