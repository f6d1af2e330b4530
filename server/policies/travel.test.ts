import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import type { CurrentUser } from '../types.ts';
import { mayManageTravel, mayTravel, visibleTravel } from './travel.ts';

const user = (role: Role) => ({ id: `${role}-id`, role, isActive: true }) as CurrentUser;

describe('travel policy', () => {
  it('shows admins everything and filters everyone else to their own', () => {
    expect(visibleTravel(user('admin'))).toBeUndefined();
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer'] as const)
      expect(visibleTravel(user(role))).toBeDefined();
  });

  it('lets only admins manage travel', () => {
    expect(mayManageTravel(user('admin'))).toBe(true);
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer'] as const)
      expect(mayManageTravel(user(role))).toBe(false);
  });

  it('lists active people other than admins as travellers', () => {
    expect(mayTravel({ role: 'buyer', isActive: true })).toBe(true);
    expect(mayTravel({ role: 'volunteer', isActive: true })).toBe(true);
    expect(mayTravel({ role: 'buyer', isActive: false })).toBe(false);
    expect(mayTravel({ role: 'admin', isActive: true })).toBe(false);
  });
});
