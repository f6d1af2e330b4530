// Test builders for transactions and currency rates.
import type { TransactionCurrency } from '../../core/constants.ts';
import type { TransactionStatus } from '../../core/rules/transactions.ts';
import { currencyRates, transactions } from '../db/schema.ts';
import type { TestApp } from './harness.ts';

/** A transaction row between a buyer and a seller of a project; proposed, 1,000 USD unless told. */
export async function makeTransaction(
  app: TestApp,
  values: Pick<typeof transactions.$inferInsert, 'projectId' | 'buyerId' | 'sellerId'> & {
    status?: TransactionStatus;
    currency?: TransactionCurrency;
  } & Partial<typeof transactions.$inferInsert>,
) {
  const [row] = await app.db
    .insert(transactions)
    .values({ productService: 'Sample goods', estimatedValue: 1000, currency: 'USD', ...values })
    .returning();
  return row;
}

/** Stores rates (units of USD per unit), replacing any stored before. */
export async function setRates(app: TestApp, rates: Partial<Record<TransactionCurrency, number>>) {
  await app.db.delete(currencyRates);
  const rows = Object.entries(rates).map(([currency, usdRate]) => ({ currency, usdRate: usdRate as number }));
  if (rows.length) await app.db.insert(currencyRates).values(rows);
}
