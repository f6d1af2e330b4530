// Pure policy functions for meeting requests: who asks whom, who answers.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import type { CurrentUser } from '../types.ts';
import { counterpartRole, mayActOnBehalf, mayAnswer, mayRequest } from './meeting-request.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;

describe('meeting request policy', () => {
  it('only buyers and sellers ask', () => {
    expect(mayRequest(user('buyer'))).toBe(true);
    expect(mayRequest(user('seller'))).toBe(true);
    for (const role of ['admin', 'interpreter', 'volunteer'] as const) expect(mayRequest(user(role))).toBe(false);
  });

  it('each asks the opposite role', () => {
    expect(counterpartRole('buyer')).toBe('seller');
    expect(counterpartRole('seller')).toBe('buyer');
    expect(counterpartRole('admin')).toBeNull();
    expect(counterpartRole('interpreter')).toBeNull();
  });

  it('only admins act on behalf of a participant', () => {
    expect(mayActOnBehalf(user('admin'))).toBe(true);
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer'] as const) {
      expect(mayActOnBehalf(user(role))).toBe(false);
    }
  });

  it('only the target answers', () => {
    expect(mayAnswer(user('seller'), { target_id: 'seller-id' })).toBe(true);
    expect(mayAnswer(user('buyer'), { target_id: 'seller-id' })).toBe(false);
    expect(mayAnswer(user('admin'), { target_id: 'seller-id' })).toBe(false);
  });
});
