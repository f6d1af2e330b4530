// The table of each planned meeting, by the rule of server/services/meeting-table.ts applied to the
// whole plan at once: a seller with a fixed table meets there; any other meeting takes the first
// pool table (fixed to no seller, in position order) that neither a kept meeting nor an earlier
// meeting of the plan holds in its slot. The planner counted the pool per slot, so one is free.
import type { ProposedMeeting } from '../../../core/scheduler/types.ts';
import { conflict } from '../../errors.ts';
import type { TableState } from './load-input.ts';

/** One table per meeting of `meetings` (same order), or nulls in a project without tables. */
export function assignTables(tables: TableState, meetings: ProposedMeeting[]): ({ id: string; name: string } | null)[] {
  if (tables.list.length === 0) return meetings.map(() => null);
  const byId = new Map(tables.list.map((t) => [t.id, t]));
  const fixed = new Set(tables.fixedOf.values());
  const pool = tables.list.filter((t) => !fixed.has(t.id));
  const taken = new Map([...tables.takenAt].map(([at, ids]) => [at, new Set(ids)]));
  return meetings.map((m) => {
    const own = tables.fixedOf.get(m.sellerId);
    if (own) return byId.get(own) ?? null;
    const at = `${m.date}|${m.slot}`;
    if (!taken.has(at)) taken.set(at, new Set());
    const held = taken.get(at)!;
    const free = pool.find((t) => !held.has(t.id));
    if (!free) throw conflict('no_free_table', 'Every table is taken at that time');
    held.add(free.id);
    return free;
  });
}
