// Who may see, register and act on transactions (docs/rules.md#visibility): buyers see their own agreed
// and completed ones, sellers all of their own, admins all, interpreters and volunteers none.
// Only a transaction's seller and admins agree, cancel and complete.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { BUYER_VISIBLE_TRANSACTION_STATUSES } from '../../core/rules/transactions.ts';
import { transactions } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

/** SQL condition on `transactions` limiting rows to those `user` may see; undefined means all. */
export function visibleTransactions(user: CurrentUser): SQL | undefined {
  switch (user.role) {
    case 'admin':
      return undefined;
    case 'buyer':
      return and(
        eq(transactions.buyerId, user.id),
        inArray(transactions.status, [...BUYER_VISIBLE_TRANSACTION_STATUSES]),
      );
    case 'seller':
      return eq(transactions.sellerId, user.id);
    default:
      return sql`false`;
  }
}

/** Buyers, sellers and admins register transactions. */
export function mayRegisterTransaction(user: CurrentUser): boolean {
  return user.role === 'admin' || user.role === 'buyer' || user.role === 'seller';
}

/** Agree, cancel and complete belong to the transaction's seller and to admins (its status aside). */
export function mayActOnTransaction(user: CurrentUser, t: { seller_id: string }): boolean {
  return user.role === 'admin' || (user.role === 'seller' && user.id === t.seller_id);
}
