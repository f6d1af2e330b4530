import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import type { CurrentUser } from '../types.ts';
import { mayManageTables } from './meeting-table.ts';

const user = (role: Role) => ({ id: `${role}-id`, role, isActive: true }) as CurrentUser;

describe('mayManageTables', () => {
  it('lets admins manage tables and nobody else', () => {
    expect(mayManageTables(user('admin'))).toBe(true);
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer'] as const) {
      expect(mayManageTables(user(role))).toBe(false);
    }
  });
});
