// RFC 5545's text layer: escaping, folding at 75 octets without breaking a character, CRLF.
import { describe, expect, it } from 'vitest';
import { readCalendar } from '../test/ical-reader.ts';
import { escapeText, foldLine, property, serializeLines } from './content-lines.ts';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');
/** RFC 5545 §3.1: a CRLF followed by one space is removed when reading. */
const unfold = (lines: string[]) => lines.join('\r\n').replace(/\r\n /g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes every line break as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('escapes the backslash first, so an escape is never escaped again', () => {
    expect(escapeText('\\n')).toBe('\\\\n');
    expect(escapeText('\\;')).toBe('\\\\\\;');
  });

  it('drops control characters but keeps tabs and every other character', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
    expect(escapeText('상담 · 商談 😀')).toBe('상담 · 商談 😀');
  });

  it('comes back unchanged through a parser', () => {
    const text = 'Kim, Lee; Park\\Choi\nsecond line: 東京, 서울';
    const file = serializeLines([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:x@example.test',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20300101T100000Z',
      property('SUMMARY', escapeText(text)),
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(readCalendar(file).events[0].summary).toBe(text);
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    expect(foldLine('x'.repeat(75))).toEqual(['x'.repeat(75)]);
  });

  it('folds longer lines into lines of at most 75 octets, each continuation starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(30)}`;
    const folded = foldLine(line);
    expect(folded.length).toBe(5);
    expect(folded.every((l) => octets(l) <= 75)).toBe(true);
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a Korean character at the fold: it moves whole to the next line', () => {
    // 73 octets, then 한 (3 octets) would end at octet 76: it must start the next line.
    const folded = foldLine(`${'X'.repeat(73)}한국어`);
    expect(folded).toEqual([`${'X'.repeat(73)}`, ' 한국어']);
    // 72 + 3 = 75 octets: still fits.
    expect(foldLine(`${'X'.repeat(72)}한국`)).toEqual([`${'X'.repeat(72)}한`, ' 국']);
  });

  it('keeps every line of long Korean text whole UTF-8 within 75 octets', () => {
    const line = `SUMMARY:${'한국무역협회 서울 상담회 '.repeat(12)}`;
    const folded = foldLine(line);
    for (const l of folded) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      // A split character would not survive a round trip through bytes.
      expect(Buffer.from(l, 'utf8').toString('utf8')).toBe(l);
      expect(l).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });

  it('keeps four-octet characters (emoji, surrogate pairs in JavaScript) whole', () => {
    const folded = foldLine(`${'X'.repeat(72)}😀😀`);
    expect(folded).toEqual([`${'X'.repeat(72)}`, ' 😀😀']);
  });
});

describe('serializeLines', () => {
  it('ends every line, the last one too, with CRLF, and nothing else breaks lines', () => {
    const text = serializeLines(['BEGIN:VCALENDAR', `X-LONG:${'y'.repeat(100)}`, 'END:VCALENDAR']);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
  });
});

describe('property', () => {
  it('quotes a parameter value holding a reserved character', () => {
    expect(property('DTSTART', '20300101T100000', { TZID: 'Europe/Berlin' })).toBe(
      'DTSTART;TZID=Europe/Berlin:20300101T100000',
    );
    expect(property('X', 'v', { P: 'a:b' })).toBe('X;P="a:b":v');
  });
});
