import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, eventFixture, makeProject, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeTransaction, setRates } from '../../test/transaction-factories.ts';

// Fixture: buyer 1 and seller 1 have one transaction in each status (created in order, so the
// newest is cancelled); buyer 2 and seller 2 have one agreed deal of their own in EUR.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
const ids: Record<string, string> = {};
let otherDeal: string;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 2, sellers: 2, interpreters: 1, volunteers: 1 });
  const pair = { projectId: fx.project.id, buyerId: fx.buyers[0].id, sellerId: fx.sellers[0].id };
  for (const [i, status] of (['proposed', 'agreed', 'completed', 'cancelled'] as const).entries()) {
    const row = await makeTransaction(app, {
      ...pair,
      status,
      productService: `Deal ${status}`,
      estimatedValue: 100 * (i + 1),
      createdAt: new Date(Date.UTC(2030, 0, 1 + i)),
    });
    ids[status] = row.id;
  }
  const other = await makeTransaction(app, {
    projectId: fx.project.id,
    buyerId: fx.buyers[1].id,
    sellerId: fx.sellers[1].id,
    status: 'agreed',
    estimatedValue: 1000,
    currency: 'EUR',
    createdAt: new Date(Date.UTC(2029, 0, 1)),
  });
  otherDeal = other.id;
});
afterAll(() => app.dispose());

const list = async (cookie: string, query = '') => {
  const res = await call(app, 'GET', `/api/transactions${query}`, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; status: string; can: Record<string, boolean> }[];
};

describe('GET /api/transactions: who sees what', () => {
  it('shows a seller all of their own, newest first', async () => {
    const rows = await list(fx.sellers[0].cookie);
    expect(rows.map((r) => r.id)).toEqual([ids.cancelled, ids.completed, ids.agreed, ids.proposed]);
  });

  it('shows a buyer only their own agreed and completed ones', async () => {
    expect((await list(fx.buyers[0].cookie)).map((r) => r.id)).toEqual([ids.completed, ids.agreed]);
    expect((await list(fx.buyers[1].cookie)).map((r) => r.id)).toEqual([otherDeal]);
  });

  it('shows an admin everything', async () => {
    const rows = await list(fx.admin.cookie);
    expect(rows.map((r) => r.id)).toEqual([ids.cancelled, ids.completed, ids.agreed, ids.proposed, otherDeal]);
  });

  it.each(['interpreters', 'volunteers'] as const)('shows %s nothing', async (group) => {
    expect(await list(fx[group][0].cookie)).toEqual([]);
  });

  it('filters by status within what the user sees', async () => {
    expect((await list(fx.sellers[0].cookie, '?status=proposed')).map((r) => r.id)).toEqual([ids.proposed]);
    expect(await list(fx.buyers[0].cookie, '?status=proposed')).toEqual([]);
    expect((await list(fx.buyers[0].cookie, '?status=completed')).map((r) => r.id)).toEqual([ids.completed]);
  });

  it('refuses an unknown status and anyone signed out', async () => {
    expect((await call(app, 'GET', '/api/transactions?status=won', { cookie: fx.admin.cookie })).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/transactions')).statusCode).toBe(401);
  });

  it('answers the parties, the project and the abilities of the reader', async () => {
    const [row] = await list(fx.sellers[0].cookie, '?status=proposed');
    expect(row).toMatchObject({
      project: { id: fx.project.id, name: fx.project.name },
      buyer: { id: fx.buyers[0].id, full_name: 'Buyer 1', email: fx.buyers[0].email },
      seller: { id: fx.sellers[0].id, full_name: 'Seller 1', company_name: expect.stringContaining('Seller 1 Co') },
      product_service: 'Deal proposed',
      estimated_value: 100,
      currency: 'USD',
      can: { agree: true, cancel: true, complete: false },
    });
    const agreed = (await list(fx.buyers[0].cookie, '?status=agreed'))[0];
    expect(agreed.can).toEqual({ agree: false, cancel: false, complete: false });
    const asAdmin = (await list(fx.admin.cookie, '?status=agreed')).find((r) => r.id === ids.agreed);
    expect(asAdmin?.can).toEqual({ agree: false, cancel: false, complete: true });
  });
});

describe('GET /api/transactions/summary', () => {
  const summary = async (cookie: string) => {
    const res = await call(app, 'GET', '/api/transactions/summary', { cookie });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('totals the non-cancelled transactions the user sees in USD', async () => {
    await setRates(app, { EUR: 1.1 });
    // Seller 1: 100 + 200 + 300 (the 400 is cancelled).
    expect(await summary(fx.sellers[0].cookie)).toEqual({ total_usd: 600, count: 3, rates: [] });
    // Buyer 1 sees only the agreed 200 and completed 300.
    expect(await summary(fx.buyers[0].cookie)).toEqual({ total_usd: 500, count: 2, rates: [] });
    expect(await summary(fx.admin.cookie)).toEqual({
      total_usd: 1700,
      count: 4,
      rates: [{ currency: 'EUR', usd_rate: 1.1 }],
    });
    expect(await summary(fx.interpreters[0].cookie)).toEqual({ total_usd: 0, count: 0, rates: [] });
  });

  it('falls back to the default rate when the table lacks a currency', async () => {
    await setRates(app, {});
    expect(await summary(fx.sellers[1].cookie)).toEqual({
      total_usd: 1080,
      count: 1,
      rates: [{ currency: 'EUR', usd_rate: 1.08 }],
    });
  });
});

describe('a project the reader does not take part in', () => {
  it('does not widen what anyone sees', async () => {
    const project = await makeProject(app);
    const stranger = await signedIn(app, 'seller');
    await makeTransaction(app, { projectId: project.id, buyerId: fx.buyers[0].id, sellerId: stranger.profile.id });
    expect(await list(fx.sellers[0].cookie)).toHaveLength(4);
    expect(await list(stranger.cookie)).toHaveLength(1);
  });
});
