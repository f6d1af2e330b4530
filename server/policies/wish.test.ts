// Pure policy functions of meeting wishes: no database, just users and statuses.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import type { CurrentUser } from '../types.ts';
import { counterpartRole, mayActForWisher, mayUseWishes, visibleWishes, wishesOpen } from './wish.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;

describe('wish policy', () => {
  it('lets admins, buyers and sellers use wishes, not interpreters or volunteers', () => {
    expect(
      (['admin', 'buyer', 'seller', 'interpreter', 'volunteer'] as const).map((r) => mayUseWishes(user(r))),
    ).toEqual([true, true, true, false, false]);
  });

  it('lets a buyer or seller act only for themselves, and an admin for anyone', () => {
    expect(mayActForWisher(user('buyer'), 'buyer-id')).toBe(true);
    expect(mayActForWisher(user('buyer'), 'someone-else')).toBe(false);
    expect(mayActForWisher(user('seller'), 'seller-id')).toBe(true);
    expect(mayActForWisher(user('seller'), 'buyer-id')).toBe(false);
    expect(mayActForWisher(user('admin'), 'buyer-id')).toBe(true);
    expect(mayActForWisher(user('interpreter'), 'interpreter-id')).toBe(false);
  });

  it('filters the list of every role but admin', () => {
    expect(visibleWishes(user('admin'))).toBeUndefined();
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer'] as const) {
      expect(visibleWishes(user(role))).toBeDefined();
    }
  });

  it('pairs buyers with sellers and back', () => {
    expect(counterpartRole('buyer')).toBe('seller');
    expect(counterpartRole('seller')).toBe('buyer');
  });

  it('keeps wishes open in draft and active projects only', () => {
    expect((['draft', 'active', 'completed', 'cancelled'] as const).map(wishesOpen)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
