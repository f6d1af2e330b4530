// Reading transactions with their parties and project, filtered in SQL by what the reader may see.
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TRANSACTION_ACTIONS, type TransactionAction } from '../../../core/rules/transactions.ts';
import { canTransition } from '../../../core/rules/transitions.ts';
import type { Transaction } from '../../../core/schemas/transaction.ts';
import type { Db } from '../../db/client.ts';
import { profiles, projects, transactions } from '../../db/schema.ts';
import { mayActOnTransaction } from '../../policies/transaction.ts';
import { personFields } from '../../presenters/person.ts';
import { iso } from '../../presenters/profile.ts';
import {
  type Keyed,
  keysetAfter,
  keysetColumns,
  keysetOrder,
  type PageRequest,
  type SortKey,
} from '../../queries/keyset.ts';
import type { CurrentUser } from '../../types.ts';

const buyer = alias(profiles, 'buyer');
const seller = alias(profiles, 'seller');

const TRANSACTION_ORDER: SortKey[] = [
  { expr: transactions.createdAt, dir: 'desc', type: 'timestamptz' },
  { expr: transactions.id, dir: 'desc', type: 'uuid' },
];

/**
 * Transactions matching `where`, newest first, in the API's shape with `reader`'s abilities; one
 * page of them when `page` is given.
 */
export async function listTransactions(
  db: Db,
  reader: CurrentUser,
  where?: SQL,
  page?: PageRequest,
): Promise<(Transaction & Keyed)[]> {
  const query = db
    .select({
      t: transactions,
      project: { id: projects.id, name: projects.name },
      buyer: personFields(buyer),
      seller: personFields(seller),
      ...keysetColumns(TRANSACTION_ORDER),
    })
    .from(transactions)
    .innerJoin(projects, eq(projects.id, transactions.projectId))
    .innerJoin(buyer, eq(buyer.id, transactions.buyerId))
    .innerJoin(seller, eq(seller.id, transactions.sellerId))
    .where(and(where, keysetAfter(TRANSACTION_ORDER, page?.cursor)))
    .orderBy(...keysetOrder(TRANSACTION_ORDER))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit + 1) : query);
  return rows.map(({ t, project, buyer, seller, keyset }) => {
    const allowed = mayActOnTransaction(reader, { seller_id: seller.id });
    const can = (action: TransactionAction) => allowed && canTransition(TRANSACTION_ACTIONS, t.status, action);
    return {
      keyset,
      id: t.id,
      project,
      meeting_id: t.meetingId,
      buyer,
      seller,
      product_service: t.productService,
      quantity: t.quantity,
      estimated_value: t.estimatedValue,
      currency: t.currency,
      notes: t.notes,
      status: t.status,
      registered_by: t.registeredBy,
      created_at: iso(t.createdAt),
      can: { agree: can('agree'), cancel: can('cancel'), complete: can('complete') },
    };
  });
}

/** One transaction matching `where` and the id, or undefined. */
export async function findTransaction(db: Db, reader: CurrentUser, id: string, where?: SQL) {
  const [row] = await listTransactions(db, reader, and(eq(transactions.id, id), where));
  return row;
}
