import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import type { CurrentUser } from '../types.ts';
import { mayManageAvailability } from './availability.ts';

const user = (role: Role) => ({ id: `${role}-id`, role, isActive: true }) as CurrentUser;

describe('mayManageAvailability', () => {
  it.each(['buyer', 'seller', 'interpreter'] as const)('a %s manages their own availability only', (role) => {
    expect(mayManageAvailability(user(role), `${role}-id`)).toBe(true);
    expect(mayManageAvailability(user(role), 'someone-else')).toBe(false);
  });

  it('an admin manages anyone’s', () => {
    expect(mayManageAvailability(user('admin'), 'someone-else')).toBe(true);
  });
});
