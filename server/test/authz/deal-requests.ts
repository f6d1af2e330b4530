// How the matrix calls the routes of what meetings produce (see requests.ts): deals (transactions)
// and contracts.
import { eq } from 'drizzle-orm';
import { transactions } from '../../db/schema.ts';
import type { Caller } from '../../routes/access-rules.ts';
import type { TestApp } from '../harness.ts';
import type { Recipe } from './requests.ts';
import { id, type People, type World } from './world.ts';

const dealIn = (status: 'proposed' | 'agreed') => (app: TestApp, w: World) =>
  app.db.update(transactions).set({ status }).where(eq(transactions.id, w.deal.id));

/** A deal each caller may register: buyers with the seller, sellers and admins with the buyer. */
function dealBody(w: World, p: People, caller: Caller) {
  const seller = caller === 'seller' || caller === 'seller2';
  return {
    project_id: w.project.id,
    counterparty_id: seller || caller === 'admin' ? p.buyer.id : p.seller.id,
    seller_id: caller === 'admin' ? p.seller.id : undefined,
    product_service: 'Matcha',
    estimated_value: 500,
  };
}

export const DEAL_RECIPES: Record<string, Recipe> = {
  'GET /api/contracts/:id': { params: id((w) => w.contract) },
  'POST /api/contracts': {
    body: (w, p) => ({
      title: 'Matrix supply',
      buyer_company: p.buyer.companyId,
      seller_company: p.seller.companyId,
      project_id: w.project.id,
      product_service: 'Tea',
      contract_date: '2030-05-02',
    }),
  },

  'POST /api/transactions': { body: dealBody },
  'POST /api/transactions/:id/agree': { params: id((w) => w.deal), prepare: dealIn('proposed') },
  'POST /api/transactions/:id/cancel': { params: id((w) => w.deal), prepare: dealIn('proposed') },
  'POST /api/transactions/:id/complete': { params: id((w) => w.deal) },
};
