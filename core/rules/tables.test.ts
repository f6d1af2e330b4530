import { describe, expect, it } from 'vitest';
import { bulkTableNames, meetingPlace } from './tables.ts';

describe('bulkTableNames', () => {
  it('numbers the tables after the prefix from the start number', () => {
    expect(bulkTableNames('A-', 1, 3)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(bulkTableNames('Table ', 38, 3)).toEqual(['Table 38', 'Table 39', 'Table 40']);
  });

  it('takes an empty prefix as plain numbers', () => {
    expect(bulkTableNames('', 9, 2)).toEqual(['9', '10']);
  });
});

describe('meetingPlace', () => {
  it('puts the table before the venue, and leaves out what is missing', () => {
    expect(meetingPlace('A-12', 'Hall A')).toBe('A-12, Hall A');
    expect(meetingPlace(null, 'Hall A')).toBe('Hall A');
    expect(meetingPlace('A-12', '')).toBe('A-12');
    expect(meetingPlace(undefined, '')).toBe('');
  });
});
