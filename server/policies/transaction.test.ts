// Pure policy functions: no database, just a user and a transaction's seller.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
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

  it('filters every role but admin', () => {
    expect(visibleTransactions(user('admin'))).toBeUndefined();
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer'] as const)
      expect(visibleTransactions(user(role))).toBeDefined();
  });
});
