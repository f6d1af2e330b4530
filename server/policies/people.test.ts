import { describe, expect, it } from 'vitest';
import { mayListPeople, maySeePerson, visibleDirectories } from './people.ts';

describe('people policy', () => {
  it('gives admins all three directories, buyers the sellers, sellers the buyers, others none', () => {
    expect(visibleDirectories({ role: 'admin' })).toEqual(['buyer', 'seller', 'interpreter']);
    expect(visibleDirectories({ role: 'buyer' })).toEqual(['seller']);
    expect(visibleDirectories({ role: 'seller' })).toEqual(['buyer']);
    expect(visibleDirectories({ role: 'interpreter' })).toEqual([]);
    expect(visibleDirectories({ role: 'volunteer' })).toEqual([]);
    expect(mayListPeople({ role: 'buyer' }, 'buyer')).toBe(false);
  });

  it('hides inactive people from everyone but admins', () => {
    expect(maySeePerson({ role: 'buyer' }, { role: 'seller', isActive: false })).toBe(false);
    expect(maySeePerson({ role: 'buyer' }, { role: 'seller', isActive: true })).toBe(true);
    expect(maySeePerson({ role: 'admin' }, { role: 'seller', isActive: false })).toBe(true);
    expect(maySeePerson({ role: 'admin' }, { role: 'volunteer', isActive: true })).toBe(false);
  });
});
