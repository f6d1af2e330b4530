// Contracts: the creation form/route body and the shapes the API returns (docs/rules.md#contracts).
import { z } from 'zod';
import { CONTRACT_STATUSES, CONTRACT_TYPES, PROFILE_CURRENCIES } from '../constants.ts';
import { text } from './common.ts';
import { LIST_PAGE_MAX, pageQueryFields } from './list-page.ts';

/** The form's messages in English, as the product has always worded them; the web translates them by their key here. */
export const CONTRACT_MESSAGES = {
  titleRequired: 'Contract title is required',
  buyerRequired: 'Buyer company is required',
  sellerRequired: 'Seller company is required',
  partiesDiffer: 'Buyer and seller must be different companies',
  contractDateRequired: 'Contract date is required',
  productRequired: 'Product/Service description is required',
  deliveryAfterContract: 'Delivery date must be after contract date',
} as const;
export type ContractMessageKey = keyof typeof CONTRACT_MESSAGES;

const M = CONTRACT_MESSAGES;
const requiredId = (message: string) => z.string({ message }).min(1, message).pipe(z.uuid({ message }));
const requiredDate = (message: string) => z.iso.date({ message });
/** An optional calendar date: '' or null or absent is none. */
const optionalDate = z
  .union([z.iso.date(), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/** POST /api/contracts. total_amount and contract_number are the server's, never the client's. */
export const contractCreateSchema = z
  .strictObject({
    title: z.string({ message: M.titleRequired }).trim().min(1, M.titleRequired).max(300),
    type: z.enum(CONTRACT_TYPES).default('MOU'),
    buyer_company: requiredId(M.buyerRequired),
    seller_company: requiredId(M.sellerRequired),
    project_id: z
      .union([z.uuid(), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
    product_service: z.string({ message: M.productRequired }).trim().min(1, M.productRequired).max(2000),
    quantity: text(200),
    unit_price: z.number().min(0).max(1e12).default(0),
    currency: z.enum(PROFILE_CURRENCIES).default('USD'),
    contract_date: requiredDate(M.contractDateRequired),
    delivery_date: optionalDate,
    signed_date: optionalDate,
    expiry_date: optionalDate,
    payment_terms: text(5000),
    details: text(10000),
    notes: text(5000),
    status: z.enum(CONTRACT_STATUSES).default('draft'),
  })
  // Cross-field rules run even when another field is wrong, so the form shows every message at once.
  .refine((c) => !c.buyer_company || !c.seller_company || c.buyer_company !== c.seller_company, {
    path: ['seller_company'],
    message: M.partiesDiffer,
    when: (p) => sameParties(p.value),
  })
  .refine((c) => !c.delivery_date || !c.contract_date || c.delivery_date >= c.contract_date, {
    path: ['delivery_date'],
    message: M.deliveryAfterContract,
    when: (p) => deliveryBefore(p.value),
  });
export type ContractCreateInput = z.input<typeof contractCreateSchema>;
export type ContractCreate = z.output<typeof contractCreateSchema>;

function sameParties(v: unknown): boolean {
  const c = v as { buyer_company?: unknown; seller_company?: unknown } | null;
  return typeof c?.buyer_company === 'string' && c.buyer_company !== '' && c.buyer_company === c.seller_company;
}

function deliveryBefore(v: unknown): boolean {
  const c = v as { contract_date?: unknown; delivery_date?: unknown } | null;
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  return (
    typeof c?.contract_date === 'string' &&
    typeof c.delivery_date === 'string' &&
    iso.test(c.contract_date) &&
    iso.test(c.delivery_date) &&
    c.delivery_date < c.contract_date
  );
}

const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(['buyer', 'seller']),
  industry: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type Company = z.infer<typeof companySchema>;
export { companySchema };

const partyProfile = z.object({ id: z.uuid(), full_name: z.string(), email: z.string() }).nullable();

/** A contract as list and detail show it. Amounts are numbers with two decimals. */
export const contractSchema = z.object({
  id: z.uuid(),
  contract_number: z.string(),
  title: z.string(),
  type: z.enum(CONTRACT_TYPES),
  buyer_company: companySchema,
  seller_company: companySchema,
  buyer: partyProfile,
  seller: partyProfile,
  project: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  product_service: z.string(),
  quantity: z.string(),
  unit_price: z.number(),
  total_amount: z.number(),
  currency: z.string(),
  contract_date: z.string(),
  delivery_date: z.string().nullable(),
  signed_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  payment_terms: z.string(),
  details: z.string(),
  notes: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractListQuery = z.strictObject({
  status: z.enum(CONTRACT_STATUSES).optional(),
  ...pageQueryFields(LIST_PAGE_MAX),
});

/** How many contracts the user may see, per status and in all. */
export const contractCountsSchema = z.object({
  all: z.number().int(),
  ...Object.fromEntries(CONTRACT_STATUSES.map((s) => [s, z.number().int()])),
}) as z.ZodObject<Record<'all' | (typeof CONTRACT_STATUSES)[number], z.ZodNumber>>;
export type ContractCounts = z.infer<typeof contractCountsSchema>;

export const companyListQuery = z.strictObject({
  type: z.enum(['buyer', 'seller']).optional(),
  ...pageQueryFields(LIST_PAGE_MAX),
});
