// The import screen's grid helpers: samples, in-place edits, mapping checks, filters.
import { describe, expect, it } from 'vitest';
import type { ImportRowOutcome } from '../../../core/schemas/participant-import.ts';
import {
  checkMapping,
  fieldsWithErrors,
  mappingIsComplete,
  outcomesOf,
  rowIndexOf,
  sampleValues,
  withCell,
} from './grid.ts';

describe('import grid', () => {
  const rows = [
    ['a@x.test', ' ', 'buyer'],
    ['b@x.test', 'Bo', 'buyer'],
    ['c@x.test', 'Cy', 'seller'],
    ['d@x.test', 'Di', 'seller'],
  ];

  it('maps a line of the file to its row (the header is line 1)', () => {
    expect(rowIndexOf(2)).toBe(0);
    expect(rowIndexOf(5)).toBe(3);
  });

  it('samples distinct non-blank values of a column', () => {
    expect(sampleValues(rows, 1)).toEqual(['Bo', 'Cy', 'Di']);
    expect(sampleValues(rows, 2)).toEqual(['buyer', 'seller']);
    expect(sampleValues(rows, 0, 2)).toEqual(['a@x.test', 'b@x.test']);
    expect(sampleValues(rows, 7)).toEqual([]);
  });

  it('changes one cell by copying only its row', () => {
    const next = withCell(rows, 1, 1, 'Bea');
    expect(next[1]).toEqual(['b@x.test', 'Bea', 'buyer']);
    expect(rows[1][1]).toBe('Bo');
    expect(next[0]).toBe(rows[0]);
    expect(next[2]).toBe(rows[2]);
    // A cell past a short row's end pads the row.
    expect(withCell([['a']], 0, 2, 'z')[0]).toEqual(['a', '', 'z']);
  });

  it('asks for an e-mail column, one column per field, and a role from a column or the default', () => {
    expect(checkMapping(['email', 'full_name', 'role'])).toEqual({ missing: [], duplicates: [], roleMissing: false });
    expect(mappingIsComplete(checkMapping(['email', 'full_name', 'role']))).toBe(true);
    expect(checkMapping([null, 'full_name', null])).toEqual({
      missing: ['email'],
      duplicates: [],
      roleMissing: true,
    });
    // Without a name column, existing accounts can still join; new ones are refused per row.
    expect(mappingIsComplete(checkMapping(['email', null, 'role']))).toBe(true);
    expect(mappingIsComplete(checkMapping(['email', 'full_name', null], 'buyer'))).toBe(true);
    expect(checkMapping(['email', 'email', 'full_name', 'role']).duplicates).toEqual(['email']);
    expect(mappingIsComplete(checkMapping(['email', 'email', 'full_name', 'role']))).toBe(false);
  });

  it('filters outcomes by action', () => {
    const o = (line: number, action: ImportRowOutcome['action']): ImportRowOutcome => ({
      line,
      action,
      email: '',
      full_name: '',
      role: null,
      changes: [],
      errors: [],
    });
    const all = [o(2, 'create'), o(3, 'error'), o(4, 'create')];
    expect(outcomesOf(all, 'all')).toEqual(all);
    expect(outcomesOf(all, 'create').map((r) => r.line)).toEqual([2, 4]);
    expect(outcomesOf(all, 'update')).toEqual([]);
  });

  it('points each row error at the field to fix', () => {
    expect([...fieldsWithErrors(['email_invalid', 'role_unknown', 'value_too_long'])]).toEqual(['email', 'role']);
    expect([...fieldsWithErrors(['website_invalid', 'locale_unknown'])]).toEqual(['website', 'locale']);
  });
});
