// Test builders for contracts: companies with their linked profiles, contract rows, a valid body.
import { randomBytes } from 'node:crypto';
import { contracts } from '../db/schema.ts';
import { makeUser, signIn } from './factories.ts';
import type { TestApp } from './harness.ts';

/** A buyer or seller whose sign-up created and linked their company; signed in. */
export async function makeParty(app: TestApp, role: 'buyer' | 'seller', name?: string) {
  const companyName = name ?? `${role === 'buyer' ? 'Buyer' : 'Seller'} Co ${randomBytes(3).toString('hex')}`;
  const user = await makeUser(app, { role, companyName, fullName: `${role} of ${companyName}` });
  const companyId = user.profile.companyId;
  if (!companyId) throw new Error(`no company was linked to the ${role}`);
  return { ...user, id: user.profile.id, companyId, cookie: await signIn(app, user.email) };
}

/** A valid POST /api/contracts body between two companies; `overrides` replace fields. */
export const contractBody = (buyerCompany: string, sellerCompany: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Supply of widgets',
  type: 'MOU',
  buyer_company: buyerCompany,
  seller_company: sellerCompany,
  product_service: 'Widgets',
  quantity: '100',
  unit_price: 12.5,
  currency: 'USD',
  contract_date: '2026-05-01',
  ...overrides,
});

/** A contract row written directly, between the given parties. */
export async function makeContract(
  app: TestApp,
  values: Pick<typeof contracts.$inferInsert, 'buyerCompany' | 'sellerCompany'> &
    Partial<typeof contracts.$inferInsert>,
) {
  const [row] = await app.db
    .insert(contracts)
    .values({
      contractNumber: `CON-TEST-${randomBytes(4).toString('hex')}`,
      title: 'A contract',
      productService: 'Goods',
      contractDate: '2026-05-01',
      ...values,
    })
    .returning();
  return row;
}
