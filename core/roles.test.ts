import { describe, expect, it } from 'vitest';
import { hasCompany, navItems, SIGNUP_ROLES } from './roles.ts';

const paths = (role: Parameters<typeof navItems>[0]) => navItems(role).map((i) => i.path);

describe('sidebar by role', () => {
  it('gives admins every management screen', () => {
    expect(paths('admin')).toEqual([
      '/dashboard',
      '/profile',
      '/messages',
      '/projects',
      '/buyers',
      '/sellers',
      '/interpreters',
      '/meetings',
      '/contracts',
      '/transactions',
      '/travel',
      '/assignments',
      '/admin',
    ]);
  });

  it('shows buyers the sellers and sellers the buyers', () => {
    expect(paths('buyer')).toContain('/sellers');
    expect(paths('buyer')).not.toContain('/buyers');
    expect(paths('seller')).toContain('/buyers');
    expect(paths('seller')).not.toContain('/sellers');
    expect(paths('buyer')).toContain('/availability');
    expect(paths('seller')).toContain('/availability');
  });

  it('gives interpreters their meetings and notes, volunteers their tasks', () => {
    expect(paths('interpreter')).toEqual([
      '/dashboard',
      '/profile',
      '/messages',
      '/meetings',
      '/availability',
      '/interpreter-notes',
      '/projects',
      '/travel',
    ]);
    expect(paths('volunteer')).toEqual(['/dashboard', '/profile', '/messages', '/assignments', '/projects', '/travel']);
  });

  it('gives every role its messages', () => {
    for (const role of ['admin', 'buyer', 'seller', 'interpreter', 'volunteer'] as const) {
      expect(paths(role)).toContain('/messages');
    }
  });
});

describe('roles', () => {
  it('never offers admin at sign-up', () => {
    expect(SIGNUP_ROLES).not.toContain('admin');
  });

  it('keeps company details for buyers and sellers only', () => {
    expect(['admin', 'buyer', 'seller', 'interpreter', 'volunteer'].filter((r) => hasCompany(r as never))).toEqual([
      'buyer',
      'seller',
    ]);
  });
});
