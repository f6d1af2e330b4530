// The pure rules take a user and a transaction's seller; the SQL filter runs on a real database.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { transactions } from '../db/schema.ts';
import { makeProject } from '../test/factories.ts';
import { makeTransaction } from '../test/transaction-factories.ts';
import { visibilityFixture } from '../test/visibility.ts';
import type { CurrentUser } from '../types.ts';
import { mayActOnTransaction, mayRegisterTransaction, visibleTransactions } from './transaction.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;
const deal = { seller_id: 'seller-id' };

describe('transaction policy', () => {
  it('lets buyers, sellers and admins register, not interpreters or volunteers', () => {
    expect((['admin', 'buyer', 'seller'] as const).map((r) => mayRegisterTransaction(user(r)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(mayRegisterTransaction(user('interpreter'))).toBe(false);
    expect(mayRegisterTransaction(user('volunteer'))).toBe(false);
  });

  it('lets only the deal’s seller and admins act on it', () => {
    expect(mayActOnTransaction(user('admin'), deal)).toBe(true);
    expect(mayActOnTransaction(user('seller'), deal)).toBe(true);
    expect(mayActOnTransaction(user('seller', 'other'), deal)).toBe(false);
    expect(mayActOnTransaction(user('buyer', 'seller-id'), deal)).toBe(false);
    expect(mayActOnTransaction(user('interpreter'), deal)).toBe(false);
  });
});

describe('visibleTransactions on the database', () => {
  // Two buyers and two sellers with deals of every status, one in another project.
  const { seenBy, allNames } = visibilityFixture({
    table: transactions,
    filter: visibleTransactions,
    seed: async ({ app, people, name }) => {
      const [project, otherProject] = [await makeProject(app), await makeProject(app)];
      for (const [label, buyer, seller, status, projectId] of [
        ['b-s proposed', 'buyer', 'seller', 'proposed', project.id],
        ['b-s agreed', 'buyer', 'seller', 'agreed', project.id],
        ['b-s2 completed', 'buyer', 'seller2', 'completed', otherProject.id],
        ['b-s2 cancelled', 'buyer', 'seller2', 'cancelled', project.id],
        ['b2-s agreed', 'buyer2', 'seller', 'agreed', project.id],
      ] as const) {
        const row = await makeTransaction(app, {
          projectId,
          buyerId: people[buyer].id,
          sellerId: people[seller].id,
          status,
        });
        name(row.id, label);
      }
    },
  });

  it('shows an admin every transaction', async () => {
    expect(await seenBy('admin')).toEqual(allNames());
  });

  it('shows a buyer their own agreed and completed ones, not proposed, cancelled or another buyer’s', async () => {
    expect(await seenBy('buyer')).toEqual(['b-s agreed', 'b-s2 completed']);
    expect(await seenBy('buyer2')).toEqual(['b2-s agreed']);
  });

  it('shows a seller all of their own, whatever the status, not another seller’s', async () => {
    expect(await seenBy('seller')).toEqual(['b-s agreed', 'b-s proposed', 'b2-s agreed']);
    expect(await seenBy('seller2')).toEqual(['b-s2 cancelled', 'b-s2 completed']);
  });

  it('shows interpreters and volunteers none', async () => {
    expect(await seenBy('interpreter')).toEqual([]);
    expect(await seenBy('volunteer')).toEqual([]);
  });
});
