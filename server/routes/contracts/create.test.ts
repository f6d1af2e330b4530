import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '../../../core/schemas/contract.ts';
import type { Db } from '../../db/client.ts';
import { companies, contracts } from '../../db/schema.ts';
import { contractBody, makeContract, makeParty } from '../../test/contract-factories.ts';
import { call, makeProject, setActive, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createContract } from './create.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

let admin: Awaited<ReturnType<typeof signedIn>>;
let buyer: Awaited<ReturnType<typeof makeParty>>;
let seller: Awaited<ReturnType<typeof makeParty>>;
beforeAll(async () => {
  [admin, buyer, seller] = await Promise.all([
    signedIn(app, 'admin'),
    makeParty(app, 'buyer'),
    makeParty(app, 'seller'),
  ]);
});

const body = (overrides: Record<string, unknown> = {}) => contractBody(buyer.companyId, seller.companyId, overrides);
/** A contract as the create route hands it to createContract once parsed: a draft of no project. */
const serviceInput = (type: 'NDA' | 'MOU') => ({
  ...body(),
  type,
  project_id: null,
  currency: 'USD' as const,
  status: 'draft' as const,
  delivery_date: null,
  signed_date: null,
  expiry_date: null,
  payment_terms: '',
  details: '',
  notes: '',
});
const post = (payload: unknown, cookie = admin.cookie) =>
  call(app, 'POST', '/api/contracts', { cookie, body: payload });
const contractCount = async () => (await app.db.select({ id: contracts.id }).from(contracts)).length;

/** Expects a 400 whose issues carry the form's message on the field, and nothing written. */
async function expectFieldError(payload: unknown, field: string, message: string) {
  const before = await contractCount();
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json();
  expect(error.code).toBe('validation_failed');
  expect(error.details.issues).toContainEqual({ path: `/${field}`, message });
  expect(await contractCount()).toBe(before);
}

