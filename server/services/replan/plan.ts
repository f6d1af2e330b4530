// The re-plan of a loaded state (core/replan) with the table each moved meeting takes, by the rule of
// server/services/meeting-table.ts in bulk (auto-schedule/tables.ts): the meetings that do not move
// keep their tables, each moved one takes its seller's fixed table or the first free pool table.
import { replan } from '../../../core/replan/plan.ts';
import type { ReplanResult } from '../../../core/replan/types.ts';
import { slotNumberOf } from '../../../core/rules/slots.ts';
import { hhmm } from '../../../core/rules/time.ts';
import { assignTables } from '../auto-schedule/tables.ts';
import type { ReplanState } from './load-state.ts';

export interface ReplanPlan {
  result: ReplanResult;
  /** The table of each move (same order as result.moves), null in a project without tables. */
  tables: ({ id: string; name: string } | null)[];
}

export function planReplan(state: ReplanState): ReplanPlan {
  const result = replan(state.input);
  const moving = new Set(result.moves.map((m) => m.id));
  const takenAt = new Map<string, Set<string>>();
  for (const row of state.rows.values()) {
    if (moving.has(row.id) || !row.tableId) continue;
    const at = `${row.meetingDate}|${slotNumberOf(state.settings, hhmm(row.startTime))}`;
    if (!takenAt.has(at)) takenAt.set(at, new Set());
    takenAt.get(at)?.add(row.tableId);
  }
  const tables = assignTables(
    { ...state.tables, takenAt },
    result.moves.map((mv) => {
      const row = state.rows.get(mv.id);
      return {
        date: mv.date,
        slot: mv.to,
        buyerId: row?.buyerId ?? '',
        sellerId: row?.sellerId ?? '',
        interpreterId: null,
        weight: 0,
      };
    }),
  );
  return { result, tables };
}
