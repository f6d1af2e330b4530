import { describe, expect, it } from 'vitest';
import type { MeetingTable } from '../../../../core/schemas/meeting-table.ts';
import { automaticTable, seatFree, tableOpenTo, takenTables, withNoFreeTable } from './table-choice.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const seller = (n: number) => ({ id: uuid(n), full_name: `S${n}`, company_name: '' });
const table = (n: number, fixedTo?: number): MeetingTable => ({
  id: uuid(100 + n),
  name: `A-${n}`,
  position: n,
  seller: fixedTo ? seller(fixedTo) : null,
});
// A-1 is fixed to seller 1; are the pool.
const tables = [table(1, 1), table(2), table(3)];
const at = (start: string, t: MeetingTable | null) =>
  ({ start_time: start, table: t && { id: t.id, name: t.name } }) as never;

describe('the table of a new meeting', () => {
  it('reads which tables the meetings of a start time take', () => {
    const taken = takenTables(
      { meetings: [at('09:00:00', tables[1]), at('10:00', tables[2]), at('09:00', null)], busy: new Map() },
      '09:00',
    );
    expect([...taken]).toEqual([tables[1].id]);
  });

  it('finds a seat for a dragged meeting while the pool has a table, or the seller a fixed one', () => {
    const full = { tables, meetings: [at('09:00', tables[1]), at('09:00', tables[2])], busy: new Map() };
    expect(seatFree(full, '09:00', seller(2).id)).toBe(false);
    expect(seatFree(full, '09:00', seller(1).id)).toBe(true);
    expect(seatFree(full, '10:00', seller(2).id)).toBe(true);
    expect(seatFree({ tables: [], meetings: [], busy: new Map() }, '09:00', seller(2).id)).toBe(true);
  });

  it("counts the tables the day's choices name as taken, for meetings of rows not loaded", () => {
    const busy = new Map([
      ['09:00', { sellers: new Set<string>(), interpreters: new Set<string>(), tables: new Set([tables[2].id]) }],
    ]);
    expect([...takenTables({ meetings: [at('09:00', tables[1])], busy }, '09:00')].sort()).toEqual(
      [tables[1].id, tables[2].id].sort(),
    );
    expect(seatFree({ tables, meetings: [at('09:00', tables[1])], busy }, '09:00', seller(2).id)).toBe(false);
  });

  it("is the seller's fixed table, else the first free pool table", () => {
    const taken = new Set([tables[1].id]);
    expect(automaticTable(tables, taken, seller(1).id)?.name).toBe('A-1');
    expect(automaticTable(tables, taken, seller(2).id)?.name).toBe('A-3');
    expect(automaticTable(tables, new Set(), null)?.name).toBe('A-2');
  });

  it('marks sellers without a table as no_free_table when the pool is full, and no one in a project without tables', () => {
    const full = new Set([tables[1].id, tables[2].id]);
    const ids = [seller(1).id, seller(2).id, seller(3).id];
    const blocks = withNoFreeTable(tables, full, ids, new Map([[seller(3).id, 'seller_busy']]));
    expect(Object.fromEntries(blocks)).toEqual({ [seller(2).id]: 'no_free_table', [seller(3).id]: 'seller_busy' });
    expect(withNoFreeTable(tables, new Set([tables[1].id]), ids, new Map()).size).toBe(0);
    expect(withNoFreeTable([], new Set(), ids, new Map()).size).toBe(0);
  });

  it("opens a table that is free and nobody else's", () => {
    const taken = new Set([tables[1].id]);
    expect(tableOpenTo(tables[0], taken, seller(1).id)).toBe(true);
    expect(tableOpenTo(tables[0], taken, seller(2).id)).toBe(false);
    expect(tableOpenTo(tables[1], taken, seller(2).id)).toBe(false);
    expect(tableOpenTo(tables[2], taken, null)).toBe(true);
  });
});
