// Pure policy functions: no database, just a user, a meeting's people and a note's recorder.
import { describe, expect, it } from 'vitest';
import { MEETING_STATUSES } from '../../core/constants.ts';
import type { Role } from '../../core/roles.ts';
import type { CurrentUser } from '../types.ts';
import { mayDeleteVoiceNote, mayRecordOn, recordingOpen } from './voice-note.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;
const people = { buyer_id: 'buyer-id', seller_id: 'seller-id', interpreter_id: 'interpreter-id' };

describe('mayRecordOn', () => {
  it.each([
    ['an admin', user('admin'), true],
    ['the buyer', user('buyer'), true],
    ['the seller', user('seller'), true],
    ['the interpreter', user('interpreter'), true],
    ['another buyer', user('buyer', 'other'), false],
    ['another seller', user('seller', 'other'), false],
    ['another interpreter', user('interpreter', 'other'), false],
    ['a volunteer', user('volunteer'), false],
  ])('%s: %s', (_, who, expected) => {
    expect(mayRecordOn(who, people)).toBe(expected);
  });

  it('gives an interpreter nothing on a meeting without one', () => {
    expect(mayRecordOn(user('interpreter'), { ...people, interpreter_id: null })).toBe(false);
  });
});

describe('recordingOpen', () => {
  it('is closed on a cancelled meeting only', () => {
    for (const status of MEETING_STATUSES) expect(recordingOpen(status)).toBe(status !== 'cancelled');
  });
});

describe('mayDeleteVoiceNote', () => {
  const note = { user_id: 'seller-id' };
  it('lets the recorder and admins remove a note', () => {
    expect(mayDeleteVoiceNote(user('seller'), note)).toBe(true);
    expect(mayDeleteVoiceNote(user('admin'), note)).toBe(true);
  });

  it('refuses the meeting’s other people', () => {
    expect(mayDeleteVoiceNote(user('buyer'), note)).toBe(false);
    expect(mayDeleteVoiceNote(user('interpreter'), note)).toBe(false);
  });
});
