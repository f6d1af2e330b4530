// Who may see and create contracts (docs/rules.md#visibility): admins see all and create; a buyer sees the
// contracts whose buyer_id is theirs, a seller those whose seller_id is; other roles see none.
import { eq, type SQL, sql } from 'drizzle-orm';
import { contracts } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

/** SQL condition on `contracts` limiting rows to those `user` may see; undefined means all. */
export function visibleContracts(user: CurrentUser): SQL | undefined {
  switch (user.role) {
    case 'admin':
      return undefined;
    case 'buyer':
      return eq(contracts.buyerId, user.id);
    case 'seller':
      return eq(contracts.sellerId, user.id);
    default:
      return sql`false`;
  }
}

/** Only admins create contracts. */
export function mayCreateContract(user: CurrentUser): boolean {
  return user.role === 'admin';
}
