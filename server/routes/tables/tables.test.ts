// Meeting tables (docs/rules.md#tables): managing them, fixing them to sellers, and the table a
// meeting gets when it is assigned, on both databases.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, projectParticipants } from '../../db/schema.ts';
import { call, eventFixture, makeMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type Event = Awaited<ReturnType<typeof eventFixture>>;
type Table = { id: string; name: string; position: number; seller: { id: string } | null };
const DAY = '2030-05-01';

const freshEvent = (opts: Parameters<typeof eventFixture>[1] = {}) =>
  eventFixture(app, { buyers: 3, sellers: 3, signIn: false, ...opts });
const tablesUrl = (fx: Event) => `/api/projects/${fx.project.id}/tables`;
const bulk = (fx: Event, body: Record<string, unknown>, cookie = fx.admin.cookie) =>
  call(app, 'POST', `${tablesUrl(fx)}/bulk`, { cookie, body });
const list = async (fx: Event) =>
  (await call(app, 'GET', tablesUrl(fx), { cookie: fx.admin.cookie })).json() as Table[];

/** The participant row of a person in the event. */
async function participantOf(userId: string) {
  const [row] = await app.db.select().from(projectParticipants).where(eq(projectParticipants.userId, userId));
  return row;
}
const fix = (fx: Event, userId: string, tableId: string | null, projectId = fx.project.id) =>
  participantOf(userId).then((p) =>
    call(app, 'PUT', `/api/projects/${projectId}/participants/${p.id}/table`, {
      cookie: fx.admin.cookie,
      body: { table_id: tableId },
    }),
  );
const assign = (fx: Event, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/meetings', {
    cookie: fx.admin.cookie,
    body: { project_id: fx.project.id, meeting_date: DAY, slot_number: 1, ...body },
  });
const tableOf = async (meetingId: string) => {
  const res = await call(app, 'GET', `/api/meetings/${meetingId}`, { cookie: adminCookie });
  return (res.json() as { table: { name: string } | null }).table?.name ?? null;
};
let adminCookie = '';

