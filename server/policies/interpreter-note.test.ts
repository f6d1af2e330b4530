import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import type { CurrentUser } from '../types.ts';
import { mayReadMeetingNotes, mayWriteNote, notebookMeetings, visibleNotes } from './interpreter-note.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;
const meeting = { interpreter_id: 'interpreter-id' };

describe('interpreter note policy', () => {
  it('lets only the meeting’s interpreter write', () => {
    expect(mayWriteNote(user('interpreter'), meeting)).toBe(true);
    expect(mayWriteNote(user('interpreter', 'other'), meeting)).toBe(false);
    expect(mayWriteNote(user('admin'), meeting)).toBe(false);
    expect(mayWriteNote(user('buyer', 'interpreter-id'), meeting)).toBe(false);
    expect(mayWriteNote(user('interpreter'), { interpreter_id: null })).toBe(false);
  });

  it('lets admins and the meeting’s interpreter read, nobody else', () => {
    expect(mayReadMeetingNotes(user('admin'), meeting)).toBe(true);
    expect(mayReadMeetingNotes(user('interpreter'), meeting)).toBe(true);
    for (const role of ['buyer', 'seller', 'volunteer'] as const)
      expect(mayReadMeetingNotes(user(role), meeting)).toBe(false);
    expect(mayReadMeetingNotes(user('interpreter', 'other'), meeting)).toBe(false);
  });

  it('filters every role but admin', () => {
    expect(visibleNotes(user('admin'))).toBeUndefined();
    for (const role of ['buyer', 'seller', 'interpreter', 'volunteer'] as const)
      expect(visibleNotes(user(role))).toBeDefined();
  });

  it('lists an interpreter’s own confirmed and completed meetings in the notebook, nobody else’s', () => {
    const text = (role: Role) => new PgDialect().sqlToQuery(notebookMeetings(user(role)));
    const mine = text('interpreter');
    expect(mine.sql).toContain('"interpreter_id" = $1');
    expect(mine.params).toEqual(['interpreter-id', 'confirmed', 'completed']);
    for (const role of ['admin', 'buyer', 'seller', 'volunteer'] as const) expect(text(role).sql).toBe('false');
  });
});
