// Who sees which meetings (docs/rules.md#visibility): lists by role with their filters, a meeting's
// detail with what the reader may do, and deleting, against one event of this file's own.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../../db/schema.ts';
import { call, eventFixture, makeMeeting, makeProject, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type Event = Awaited<ReturnType<typeof eventFixture>>;

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
