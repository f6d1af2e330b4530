// What meetings produce: transactions, contracts, and the currency rates that value them.
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, profiles, users } from './accounts.ts';
import { createdAt, emptyText, id, money } from './columns.ts';
import { contractStatusEnum, contractTypeEnum, transactionStatusEnum } from './enums.ts';
import { meetings, projects } from './events.ts';

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    productService: text('product_service').notNull(),
    quantity: emptyText('quantity'),
    estimatedValue: money('estimated_value').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    notes: emptyText('notes'),
    status: transactionStatusEnum('status').notNull().default('proposed'),
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('transactions_value_non_negative', sql`${t.estimatedValue} >= 0`),
    index('transactions_buyer_idx').on(t.buyerId),
    index('transactions_seller_idx').on(t.sellerId),
    // The report and the transactions tile read a project's transactions.
    index('transactions_project_idx').on(t.projectId),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    contractNumber: text('contract_number').notNull().unique(),
    title: text('title').notNull(),
    type: contractTypeEnum('type').notNull().default('MOU'),
    buyerCompany: uuid('buyer_company')
      .notNull()
      .references(() => companies.id),
    sellerCompany: uuid('seller_company')
      .notNull()
      .references(() => companies.id),
    buyerId: uuid('buyer_id').references(() => profiles.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => profiles.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    productService: text('product_service').notNull(),
    quantity: emptyText('quantity'),
    unitPrice: money('unit_price').notNull().default(0),
    totalAmount: money('total_amount').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    signedDate: date('signed_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    paymentTerms: emptyText('payment_terms'),
    details: emptyText('details'),
    notes: emptyText('notes'),
    status: contractStatusEnum('status').notNull().default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_buyer_idx').on(t.buyerId),
    check('contracts_parties_differ', sql`${t.buyerCompany} <> ${t.sellerCompany}`),
    check(
      'contracts_delivery_after_contract',
      sql`${t.deliveryDate} is null or ${t.deliveryDate} >= ${t.contractDate}`,
    ),
  ],
);

export const currencyRates = pgTable('currency_rates', {
  // Units of USD that one unit of the currency buys.
  currency: text('currency').primaryKey(),
  usdRate: numeric('usd_rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