describe('POST /api/contracts', () => {
  it('creates a contract: 201, number CON-{year}-dddd, defaults MOU/draft/USD, server total, linked profiles', async () => {
    const res = await post({
      title: 'Widgets',
      buyer_company: buyer.companyId,
      seller_company: seller.companyId,
      product_service: 'Widgets',
      quantity: '1,000 units',
      unit_price: 2.345,
      contract_date: '2026-05-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json();
    expect(c.contract_number).toMatch(new RegExp(`^CON-${new Date().getFullYear()}-\\d{4}$`));
    expect(c).toMatchObject({
      type: 'MOU',
      status: 'draft',
      currency: 'USD',
      total_amount: 2345,
      quantity: '1,000 units',
      project: null,
      delivery_date: null,
      buyer: { id: buyer.id, email: buyer.email },
      seller: { id: seller.id, email: seller.email },
      buyer_company: { id: buyer.companyId },
      seller_company: { id: seller.companyId },
    });
    const [row] = await app.db.select().from(contracts).where(eq(contracts.id, c.id));
    expect(row).toMatchObject({ buyerId: buyer.id, sellerId: seller.id, createdBy: admin.profile.id });
  });

  it('keeps every field it is given and the chosen type, status and currency', async () => {
    const project = await makeProject(app);
    const res = await post(
      body({
        type: '거래계약',
        status: 'signed',
        currency: 'KRW',
        project_id: project.id,
        delivery_date: '2026-05-01',
        signed_date: '2026-04-30',
        expiry_date: '2027-05-01',
        payment_terms: '30% advance',
        details: 'Incoterms FOB',
        notes: 'Rush',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: '거래계약',
      status: 'signed',
      currency: 'KRW',
      project: { id: project.id, name: project.name },
      delivery_date: '2026-05-01',
      signed_date: '2026-04-30',
      expiry_date: '2027-05-01',
      payment_terms: '30% advance',
      details: 'Incoterms FOB',
      notes: 'Rush',
      total_amount: 1250,
    });
  });

  it('computes the total itself: 0 for an unparsable quantity; a client total is refused', async () => {
    const res = await post(body({ quantity: 'a few', unit_price: 99 }));
    expect(res.json().total_amount).toBe(0);
    const sent = await post(body({ total_amount: 1 }));
    expect(sent.statusCode).toBe(400);
    const number = await post(body({ contract_number: 'CON-2026-0001' }));
    expect(number.statusCode).toBe(400);
  });

  it.each([
    ['title', { title: '  ' }, CONTRACT_MESSAGES.titleRequired],
    ['buyer_company', { buyer_company: '' }, CONTRACT_MESSAGES.buyerRequired],
    ['seller_company', { seller_company: '' }, CONTRACT_MESSAGES.sellerRequired],
    ['contract_date', { contract_date: '' }, CONTRACT_MESSAGES.contractDateRequired],
    ['product_service', { product_service: '' }, CONTRACT_MESSAGES.productRequired],
    ['delivery_date', { delivery_date: '2026-04-30' }, CONTRACT_MESSAGES.deliveryAfterContract],
  ])('refuses a missing or wrong %s with its message', async (field, overrides, message) => {
    await expectFieldError(body(overrides), field, message);
  });

  it("refuses the same company on both sides: 'Buyer and seller must be different companies'", async () => {
    await expectFieldError(
      body({ seller_company: buyer.companyId }),
      'seller_company',
      CONTRACT_MESSAGES.partiesDiffer,
    );
  });

  it('accepts a delivery date on the contract date', async () => {
    const res = await post(body({ delivery_date: '2026-05-01' }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses absent required fields all at once', async () => {
    const res = await post({});
    const messages = res.json().error.details.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        CONTRACT_MESSAGES.titleRequired,
        CONTRACT_MESSAGES.buyerRequired,
        CONTRACT_MESSAGES.sellerRequired,
        CONTRACT_MESSAGES.contractDateRequired,
        CONTRACT_MESSAGES.productRequired,
      ]),
    );
  });

  it('refuses unknown types, statuses and currencies', async () => {
    for (const overrides of [{ type: 'Lease' }, { status: 'lost' }, { currency: 'GBP' }, { unit_price: -1 }]) {
      const res = await post(body(overrides));
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers 400 profiles_not_found when a company has no linked profile', async () => {
    const [lonely] = await app.db.insert(companies).values({ name: 'No People Ltd', type: 'seller' }).returning();
    const before = await contractCount();
    const res = await post(body({ seller_company: lonely.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'profiles_not_found',
      message: 'Could not find associated profiles for selected companies',
    });
    expect(await contractCount()).toBe(before);
  });

  it('links an inactive profile when it is the only one of the company', async () => {
    const other = await makeParty(app, 'buyer');
    await setActive(app, other.id, false);
    const res = await post(contractBody(other.companyId, seller.companyId));
    expect(res.statusCode).toBe(201);
    expect(res.json().buyer.id).toBe(other.id);
  });

  it('refuses a company of the wrong type or one that does not exist', async () => {
    const swapped = await post(contractBody(seller.companyId, buyer.companyId));
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error.code).toBe('company_not_found');
    const ghost = await post(body({ buyer_company: '5b3a1c7e-8f2d-4c1a-9e3b-2d4f6a8b0c1d' }));
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().error.code).toBe('company_not_found');
  });

  it('refuses an unknown project', async () => {
    const res = await post(body({ project_id: '5b3a1c7e-8f2d-4c1a-9e3b-2d4f6a8b0c1d' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_reference');
  });

  it('is for admins only: 403 for every other role, 401 signed out', async () => {
    const before = await contractCount();
    const others = await Promise.all([signedIn(app, 'interpreter'), signedIn(app, 'volunteer')]);
    for (const cookie of [buyer.cookie, seller.cookie, ...others.map((o) => o.cookie)]) {
      const res = await post(body(), cookie);
      expect(res.statusCode).toBe(403);
    }
    expect((await call(app, 'POST', '/api/contracts', { body: body() })).statusCode).toBe(401);
    expect(await contractCount()).toBe(before);
  });
});

describe('createContract numbering', () => {
  it('draws another number when the first is taken', async () => {
    const year = new Date().getFullYear();
    await makeContract(app, {
      buyerCompany: buyer.companyId,
      sellerCompany: seller.companyId,
      contractNumber: `CON-${year}-4242`,
    });
    const draws = [4242, 4242, 17];
    const input = serviceInput('NDA');
    const id = await createContract(app.db, input, admin.profile.id, () => draws.shift() ?? 0);
    const [row] = await app.db.select().from(contracts).where(eq(contracts.id, id));
    expect(row.contractNumber).toBe(`CON-${year}-0017`);
    expect(draws).toEqual([]);
  });

  it('draws another number inside the caller’s transaction too, keeping what the transaction wrote before', async () => {
    // The route writes the contract and its webhook event in one transaction: a number taken
    // fails one savepoint, not the transaction (PostgreSQL refuses every statement after an error).
    const year = new Date().getFullYear();
    await makeContract(app, {
      buyerCompany: buyer.companyId,
      sellerCompany: seller.companyId,
      contractNumber: `CON-${year}-4343`,
    });
    const draws = [4343, 18];
    const input = serviceInput('MOU');
    const [made, mark] = await app.db.transaction(async (tx) => {
      const [before] = await tx
        .insert(companies)
        .values({ name: `Written first ${year}`, type: 'buyer' })
        .returning({ id: companies.id });
      const id = await createContract(tx as unknown as Db, input, admin.profile.id, () => draws.shift() ?? 0);
      return [id, before.id];
    });
    const [row] = await app.db.select().from(contracts).where(eq(contracts.id, made));
    expect(row.contractNumber).toBe(`CON-${year}-0018`);
    expect(await app.db.select().from(companies).where(eq(companies.id, mark))).toHaveLength(1);
  });

  it('gives up after many collisions rather than looping forever', async () => {
    const year = new Date().getFullYear();
    await makeContract(app, {
      buyerCompany: buyer.companyId,
      sellerCompany: seller.companyId,
      contractNumber: `CON-${year}-9998`,
    });
    const input = serviceInput('MOU');
    await expect(createContract(app.db, input, admin.profile.id, () => 9998)).rejects.toThrow();
  });
});
