// Which table a new meeting of the assign modal would take (docs/rules.md#tables), read from the
// day's meetings as the server decides it: the seller's fixed table, else the first free table of
// the pool (the tables fixed to no seller). The server has the last word (table_busy, no_free_table).
import { useEffect, useMemo, useState } from 'react';
import { hhmm } from '../../../../core/rules/time.ts';
import type { MeetingTable } from '../../../../core/schemas/meeting-table.ts';
import type { Schedule } from '../../../../core/schemas/schedule.ts';

/** The ids of the tables taken by the day's meetings that start at `start` ('HH:MM'). */
export function takenTables(schedule: Pick<Schedule, 'meetings' | 'busy'>, start: string): Set<string> {
  const taken = new Set<string>(schedule.busy.get(start)?.tables);
  for (const m of schedule.meetings) if (m.table && hhmm(m.start_time) === start) taken.add(m.table.id);
  return taken;
}

/** The seller's fixed table, if any. */
export const fixedTableOf = (tables: MeetingTable[], sellerId: string | null) =>
  sellerId ? (tables.find((t) => t.seller?.id === sellerId) ?? null) : null;

/** The first free table of the pool, or null when every one is taken. */
export const firstFreePoolTable = (tables: MeetingTable[], taken: Set<string>) =>
  tables.find((t) => !t.seller && !taken.has(t.id)) ?? null;

/** The table the rule would give a meeting of `sellerId` (or of any seller without one). */
export function automaticTable(tables: MeetingTable[], taken: Set<string>, sellerId: string | null) {
  return fixedTableOf(tables, sellerId) ?? firstFreePoolTable(tables, taken);
}

/** Could a meeting of `sellerId` sit somewhere at `start` ('HH:MM')? Always in a project without tables. */
export const seatFree = (schedule: Pick<Schedule, 'meetings' | 'tables' | 'busy'>, start: string, sellerId: string) =>
  schedule.tables.length === 0 || automaticTable(schedule.tables, takenTables(schedule, start), sellerId) !== null;

/**
 * `blocks` (seller id -> reason code) with 'no_free_table' for each seller without a fixed table
 * when the pool is full in the slot. A project without tables is never full.
 */
export function withNoFreeTable(
  tables: MeetingTable[],
  taken: Set<string>,
  sellerIds: string[],
  blocks: Map<string, string>,
): Map<string, string> {
  if (tables.length === 0 || firstFreePoolTable(tables, taken)) return blocks;
  const fixed = new Set(tables.map((t) => t.seller?.id).filter(Boolean));
  const out = new Map(blocks);
  for (const id of sellerIds) if (!fixed.has(id) && !out.has(id)) out.set(id, 'no_free_table');
  return out;
}

/** May a meeting of `sellerId` be put at `table` in a slot where `taken` are taken? */
export const tableOpenTo = (table: MeetingTable, taken: Set<string>, sellerId: string | null) =>
  !taken.has(table.id) && (!table.seller || table.seller.id === sellerId);

/** The modal's table choice: null is "automatic"; a choice that stops being open is dropped. */
export function useTableChoice(schedule: Schedule, start: string, sellerId: string | null) {
  const tables = schedule.tables;
  const taken = useMemo(() => takenTables(schedule, start), [schedule, start]);
  const [tableId, setTableId] = useState<string | null>(null);
  const chosen = tables.find((t) => t.id === tableId) ?? null;
  useEffect(() => {
    if (chosen && !tableOpenTo(chosen, taken, sellerId)) setTableId(null);
  }, [chosen, taken, sellerId]);
  const withNoTable = (blocks: Map<string, string>) =>
    withNoFreeTable(
      tables,
      taken,
      schedule.sellers.map((s) => s.id),
      blocks,
    );
  return { tables, taken, tableId, setTableId, auto: automaticTable(tables, taken, sellerId), withNoTable };
}
export type TableChoice = ReturnType<typeof useTableChoice>;
