// Pure policy functions: no database, just a user and a meeting's people.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { meetingPart } from '../../core/rules/meetings.ts';
import type { CurrentUser } from '../types.ts';
import { mayActOn, mayCheckIn, visibleMeetings } from './meeting.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;
const people = { buyer_id: 'buyer-id', seller_id: 'seller-id', interpreter_id: 'interpreter-id' };

const admin = user('admin');
const buyer = user('buyer');
const seller = user('seller');
const interpreter = user('interpreter');
const otherBuyer = user('buyer', 'someone-else');
const volunteer = user('volunteer');

describe('meetingPart', () => {
  it('makes any admin an admin of every meeting', () => {
    expect(meetingPart(admin, people)).toBe('admin');
  });

  it('finds the meeting buyer, seller and interpreter by id', () => {
    expect(meetingPart(buyer, people)).toBe('buyer');
    expect(meetingPart(seller, people)).toBe('seller');
    expect(meetingPart(interpreter, people)).toBe('interpreter');
  });

  it('gives nobody else a part', () => {
    expect(meetingPart(otherBuyer, people)).toBeNull();
    expect(meetingPart(volunteer, people)).toBeNull();
    expect(meetingPart(user('seller', 'seller-2'), people)).toBeNull();
  });

  it('gives an interpreter no part in a meeting without one', () => {
    expect(meetingPart(interpreter, { ...people, interpreter_id: null })).toBeNull();
  });
});

describe('mayActOn', () => {
  const table: [string, CurrentUser, { confirm: boolean; cancel: boolean; complete: boolean }][] = [
    ['admin', admin, { confirm: true, cancel: true, complete: true }],
    ['buyer', buyer, { confirm: true, cancel: true, complete: true }],
    ['seller', seller, { confirm: true, cancel: true, complete: true }],
    ['interpreter', interpreter, { confirm: false, cancel: false, complete: true }],
    ['another buyer', otherBuyer, { confirm: false, cancel: false, complete: false }],
    ['a volunteer', volunteer, { confirm: false, cancel: false, complete: false }],
  ];

  it.each(table)('%s', (_, who, expected) => {
    expect({
      confirm: mayActOn(who, people, 'confirm'),
      cancel: mayActOn(who, people, 'cancel'),
      complete: mayActOn(who, people, 'complete'),
    }).toEqual(expected);
  });
});

describe('mayCheckIn', () => {
  it('lets the meeting buyer, seller and interpreter check in', () => {
    expect(mayCheckIn(buyer, people)).toBe(true);
    expect(mayCheckIn(seller, people)).toBe(true);
    expect(mayCheckIn(interpreter, people)).toBe(true);
  });

  it('refuses admins and outsiders', () => {
    expect(mayCheckIn(admin, people)).toBe(false);
    expect(mayCheckIn(otherBuyer, people)).toBe(false);
    expect(mayCheckIn(volunteer, people)).toBe(false);
  });
});

describe('visibleMeetings', () => {
  it('does not narrow an admin', () => {
    expect(visibleMeetings(admin)).toBeUndefined();
  });

  it.each(['buyer', 'seller', 'interpreter', 'volunteer'] as const)('narrows a %s', (role) => {
    expect(visibleMeetings(user(role))).toBeDefined();
  });
});
