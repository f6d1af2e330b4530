// The errors file: the file's own columns plus the reasons, quoted where CSV needs it, with a BOM.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ImportRowOutcome } from '../../../core/schemas/participant-import.ts';
import { csvField, errorRowsCsv } from './errors-csv.ts';

const outcome = (line: number, errors: ImportRowOutcome['errors'] = []): ImportRowOutcome => ({
  line,
  action: errors.length ? 'error' : 'create',
  email: '',
  full_name: '',
  role: 'buyer',
  changes: [],
  errors,
});

const REASONS: Record<string, string> = { email_invalid: 'Bad e-mail', name_missing: 'No name', role_unknown: 'Role?' };

describe('errors CSV', () => {
  const headers = ['이메일', 'Name, full', 'Phone'];
  const rows = [
    ['ok@example.test', 'Fine', '+82 10'],
    ['not-an-email', 'Kim "KJ" Ji-woo', '+82 2 555'],
    ['x@example.test', '', ''],
    ['multi@example.test', 'Line\nbreak'],
  ];
  const outcomes = [
    outcome(2),
    outcome(3, ['email_invalid']),
    outcome(4, ['name_missing', 'role_unknown']),
    outcome(5, ['email_invalid']),
  ];
  const csv = errorRowsCsv({ headers, rows, outcomes, reasonHeader: '사유', reason: (c) => REASONS[c] ?? c });

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[0]).toBe('\uFEFF이메일,"Name, full",Phone,사유');
  });

  it('holds only the error rows, in the original columns, with their reasons joined by "; "', () => {
    const table = parse(csv, { bom: true }) as string[][];
    expect(table).toEqual([
      ['이메일', 'Name, full', 'Phone', '사유'],
      ['not-an-email', 'Kim "KJ" Ji-woo', '+82 2 555', 'Bad e-mail'],
      ['x@example.test', '', '', 'No name; Role?'],
      // A short row is padded to the header's width; a line break stays inside its cell.
      ['multi@example.test', 'Line\nbreak', '', 'Bad e-mail'],
    ]);
  });

  it('is only the header line when no row has an error', () => {
    const none = errorRowsCsv({ headers, rows, outcomes: [outcome(2)], reasonHeader: 'Reason', reason: String });
    expect(none).toBe('\uFEFF이메일,"Name, full",Phone,Reason\r\n');
  });

  it('quotes a field only when it must', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('+82 10 1234')).toBe('+82 10 1234');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });
});