describe('managing tables', () => {
  it('creates tables in bulk, numbered after a prefix, each after the last', async () => {
    const fx = await freshEvent();
    const res = await bulk(fx, { count: 3, prefix: 'A-' });
    expect(res.statusCode).toBe(201);
    expect((res.json() as Table[]).map((t) => t.name)).toEqual(['A-1', 'A-2', 'A-3']);
    expect((await bulk(fx, { count: 2, prefix: 'B', start: 10 })).statusCode).toBe(201);
    const one = await call(app, 'POST', tablesUrl(fx), { cookie: fx.admin.cookie, body: { name: 'VIP' } });
    expect(one.statusCode).toBe(201);
    const tables = await list(fx);
    expect(tables.map((t) => t.name)).toEqual(['A-1', 'A-2', 'A-3', 'B10', 'B11', 'VIP']);
    expect(tables.map((t) => t.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses a whole batch when one name is taken, and a single duplicate name', async () => {
    const fx = await freshEvent();
    await bulk(fx, { count: 2, prefix: 'A-' });
    const res = await bulk(fx, { count: 5, prefix: 'A-' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'table_name_taken', details: { names: ['A-1', 'A-2'] } });
    expect(await list(fx)).toHaveLength(2);
    const dup = await call(app, 'POST', tablesUrl(fx), { cookie: fx.admin.cookie, body: { name: 'A-1' } });
    expect(dup.json().error.code).toBe('table_name_taken');
    expect((await bulk(fx, { count: 501, prefix: 'A-' })).json().error.code).toBe('validation_failed');
  });

  it('renames and reorders a table; a taken name is refused', async () => {
    const fx = await freshEvent();
    const [a, b] = (await bulk(fx, { count: 2, prefix: 'A-' })).json() as Table[];
    const url = `${tablesUrl(fx)}/${b.id}`;
    expect((await call(app, 'PATCH', url, { cookie: fx.admin.cookie, body: { name: 'A-1' } })).json().error.code).toBe(
      'table_name_taken',
    );
    const res = await call(app, 'PATCH', url, { cookie: fx.admin.cookie, body: { name: 'Stage', position: 0 } });
    expect(res.json()).toMatchObject({ name: 'Stage', position: 0 });
    expect((await list(fx)).map((t) => t.id)).toEqual([b.id, a.id]);
  });

  it('puts every table in a new order at once; an order that leaves one out or names one twice is refused', async () => {
    const fx = await freshEvent();
    const [a, b, c] = (await bulk(fx, { count: 3, prefix: 'A-' })).json() as Table[];
    const order = (ids: string[]) =>
      call(app, 'PUT', `${tablesUrl(fx)}/order`, { cookie: fx.admin.cookie, body: { ids } });
    const res = await order([c.id, a.id, b.id]);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Table[]).map((t) => [t.name, t.position])).toEqual([
      ['A-3', 1],
      ['A-1', 2],
      ['A-2', 3],
    ]);
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, a.id],
      [c.id, a.id, b.id, fx.project.id],
    ]) {
      const refused = await order(ids);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('table_order_incomplete');
    }
    expect((await list(fx)).map((t) => t.name)).toEqual(['A-3', 'A-1', 'A-2']);
  });

  it('lets only admins manage tables; participants see them', async () => {
    const fx = await freshEvent({ signIn: true });
    const seller = fx.sellers[0].cookie;
    expect((await bulk(fx, { count: 1 }, seller)).statusCode).toBe(403);
    await bulk(fx, { count: 1, prefix: 'A-' });
    const seen = await call(app, 'GET', tablesUrl(fx), { cookie: seller });
    expect((seen.json() as Table[]).map((t) => t.name)).toEqual(['A-1']);
  });

  it('refuses to delete a table where a meeting that counts sits; lets go of cancelled ones and the seller', async () => {
    const fx = await freshEvent();
    const [t] = (await bulk(fx, { count: 1, prefix: 'A-' })).json() as Table[];
    const live = await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[0].id,
      sellerId: fx.sellers[0].id,
      tableId: t.id,
    });
    const cancelled = await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[1].id,
      sellerId: fx.sellers[1].id,
      tableId: t.id,
      status: 'cancelled',
    });
    expect((await fix(fx, fx.sellers[2].id, t.id)).statusCode).toBe(200);
    const del = () => call(app, 'DELETE', `${tablesUrl(fx)}/${t.id}`, { cookie: fx.admin.cookie });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'table_in_use', details: { meetings: 1 } });

    await app.db.update(meetings).set({ status: 'cancelled' }).where(eq(meetings.id, live.id));
    expect((await del()).statusCode).toBe(204);
    expect(await list(fx)).toEqual([]);
    const [after] = await app.db.select().from(meetings).where(eq(meetings.id, cancelled.id));
    expect(after.tableId).toBeNull();
    expect((await participantOf(fx.sellers[2].id)).tableId).toBeNull();
    expect((await del()).statusCode).toBe(404);
  });
});

describe("a seller's fixed table", () => {
  it('is given, listed with the seller, and taken away', async () => {
    const fx = await freshEvent();
    const [t] = (await bulk(fx, { count: 1, prefix: 'A-' })).json() as Table[];
    const res = await fix(fx, fx.sellers[0].id, t.id);
    expect(res.json()).toMatchObject({ table_id: t.id });
    expect((await list(fx))[0].seller?.id).toBe(fx.sellers[0].id);
    const participants = await call(app, 'GET', `/api/projects/${fx.project.id}/participants`, {
      cookie: fx.admin.cookie,
    });
    const row = (participants.json().items as { user_id: string; table_id: string | null }[]).find(
      (p) => p.user_id === fx.sellers[0].id,
    );
    expect(row?.table_id).toBe(t.id);
    expect((await fix(fx, fx.sellers[0].id, null)).statusCode).toBe(200);
    expect((await list(fx))[0].seller).toBeNull();
  });

  it("is one seller's only (table_reserved), for sellers only (not_seller), of the project only (unknown_table)", async () => {
    const fx = await freshEvent();
    const other = await freshEvent();
    const [t] = (await bulk(fx, { count: 1, prefix: 'A-' })).json() as Table[];
    const [elsewhere] = (await bulk(other, { count: 1, prefix: 'Z-' })).json() as Table[];
    await fix(fx, fx.sellers[0].id, t.id);
    const reserved = await fix(fx, fx.sellers[1].id, t.id);
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json().error.code).toBe('table_reserved');
    const buyer = await fix(fx, fx.buyers[0].id, t.id);
    expect(buyer.statusCode).toBe(400);
    expect(buyer.json().error.code).toBe('not_seller');
    const foreign = await fix(fx, fx.sellers[1].id, elsewhere.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('unknown_table');
  });
});

