import { describe, expect, it } from 'vitest';
import type { Message } from '../../../core/schemas/conversation.ts';
import { charsLeft, mainPerson, mayEdit, seenMessageId } from './thread-view.ts';

const person = (id: string, role: 'buyer' | 'seller' | 'interpreter' = 'buyer') => ({
  id,
  full_name: id,
  company_name: '',
  role,
});

const message = (id: string, author: string, created_at: string, extra: Partial<Message> = {}): Message => ({
  id,
  thread_id: 't',
  author: person(author),
  body: id,
  file: null,
  created_at,
  edited_at: null,
  deleted: false,
  hidden: false,
  ...extra,
});

describe('seen', () => {
  const messages = [
    message('m1', 'me', '2030-01-01T10:00:00.000Z'),
    message('m2', 'them', '2030-01-01T10:01:00.000Z'),
    message('m3', 'me', '2030-01-01T10:02:00.000Z'),
  ];

  it('marks my last message once another reader has read up to it', () => {
    expect(seenMessageId(messages, [{ user_id: 'them', read_at: '2030-01-01T10:02:00.000Z' }], 'me')).toBe('m3');
    expect(seenMessageId(messages, [{ user_id: 'them', read_at: '2030-01-01T10:05:00.000Z' }], 'me')).toBe('m3');
  });

  it('puts it under my last message that was not deleted', () => {
    const withDeleted = [...messages, message('m4', 'me', '2030-01-01T10:03:00.000Z', { deleted: true, body: '' })];
    expect(seenMessageId(withDeleted, [{ user_id: 'them', read_at: '2030-01-01T10:03:00.000Z' }], 'me')).toBe('m3');
  });

  it('says nothing while they have read only older messages, or when I wrote nothing', () => {
    expect(seenMessageId(messages, [{ user_id: 'them', read_at: '2030-01-01T10:01:00.000Z' }], 'me')).toBeNull();
    expect(seenMessageId(messages, [{ user_id: 'me', read_at: '2030-01-01T10:09:00.000Z' }], 'me')).toBeNull();
    expect(seenMessageId(messages.slice(1, 2), [{ user_id: 'x', read_at: '2031-01-01T00:00:00Z' }], 'me')).toBeNull();
  });
});

describe('editing', () => {
  const sent = message('m', 'me', '2030-01-01T10:00:00.000Z');
  it('lets the author edit for five minutes, never a deleted message or someone else’s', () => {
    expect(mayEdit(sent, 'me', new Date('2030-01-01T10:04:59Z'))).toBe(true);
    expect(mayEdit(sent, 'me', new Date('2030-01-01T10:05:01Z'))).toBe(false);
    expect(mayEdit(sent, 'them', new Date('2030-01-01T10:01:00Z'))).toBe(false);
    expect(mayEdit({ ...sent, deleted: true }, 'me', new Date('2030-01-01T10:01:00Z'))).toBe(false);
  });
});

describe('names and counts', () => {
  it('names a thread after the other party, not their interpreter', () => {
    expect(mainPerson({ people: [person('i', 'interpreter'), person('s', 'seller')] })?.id).toBe('s');
    expect(mainPerson({ people: [] })).toBeUndefined();
  });

  it('counts characters as people do, after trimming', () => {
    expect(charsLeft('  가나  ')).toBe(3998);
    expect(charsLeft('😀'.repeat(4001))).toBe(-1);
  });
});
