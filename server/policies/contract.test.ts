import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { contracts } from '../db/schema.ts';
import { makeContract } from '../test/contract-factories.ts';
import { makeCompany } from '../test/dashboard-factories.ts';
import { visibilityFixture } from '../test/visibility.ts';
import type { CurrentUser } from '../types.ts';
import { mayCreateContract, visibleContracts } from './contract.ts';

describe('visibleContracts on the database', () => {
  // Two buyers and two sellers in contracts between the same two companies, so only the
  // contract's own buyer_id and seller_id can tell them apart; one contract names no people.
  const { seenBy } = visibilityFixture({
    table: contracts,
    filter: visibleContracts,
    seed: async ({ app, people, name }) => {
      const [buyerCompany, sellerCompany] = [await makeCompany(app, 'buyer'), await makeCompany(app, 'seller')];
      for (const [title, buyer, seller] of [
        ['b-s', 'buyer', 'seller'],
        ['b-s2', 'buyer', 'seller2'],
        ['b2-s', 'buyer2', 'seller'],
        ['nobody', null, null],
      ] as const) {
        const row = await makeContract(app, {
          buyerCompany: buyerCompany.id,
          sellerCompany: sellerCompany.id,
          buyerId: buyer && people[buyer].id,
          sellerId: seller && people[seller].id,
          title,
        });
        name(row.id, title);
      }
    },
  });

  it('shows an admin every contract', async () => {
    expect(await seenBy('admin')).toEqual(['b-s', 'b-s2', 'b2-s', 'nobody']);
  });

  it('shows a buyer the contracts naming them as buyer, a seller those naming them as seller', async () => {
    expect(await seenBy('buyer')).toEqual(['b-s', 'b-s2']);
    expect(await seenBy('buyer2')).toEqual(['b2-s']);
    expect(await seenBy('seller')).toEqual(['b-s', 'b2-s']);
    expect(await seenBy('seller2')).toEqual(['b-s2']);
  });

  it('shows interpreters and volunteers none', async () => {
    expect(await seenBy('interpreter')).toEqual([]);
    expect(await seenBy('volunteer')).toEqual([]);
  });
});

describe('contract policy', () => {
  it('lets only admins create contracts', () => {
    const user = (role: Role) => ({ id: `${role}-id`, role, isActive: true }) as CurrentUser;
    expect(mayCreateContract(user('admin'))).toBe(true);
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer'] as const)
      expect(mayCreateContract(user(role))).toBe(false);
  });
});
