// Transactions: the Register Transaction form/route input, the list and its tile, the modal's
// options (docs/rules.md#transactions, #transaction-statuses, #currency-and-usd-totals).
import { z } from 'zod';
import { PROJECT_STATUSES, TRANSACTION_CURRENCIES, TRANSACTION_STATUSES } from '../constants.ts';
import { text } from './common.ts';
import { LIST_PAGE_MAX, pageQueryFields } from './list-page.ts';

/** An optional id: empty or absent becomes null (the form's "none" option is ''). */
const optionalId = z
  .union([z.uuid(), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/** POST /api/transactions: Register Transaction. */
export const transactionCreateSchema = z.strictObject({
  project_id: z.uuid('required'),
  /** The other side of the deal: a buyer for a seller (and for an admin), a seller for a buyer. */
  counterparty_id: z.uuid('required'),
  /** Admins only: the seller of the deal, the counterparty then being its buyer. */
  seller_id: optionalId,
  /** A completed meeting of the pair in the project, when the deal came from one. */
  meeting_id: optionalId,
  product_service: z.string().trim().min(1, 'required').max(500),
  quantity: text(200),
  estimated_value: z.number().min(0).max(1e13).multipleOf(0.01).default(0),
  currency: z.enum(TRANSACTION_CURRENCIES).default('USD'),
  notes: text(2000),
});
export type TransactionCreateInput = z.input<typeof transactionCreateSchema>;
export type TransactionCreate = z.output<typeof transactionCreateSchema>;

const party = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string(), email: z.string() });

/** A transaction as the list shows it, with what the reader may do with it. */
export const transactionSchema = z.object({
  id: z.uuid(),
  project: z.object({ id: z.uuid(), name: z.string() }),
  meeting_id: z.uuid().nullable(),
  buyer: party,
  seller: party,
  product_service: z.string(),
  quantity: z.string(),
  estimated_value: z.number(),
  currency: z.string(),
  notes: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  registered_by: z.uuid().nullable(),
  created_at: z.string(),
  can: z.object({ agree: z.boolean(), cancel: z.boolean(), complete: z.boolean() }),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListQuery = z.strictObject({
  status: z.enum(TRANSACTION_STATUSES).optional(),
  ...pageQueryFields(LIST_PAGE_MAX),
});

export const currencyRateSchema = z.object({ currency: z.string(), usd_rate: z.number() });
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

/** The Total Transaction Value tile: non-cancelled transactions the user sees, in USD, and the rates used. */
export const transactionSummarySchema = z.object({
  total_usd: z.number(),
  count: z.number().int(),
  rates: z.array(currencyRateSchema),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });

/** What the Register Transaction modal offers, per project the user may register in. */
export const transactionOptionsSchema = z.object({
  /** The role of the counterparties listed: seller for a buyer, buyer for a seller or an admin. */
  counterparty_role: z.enum(['buyer', 'seller']),
  projects: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      status: z.enum(PROJECT_STATUSES),
      counterparties: z.array(person),
      /** Admins only: the project's sellers (empty for everyone else). */
      sellers: z.array(person),
      /** Completed meetings the deal may relate to: the user's own, or any for an admin. */
      meetings: z.array(
        z.object({
          id: z.uuid(),
          buyer_id: z.uuid(),
          seller_id: z.uuid(),
          meeting_date: z.string(),
          start_time: z.string(),
        }),
      ),
    }),
  ),
});
export type TransactionOptions = z.infer<typeof transactionOptionsSchema>;

/** PUT /api/currency-rates (admins): new rates; USD is always 1. */
export const currencyRatesUpdateSchema = z.strictObject({
  rates: z
    .array(
      z.strictObject({
        currency: z.enum(TRANSACTION_CURRENCIES).exclude(['USD']),
        usd_rate: z.number().positive().max(1e6),
      }),
    )
    .min(1)
    .max(TRANSACTION_CURRENCIES.length)
    .refine((list) => new Set(list.map((r) => r.currency)).size === list.length, 'duplicate_currency'),
});
export type CurrencyRatesUpdate = z.infer<typeof currencyRatesUpdateSchema>;
