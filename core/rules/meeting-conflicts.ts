// The meeting conflict rules (docs/rules.md#meeting-conflicts), as pure functions the schedule grid uses to
// disable choices. The database enforces the same rules with partial unique indexes
// (server/db/schema.ts); the API maps their violations to the same codes.

/** A meeting as far as the rules care: who, when, and whether it still counts. */
export interface BookedMeeting {
  buyer_id: string;
  seller_id: string;
  interpreter_id: string | null;
  meeting_date: string;
  /** 'HH:MM' */
  start_time: string;
  status: string;
}

export type ConflictCode = 'already_met' | 'seller_busy' | 'buyer_busy' | 'interpreter_busy' | 'slot_blocked';

/** A cancelled meeting frees its people and its pair. */
export const counts = (m: BookedMeeting) => m.status !== 'cancelled';

const at = (m: BookedMeeting, date: string, start: string) => m.meeting_date === date && m.start_time === start;

/** Why a seller cannot meet a buyer at a date and start time, or null when they can. */
export function sellerConflict(
  meetings: BookedMeeting[],
  want: { buyer_id: string; seller_id: string; meeting_date: string; start_time: string },
): ConflictCode | null {
  const live = meetings.filter(counts);
  if (live.some((m) => m.buyer_id === want.buyer_id && m.seller_id === want.seller_id)) return 'already_met';
  if (live.some((m) => m.seller_id === want.seller_id && at(m, want.meeting_date, want.start_time))) {
    return 'seller_busy';
  }
  if (live.some((m) => m.buyer_id === want.buyer_id && at(m, want.meeting_date, want.start_time))) {
    return 'buyer_busy';
  }
  return null;
}

/** Why an interpreter cannot take a date and start time, or null when they can. */
export function interpreterConflict(
  meetings: BookedMeeting[],
  want: { interpreter_id: string; meeting_date: string; start_time: string },
): ConflictCode | null {
  const busy = meetings
    .filter(counts)
    .some((m) => m.interpreter_id === want.interpreter_id && at(m, want.meeting_date, want.start_time));
  return busy ? 'interpreter_busy' : null;
}

/** A blocked slot: for one buyer, or for every buyer when buyer_id is null. */
export interface BlockedSlot {
  buyer_id: string | null;
  date: string;
  slot_number: number;
}

/** True when the slot is blocked for this buyer (by a block of theirs or of the whole slot). */
export function isBlocked(blocked: BlockedSlot[], buyerId: string, date: string, slot: number): boolean {
  return blocked.some(
    (b) => b.date === date && b.slot_number === slot && (b.buyer_id === null || b.buyer_id === buyerId),
  );
}
