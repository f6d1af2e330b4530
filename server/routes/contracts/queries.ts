// Reading contracts with their companies, project and party profiles, filtered in SQL by the policy.
import { and, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONTRACT_STATUSES } from '../../../core/constants.ts';
import type { Contract, ContractCounts } from '../../../core/schemas/contract.ts';
import type { Db } from '../../db/client.ts';
import { companies, contracts, profiles, projects } from '../../db/schema.ts';
import { presentCompany } from '../../presenters/company.ts';
import { iso } from '../../presenters/profile.ts';
import {
  type Keyed,
  keysetAfter,
  keysetColumns,
  keysetOrder,
  type PageRequest,
  type SortKey,
} from '../../queries/keyset.ts';

const buyerCompany = alias(companies, 'buyer_company');
const sellerCompany = alias(companies, 'seller_company');
const buyer = alias(profiles, 'buyer');
const seller = alias(profiles, 'seller');

const party = (p: { id: string | null; fullName: string | null; email: string | null } | null) =>
  p?.id ? { id: p.id, full_name: p.fullName ?? '', email: p.email ?? '' } : null;

const CONTRACT_ORDER: SortKey[] = [
  { expr: contracts.createdAt, dir: 'desc', type: 'timestamptz' },
  { expr: contracts.contractNumber, dir: 'desc', type: 'text' },
  { expr: contracts.id, dir: 'desc', type: 'uuid' },
];

/** Contracts matching `where`, newest first, in the API's shape; one page of them when `page` is given. */
export async function listContracts(db: Db, where?: SQL, page?: PageRequest): Promise<(Contract & Keyed)[]> {
  const query = db
    .select({
      ...keysetColumns(CONTRACT_ORDER),
      c: contracts,
      buyerCompany,
      sellerCompany,
      project: { id: projects.id, name: projects.name },
      buyer: { id: buyer.id, fullName: buyer.fullName, email: buyer.email },
      seller: { id: seller.id, fullName: seller.fullName, email: seller.email },
    })
    .from(contracts)
    .innerJoin(buyerCompany, eq(buyerCompany.id, contracts.buyerCompany))
    .innerJoin(sellerCompany, eq(sellerCompany.id, contracts.sellerCompany))
    .leftJoin(projects, eq(projects.id, contracts.projectId))
    .leftJoin(buyer, eq(buyer.id, contracts.buyerId))
    .leftJoin(seller, eq(seller.id, contracts.sellerId))
    .where(and(where, keysetAfter(CONTRACT_ORDER, page?.cursor)))
    .orderBy(...keysetOrder(CONTRACT_ORDER))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit + 1) : query);
  return rows.map(({ c, keyset, ...r }) => ({
    keyset,
    id: c.id,
    contract_number: c.contractNumber,
    title: c.title,
    type: c.type,
    buyer_company: presentCompany(r.buyerCompany),
    seller_company: presentCompany(r.sellerCompany),
    buyer: party(r.buyer),
    seller: party(r.seller),
    project: r.project?.id ? { id: r.project.id, name: r.project.name } : null,
    product_service: c.productService,
    quantity: c.quantity,
    unit_price: c.unitPrice,
    total_amount: c.totalAmount,
    currency: c.currency,
    contract_date: c.contractDate,
    delivery_date: c.deliveryDate,
    signed_date: c.signedDate,
    expiry_date: c.expiryDate,
    payment_terms: c.paymentTerms,
    details: c.details,
    notes: c.notes,
    status: c.status,
    created_at: iso(c.createdAt),
    updated_at: iso(c.updatedAt),
  }));
}

/** One contract matching `where` and the id, or undefined. */
export async function findContract(db: Db, id: string, where?: SQL) {
  const [contract] = await listContracts(db, and(eq(contracts.id, id), where));
  return contract;
}

/** How many contracts matching `where` there are in each status, and in all. */
export async function countContracts(db: Db, where?: SQL): Promise<ContractCounts> {
  const rows = await db
    .select({ status: contracts.status, n: count() })
    .from(contracts)
    .where(where)
    .groupBy(contracts.status);
  const counts = Object.fromEntries(CONTRACT_STATUSES.map((s) => [s, 0])) as ContractCounts;
  counts.all = 0;
  for (const { status, n } of rows) {
    counts[status] = Number(n);
    counts.all += Number(n);
  }
  return counts;
}