describe('the table of an assigned meeting', () => {
  it('twenty organisers assigning one table and slot at once make one meeting; the rest get table_busy', async () => {
    const fx = await eventFixture(app, { buyers: 20, sellers: 20, signIn: false });
    adminCookie = fx.admin.cookie;
    const [t] = (await bulk(fx, { count: 1, prefix: 'A-' })).json() as Table[];
    const answers = await Promise.all(
      fx.buyers.map((b, i) => assign(fx, { buyer_id: b.id, seller_id: fx.sellers[i].id, table_id: t.id })),
    );
    const codes = answers.map((r) => (r.statusCode === 201 ? 'created' : r.json().error.code));
    expect(codes.filter((c) => c === 'created')).toHaveLength(1);
    expect(codes.filter((c) => c === 'table_busy')).toHaveLength(19);
    const rows = await app.db.select().from(meetings).where(eq(meetings.projectId, fx.project.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tableId).toBe(t.id);
  });

  it("takes the seller's fixed table, else the first free table of the pool; a full pool is no_free_table", async () => {
    const fx = await freshEvent({ buyers: 4 });
    adminCookie = fx.admin.cookie;
    const [a1, a2, a3] = (await bulk(fx, { count: 3, prefix: 'A-' })).json() as Table[];
    // A-1 is the first seller's: the pool is.
    await fix(fx, fx.sellers[0].id, a1.id);
    const [s1, s2, s3] = fx.sellers;
    const [b1, b2, b3] = fx.buyers;
    const own = await assign(fx, { buyer_id: b1.id, seller_id: s1.id });
    expect(own.statusCode).toBe(201);
    expect(await tableOf(own.json().id)).toBe('A-1');
    const pooled = await assign(fx, { buyer_id: b2.id, seller_id: s2.id });
    expect(await tableOf(pooled.json().id)).toBe(a2.name);
    // A chosen pool table is taken even when an earlier one is free.
    const chosen = await assign(fx, { buyer_id: b3.id, seller_id: s3.id, slot_number: 2, table_id: a3.id });
    expect(await tableOf(chosen.json().id)).toBe('A-3');
    // In slot 1, A-2 is taken: the next meeting without a fixed table takes A-3.
    const next = await assign(fx, { buyer_id: fx.buyers[3].id, seller_id: s3.id });
    expect(await tableOf(next.json().id)).toBe('A-3');
    // On the last day both pool tables are taken in slot 1: a seller without a table finds none there.
    for (const [buyer, seller, table] of [
      [b2, s3, a2],
      [b3, s1, a3],
    ] as const) {
      await makeMeeting(app, {
        projectId: fx.project.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        meetingDate: '2030-05-03',
        tableId: table.id,
      });
    }
    const noTable = await assign(fx, { buyer_id: b1.id, seller_id: s2.id, meeting_date: '2030-05-03' });
    expect(noTable.statusCode).toBe(409);
    expect(noTable.json().error.code).toBe('no_free_table');
  });

  it("refuses another seller's fixed table (table_reserved) and another project's table (unknown_table)", async () => {
    const fx = await freshEvent();
    const other = await freshEvent();
    const [a1] = (await bulk(fx, { count: 2, prefix: 'A-' })).json() as Table[];
    const [z1] = (await bulk(other, { count: 1, prefix: 'Z-' })).json() as Table[];
    await fix(fx, fx.sellers[0].id, a1.id);
    const reserved = await assign(fx, { buyer_id: fx.buyers[0].id, seller_id: fx.sellers[1].id, table_id: a1.id });
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json().error.code).toBe('table_reserved');
    const foreign = await assign(fx, { buyer_id: fx.buyers[0].id, seller_id: fx.sellers[1].id, table_id: z1.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('unknown_table');
  });
});
