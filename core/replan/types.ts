// Re-planning a project's agreed meetings for fewer breaks (docs/rules.md#re-planning-for-fewer-breaks,
// docs/decisions/024-replan.md): the meetings keep their people and their day; only their slots change.
import type { FixedMeetingAsk, PlanInfeasibility, PrecedenceAsk } from '../scheduler/types.ts';

/** A live meeting of the project on one of the chosen days, on the slot grid (slot from 1). */
export interface ReplanMeeting {
  id: string;
  date: string;
  slot: number;
  buyerId: string;
  sellerId: string;
  interpreterId: string | null;
  status: 'scheduled' | 'confirmed';
  /** The half of the day its request asked for (the request's window lies wholly in it), if any. */
  half: 'morning' | 'afternoon' | null;
  /**
   * Takes a pool table (docs/rules.md#tables): for a meeting that may move, its seller has no fixed
   * table; for one that stays, the table it sits at is a pool table.
   */
  usesPool: boolean;
  /**
   * The database would refuse to write it again (docs/rules.md#request-hygiene): its companies may
   * not meet, or its buyer or seller has more meetings that day than the project now allows.
   */
  held?: boolean;
}

export interface ReplanInput {
  dates: string[];
  slotsPerDay: number;
  meetings: ReplanMeeting[];
  /** Meetings the organiser keeps where they are. */
  keepIds: string[];
  /** Slots (from 1) of each half of a day. */
  halves: { morning: number[]; afternoon: number[] };
  /** Slots in which a person cannot meet: own marks, travel, blocks, meetings of other projects. */
  unavailable: { personId: string; date: string; slot: number }[];
  /** Slots closed to everyone (they have begun): nothing moves into or out of them. */
  closed: { date: string; slot: number }[];
  /** Tables fixed to no seller; null in a project without tables (no slot is ever full). */
  pool: number | null;
  /**
   * The organiser's asks (docs/rules.md#fixed-meetings-and-precedences): a meeting of a fixed pair
   * stays at its fixed slot, or moves there when it is on that day; an order between two meetings of
   * one day is kept (meetings keep their days, so orders across days are as they are).
   */
  fixed?: FixedMeetingAsk[];
  precedences?: PrecedenceAsk[];
  /** Fairness: most breaks per person and day the plan aims for (default 2). */
  maxBreaksPerPerson?: number;
  /**
   * The placement solver's budget per day, in its own ms (counted in moves: repeatable); absent:
   * 2 s shared by the days with meetings to move, 30-300 ms each.
   */
  budgetMs?: number;
}

/** Why a meeting stays where it is ('fixed': the organiser fixed it at this very slot). */
export type KeepWhy = 'confirmed' | 'kept' | 'fixed' | 'begun' | 'rules';

/** Why a day could not be re-planned, or a meeting could not be placed. */
export type ReplanReasonCode =
  /** No slot of the day (of its half, when its request asked for one) is free for all its people. */
  | 'no_free_slot'
  /** The day's slots and tables cannot hold its meetings. */
  | 'tables_full'
  /** Proved that no placement exists, with no single meeting to blame. */
  | 'no_placement'
  /** The search found no valid placement in its budget (one may exist). */
  | 'not_found';

export interface ReplanReason {
  code: ReplanReasonCode;
  /** The meeting it concerns, or null for the whole day. */
  meetingId: string | null;
}

export type ReplanStatus = 'feasible' | 'infeasible' | 'unknown';

export interface ReplanDay {
  date: string;
  status: ReplanStatus;
  /** Breaks of everyone's meetings of the project that day, now and with the plan. */
  breaksBefore: number;
  breaksAfter: number;
  /** No placement within the fairness limit has fewer breaks (never above breaksAfter). */
  lowerBound: number;
  reasons: ReplanReason[];
  /**
   * When the day has no placement: why, in the placement's words (core/placement/infeasibility.ts),
   * its meetings named by pair and current slot; absent otherwise.
   */
  infeasibility?: PlanInfeasibility[];
}

export interface ReplanResult {
  days: ReplanDay[];
  status: ReplanStatus;
  breaksBefore: number;
  breaksAfter: number;
  lowerBound: number;
  /** The new slot of each meeting that moves. */
  moves: { id: string; date: string; from: number; to: number }[];
  /** Meetings that stay, and why. */
  kept: { id: string; why: KeepWhy }[];
  /** Meetings that could not be placed on a day without a plan (they stay where they are). */
  unplaced: { id: string; code: ReplanReasonCode }[];
}
