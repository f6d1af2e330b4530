import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.ts';
import { makeContract, makeParty } from '../../test/contract-factories.ts';
import { call, makeProject, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type Party = Awaited<ReturnType<typeof makeParty>>;

/** Two buyers and two sellers with their companies, an admin, an interpreter and a volunteer, and
 * three contracts: b1-s1 (signed), b1-s2 (draft), b2-s2 (draft), made in that order. */
async function world() {
  const [admin, interpreter, volunteer] = await Promise.all([
    signedIn(app, 'admin'),
    signedIn(app, 'interpreter'),
    signedIn(app, 'volunteer'),
  ]);
  const [b1, b2, s1, s2] = await Promise.all([
    makeParty(app, 'buyer'),
    makeParty(app, 'buyer'),
    makeParty(app, 'seller'),
    makeParty(app, 'seller'),
  ]);
  const between = (b: Party, s: Party, values: Record<string, unknown> = {}) =>
    makeContract(app, {
      buyerCompany: b.companyId,
      sellerCompany: s.companyId,
      buyerId: b.id,
      sellerId: s.id,
      ...values,
    });
  const c1 = await between(b1, s1, { status: 'signed', createdAt: new Date('2026-01-01T00:00:00Z') });
  const c2 = await between(b1, s2, { createdAt: new Date('2026-02-01T00:00:00Z') });
  const c3 = await between(b2, s2, { createdAt: new Date('2026-03-01T00:00:00Z') });
  return { admin, interpreter, volunteer, b1, b2, s1, s2, c1, c2, c3 };
}

let w: Awaited<ReturnType<typeof world>>;
beforeAll(async () => {
  w = await world();
});

const ids = (body: { id: string }[]) => body.map((c) => c.id);
/** Only this world's contracts: other tests add theirs to the same database. */
const mine = (body: { id: string }[]) => ids(body).filter((id) => [w.c1.id, w.c2.id, w.c3.id].includes(id));

describe('GET /api/contracts', () => {
  it('admin sees every contract, newest first', async () => {
    const res = await call(app, 'GET', '/api/contracts', { cookie: w.admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(mine(res.json())).toEqual([w.c3.id, w.c2.id, w.c1.id]);
  });

  it('a buyer sees only contracts whose buyer_id is theirs', async () => {
    const res = await call(app, 'GET', '/api/contracts', { cookie: w.b1.cookie });
    expect(ids(res.json())).toEqual([w.c2.id, w.c1.id]);
    const other = await call(app, 'GET', '/api/contracts', { cookie: w.b2.cookie });
    expect(ids(other.json())).toEqual([w.c3.id]);
  });

  it('a seller sees only contracts whose seller_id is theirs', async () => {
    const res = await call(app, 'GET', '/api/contracts', { cookie: w.s2.cookie });
    expect(ids(res.json())).toEqual([w.c3.id, w.c2.id]);
    const s1 = await call(app, 'GET', '/api/contracts', { cookie: w.s1.cookie });
    expect(ids(s1.json())).toEqual([w.c1.id]);
  });

  it('interpreters and volunteers see none', async () => {
    for (const who of [w.interpreter, w.volunteer]) {
      const res = await call(app, 'GET', '/api/contracts', { cookie: who.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('filters by status within what the user may see', async () => {
    const signed = await call(app, 'GET', '/api/contracts?status=signed', { cookie: w.b1.cookie });
    expect(ids(signed.json())).toEqual([w.c1.id]);
    const draft = await call(app, 'GET', '/api/contracts?status=draft', { cookie: w.b1.cookie });
    expect(ids(draft.json())).toEqual([w.c2.id]);
  });

  it('refuses an unknown status and a signed-out caller', async () => {
    const bad = await call(app, 'GET', '/api/contracts?status=lost', { cookie: w.admin.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect((await call(app, 'GET', '/api/contracts')).statusCode).toBe(401);
  });
});

describe('GET /api/contracts/counts', () => {
  it('counts per status what each role may see', async () => {
    const b1 = (await call(app, 'GET', '/api/contracts/counts', { cookie: w.b1.cookie })).json();
    expect(b1).toEqual({ all: 2, draft: 1, pending: 0, signed: 1, active: 0, completed: 0, cancelled: 0 });
    const s2 = (await call(app, 'GET', '/api/contracts/counts', { cookie: w.s2.cookie })).json();
    expect(s2).toMatchObject({ all: 2, draft: 2, signed: 0 });
    const interp = (await call(app, 'GET', '/api/contracts/counts', { cookie: w.interpreter.cookie })).json();
    expect(interp.all).toBe(0);
    const admin = (await call(app, 'GET', '/api/contracts/counts', { cookie: w.admin.cookie })).json();
    expect(admin.all).toBeGreaterThanOrEqual(3);
    expect(admin.all).toBe(
      admin.draft + admin.pending + admin.signed + admin.active + admin.completed + admin.cancelled,
    );
  });
});

describe('GET /api/contracts/:id', () => {
  it('shows the contract with its companies, project and party profiles', async () => {
    const project = await makeProject(app, { name: 'Detail Expo' });
    const c = await makeContract(app, {
      buyerCompany: w.b1.companyId,
      sellerCompany: w.s1.companyId,
      buyerId: w.b1.id,
      sellerId: w.s1.id,
      projectId: project.id,
      quantity: '10 boxes',
      unitPrice: 2.5,
      totalAmount: 25,
      deliveryDate: '2026-06-01',
    });
    const res = await call(app, 'GET', `/api/contracts/${c.id}`, { cookie: w.admin.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: c.id,
      contract_number: c.contractNumber,
      type: 'MOU',
      status: 'draft',
      currency: 'USD',
      quantity: '10 boxes',
      unit_price: 2.5,
      total_amount: 25,
      contract_date: '2026-05-01',
      delivery_date: '2026-06-01',
      signed_date: null,
      project: { id: project.id, name: 'Detail Expo' },
      buyer: { id: w.b1.id, full_name: w.b1.profile.fullName, email: w.b1.email },
      seller: { id: w.s1.id, email: w.s1.email },
      buyer_company: { id: w.b1.companyId, name: w.b1.profile.companyName, type: 'buyer' },
      seller_company: { id: w.s1.companyId, type: 'seller' },
    });
    expect(body.buyer_company).toHaveProperty('country');
    expect(Date.parse(body.created_at)).not.toBeNaN();
    expect(Date.parse(body.updated_at)).not.toBeNaN();
  });

  it('lets the buyer and the seller of a contract see it', async () => {
    for (const who of [w.b1, w.s1]) {
      const res = await call(app, 'GET', `/api/contracts/${w.c1.id}`, { cookie: who.cookie });
      expect(res.statusCode).toBe(200);
    }
  });

  it("answers 404 'Contract not found' to anyone else", async () => {
    for (const who of [w.b2, w.s2, w.interpreter, w.volunteer]) {
      const res = await call(app, 'GET', `/api/contracts/${w.c1.id}`, { cookie: who.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found', message: 'Contract not found' });
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await call(app, 'GET', `/api/contracts/${randomUUID()}`, { cookie: w.admin.cookie });
    expect(missing.statusCode).toBe(404);
    const bad = await call(app, 'GET', '/api/contracts/nope', { cookie: w.admin.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('shows null parties and project when those rows are gone', async () => {
    const c = await makeContract(app, { buyerCompany: w.b2.companyId, sellerCompany: w.s1.companyId });
    const body = (await call(app, 'GET', `/api/contracts/${c.id}`, { cookie: w.admin.cookie })).json();
    expect(body).toMatchObject({ buyer: null, seller: null, project: null });
  });
});

describe('GET /api/companies', () => {
  it('lists companies by type for the admin, by name', async () => {
    const buyers = (await call(app, 'GET', '/api/companies?type=buyer', { cookie: w.admin.cookie })).json();
    expect(buyers.every((c: { type: string }) => c.type === 'buyer')).toBe(true);
    expect(ids(buyers)).toEqual(expect.arrayContaining([w.b1.companyId, w.b2.companyId]));
    expect(ids(buyers)).not.toContain(w.s1.companyId);
    const names = buyers.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const sellers = (await call(app, 'GET', '/api/companies?type=seller', { cookie: w.admin.cookie })).json();
    expect(ids(sellers)).toEqual(expect.arrayContaining([w.s1.companyId, w.s2.companyId]));
    const all = (await call(app, 'GET', '/api/companies', { cookie: w.admin.cookie })).json();
    expect(all.length).toBe(buyers.length + sellers.length);
  });

  it('is for admins only', async () => {
    for (const who of [w.b1, w.s1, w.interpreter, w.volunteer]) {
      const res = await call(app, 'GET', '/api/companies', { cookie: who.cookie });
      expect(res.statusCode).toBe(403);
    }
    expect((await call(app, 'GET', '/api/companies')).statusCode).toBe(401);
  });

  it('refuses an unknown type', async () => {
    const res = await call(app, 'GET', '/api/companies?type=admin', { cookie: w.admin.cookie });
    expect(res.statusCode).toBe(400);
  });

  it('shows a company without profiles too', async () => {
    const [c] = await app.db.insert(companies).values({ name: 'Lonely Buyer Inc', type: 'buyer' }).returning();
    const buyers = (await call(app, 'GET', '/api/companies?type=buyer', { cookie: w.admin.cookie })).json();
    expect(ids(buyers)).toContain(c.id);
  });
});
