import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import type { CurrentUser } from '../types.ts';
import { mayReadAgenda } from './agenda.ts';

const user = (role: Role) => ({ id: `${role}-id`, role, isActive: true }) as CurrentUser;

describe('mayReadAgenda', () => {
  it.each(['buyer', 'seller', 'interpreter', 'volunteer'] as const)('a %s reads their own agenda only', (role) => {
    expect(mayReadAgenda(user(role), `${role}-id`)).toBe(true);
    expect(mayReadAgenda(user(role), 'someone-else')).toBe(false);
  });

  it('an admin reads anyone’s', () => {
    expect(mayReadAgenda(user('admin'), 'someone-else')).toBe(true);
  });
});
