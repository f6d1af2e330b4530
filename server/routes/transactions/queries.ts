// Reading transactions with their parties and project, filtered in SQL by what the reader may see.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TRANSACTION_ACTIONS, type TransactionAction } from '../../../core/rules/transactions.ts';
import { canTransition } from '../../../core/rules/transitions.ts';
import type { Transaction } from '../../../core/schemas/transaction.ts';
import type { Db } from '../../db/client.ts';
import { profiles, projects, transactions } from '../../db/schema.ts';
import { mayActOnTransaction } from '../../policies/transaction.ts';
import { personFields } from '../../presenters/person.ts';
import { iso } from '../../presenters/profile.ts';
import type { CurrentUser } from '../../types.ts';

const buyer = alias(profiles, 'buyer');
const seller = alias(profiles, 'seller');

/** Transactions matching `where`, newest first, in the API's shape with `reader`'s abilities. */
export async function listTransactions(db: Db, reader: CurrentUser, where?: SQL): Promise<Transaction[]> {
  const rows = await db
    .select({
      t: transactions,
      project: { id: projects.id, name: projects.name },
      buyer: personFields(buyer),
      seller: personFields(seller),
    })
    .from(transactions)
    .innerJoin(projects, eq(projects.id, transactions.projectId))
    .innerJoin(buyer, eq(buyer.id, transactions.buyerId))
    .innerJoin(seller, eq(seller.id, transactions.sellerId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return rows.map(({ t, project, buyer, seller }) => {
    const allowed = mayActOnTransaction(reader, { seller_id: seller.id });
    const can = (action: TransactionAction) => allowed && canTransition(TRANSACTION_ACTIONS, t.status, action);
    return {
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
