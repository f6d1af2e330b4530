import { describe, expect, it } from 'vitest';
import { linkParts, MESSAGE_EDIT_MINUTES, mayStillEdit, messageLength } from './conversations.ts';

describe('linkParts', () => {
  it('makes http, https and www addresses links and keeps the rest as text', () => {
    expect(linkParts('See https://example.com/a?b=1, or www.tea.kr.')).toEqual([
      { text: 'See ' },
      { link: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
      { text: ', or ' },
      { link: 'https://www.tea.kr', text: 'www.tea.kr' },
      { text: '.' },
    ]);
  });

  it('never makes a link of other schemes or of markup', () => {
    const hostile = '<script>alert(1)</script> javascript:alert(1) <a href="x">y</a> data:text/html,hi';
    expect(linkParts(hostile)).toEqual([{ text: hostile }]);
  });

  it('keeps every character: the parts put together are the text', () => {
    const text = '부스 A-12 (https://b2b.example.kr/부스) 에서 만나요!\nhttp://x.io)';
    expect(
      linkParts(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('does not link a bare host without a dot', () => {
    expect(linkParts('http://localhost:3000')).toEqual([{ text: 'http://localhost:3000' }]);
  });
});

describe('messages', () => {
  it('counts characters as people do', () => {
    expect(messageLength('안녕하세요👋')).toBe(6);
  });

  it('may be edited for five minutes', () => {
    const sent = new Date('2030-05-01T10:00:00Z');
    expect(mayStillEdit(sent, new Date(sent.getTime() + MESSAGE_EDIT_MINUTES * 60_000))).toBe(true);
    expect(mayStillEdit(sent, new Date(sent.getTime() + MESSAGE_EDIT_MINUTES * 60_000 + 1))).toBe(false);
  });
});
