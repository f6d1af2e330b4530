// Lookups built once per schedule, so each grid cell and each picker row answers in constant
// time (500 buyers x 50 slots must stay fast). The rules themselves stay in core/rules.
import {
  type BlockedSlot,
  type BookedMeeting,
  type ConflictCode,
  interpreterConflict,
  isBlocked,
  sellerConflict,
} from '../../../core/rules/meeting-conflicts.ts';
import { slotNumberOf } from '../../../core/rules/slots.ts';
import { hhmm } from '../../../core/rules/time.ts';
import type { Meeting } from '../../../core/schemas/meeting.ts';
import type { BlockedSlotRow, Schedule } from '../../../core/schemas/schedule.ts';

/** A date no meeting of the day has: pairs met on other days only matter for already_met. */
const OTHER_DAY = 'other-day';

export interface ScheduleIndex {
  /** The meeting in a buyer's slot, by cellKey. */
  meetingAt: Map<string, Meeting>;
  /** Blocks of one buyer's slot, by cellKey. */
  buyerBlock: Map<string, BlockedSlotRow>;
  /** Blocks of a whole slot, by slot number. */
  slotBlock: Map<number, BlockedSlotRow>;
  /** Every meeting that counts for the rules, by buyer (other days' pairs included). */
  byBuyer: Map<string, BookedMeeting[]>;
  /** The loaded rows' meetings that count, by start time. */
  byStart: Map<string, BookedMeeting[]>;
  /**
   * Who and which table is busy at each start time through any row of the day, from the day's
   * choices (the same sets for every window merged, so indexing a window does not copy them).
   */
  busy: Schedule['busy'];
  /** Why a person cannot meet in a slot of the day (docs/rules.md#availability), by cellKey(person, slot). */
  away: Map<string, 'marked' | 'travel'>;
}

export const cellKey = (buyerId: string, slot: number) => `${buyerId}:${slot}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Builds every lookup the grid and the assign modal need, in one pass over the schedule. */
export function indexSchedule(s: Schedule): ScheduleIndex {
  const index: ScheduleIndex = {
    meetingAt: new Map(),
    buyerBlock: new Map(),
    slotBlock: new Map(),
    byBuyer: new Map(),
    byStart: new Map(),
    away: new Map(),
    busy: s.busy,
  };
  for (const m of s.meetings) {
    const booked: BookedMeeting = {
      buyer_id: m.buyer.id,
      seller_id: m.seller.id,
      interpreter_id: m.interpreter?.id ?? null,
      meeting_date: m.meeting_date,
      start_time: hhmm(m.start_time),
      status: m.status,
    };
    push(index.byBuyer, booked.buyer_id, booked);
    push(index.byStart, booked.start_time, booked);
    if (m.status === 'cancelled') continue;
    const slot = slotNumberOf(s.project, booked.start_time);
    if (slot !== null) index.meetingAt.set(cellKey(m.buyer.id, slot), m);
  }
  for (const p of s.other_day_pairs) {
    push(index.byBuyer, p.buyer_id, {
      ...p,
      interpreter_id: null,
      meeting_date: OTHER_DAY,
      start_time: '',
      status: 'scheduled',
    });
  }
  // Meetings of rows not loaded are known from the day's choices (`busy`), read where asked rather
  // than copied here: a flagship day is 28,000 of them, and the assign modal ran its rules over
  // every one of them for each of 3,500 sellers (docs/decisions/042-windowed-grid.md).
  for (const u of s.unavailable) index.away.set(cellKey(u.person_id, u.slot_number), u.why);
  for (const b of s.blocked) {
    if (b.date !== s.date) continue;
    if (b.buyer_id === null) index.slotBlock.set(b.slot_number, b);
    else index.buyerBlock.set(cellKey(b.buyer_id, b.slot_number), b);
  }
  return index;
}

/** The block that closes a buyer's slot (the whole slot's first), or undefined when it is open. */
export function blockOf(index: ScheduleIndex, date: string, buyerId: string, slot: number): BlockedSlotRow | undefined {
  const candidates = [index.slotBlock.get(slot), index.buyerBlock.get(cellKey(buyerId, slot))].filter(
    (b): b is BlockedSlotRow => !!b,
  );
  // Only the (at most two) blocks of this cell go through the rule, never the whole list.
  if (!isBlocked(candidates as BlockedSlot[], buyerId, date, slot)) return undefined;
  return candidates[0];
}

/** The meetings the rules look at for one cell: the buyer's, and the loaded rows' at that time (`busy` holds the rest). */
function relevant(index: ScheduleIndex, buyerId: string, start: string): BookedMeeting[] {
  return [...(index.byBuyer.get(buyerId) ?? []), ...(index.byStart.get(start) ?? [])];
}

/** Why each seller cannot take a buyer's slot (absent when they can). */
export function sellerConflicts(
  index: ScheduleIndex,
  sellerIds: string[],
  want: { buyer_id: string; meeting_date: string; start_time: string },
): Map<string, ConflictCode> {
  const meetings = relevant(index, want.buyer_id, want.start_time);
  const busy = index.busy.get(want.start_time)?.sellers;
  const out = new Map<string, ConflictCode>();
  for (const seller_id of sellerIds) {
    const code = sellerConflict(meetings, { ...want, seller_id });
    // Busy with a row not loaded: the rule's own order puts seller_busy before buyer_busy.
    const busyElsewhere = code !== 'already_met' && busy?.has(seller_id);
    if (busyElsewhere) out.set(seller_id, 'seller_busy');
    else if (code) out.set(seller_id, code);
  }
  return out;
}

/** Why each interpreter cannot take a date and start time (absent when they can). */
export function interpreterConflicts(
  index: ScheduleIndex,
  interpreterIds: string[],
  want: { meeting_date: string; start_time: string },
): Map<string, ConflictCode> {
  const meetings = index.byStart.get(want.start_time) ?? [];
  const busy = index.busy.get(want.start_time)?.interpreters;
  const out = new Map<string, ConflictCode>();
  for (const interpreter_id of interpreterIds) {
    const code =
      interpreterConflict(meetings, { ...want, interpreter_id }) ??
      (busy?.has(interpreter_id) ? 'interpreter_busy' : null);
    if (code) out.set(interpreter_id, code);
  }
  return out;
}

/** Why a buyer, seller or interpreter cannot meet in a slot of the day, or undefined when they can. */
export function awayAt(index: ScheduleIndex, personId: string, slot: number): 'marked' | 'travel' | undefined {
  return index.away.get(cellKey(personId, slot));
}

/**
 * `conflicts` with everyone of `ids` who is away in the slot added as 'unavailable': a meeting
 * conflict, when there is one, says more.
 */
export function withAway<C extends string>(
  index: ScheduleIndex,
  ids: string[],
  slot: number,
  conflicts: Map<string, C>,
): Map<string, C | 'unavailable'> {
  const out = new Map<string, C | 'unavailable'>(conflicts);
  for (const id of ids) if (!out.has(id) && awayAt(index, id, slot)) out.set(id, 'unavailable');
  return out;
}
