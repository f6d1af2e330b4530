import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import type { CurrentUser } from '../types.ts';
import { answeringSide, mayReadFeedback, visibleFeedback } from './feedback.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;
const meeting = { buyer_id: 'buyer-id', seller_id: 'seller-id' };

describe('answeringSide', () => {
  it('is the buyer’s or the seller’s side of their own meeting', () => {
    expect(answeringSide(user('buyer'), meeting)).toBe('buyer');
    expect(answeringSide(user('seller'), meeting)).toBe('seller');
  });

  it('is nobody’s for admins, interpreters and people of other meetings', () => {
    expect(answeringSide(user('admin'), meeting)).toBeNull();
    expect(answeringSide(user('interpreter'), meeting)).toBeNull();
    expect(answeringSide(user('buyer', 'other'), meeting)).toBeNull();
  });
});

describe('mayReadFeedback', () => {
  it('lets admins and the two sides read, not the interpreter', () => {
    expect(mayReadFeedback(user('admin'), meeting)).toBe(true);
    expect(mayReadFeedback(user('buyer'), meeting)).toBe(true);
    expect(mayReadFeedback(user('seller'), meeting)).toBe(true);
    expect(mayReadFeedback(user('interpreter'), meeting)).toBe(false);
  });
});

describe('visibleFeedback', () => {
  it('filters nothing for admins and everyone else to their own answers', () => {
    expect(visibleFeedback(user('admin'))).toBeUndefined();
    expect(visibleFeedback(user('seller'))).toBeDefined();
  });
});
