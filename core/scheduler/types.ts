// The automatic scheduler's contract: what it is given and what it answers. Pure data, so the
// server can send it to a worker thread and the browser can show the preview as it came.

/** A time slot of the project: a date and a slot number (1-based, docs/rules.md#slots-days-and-time-zones). */
export interface SlotRef {
  date: string; // YYYY-MM-DD
  slot: number;
}

/** A meeting that already exists and is kept; it occupies its people and its slot. */
export interface ExistingMeeting extends SlotRef {
  buyerId: string;
  sellerId: string;
  interpreterId: string | null;
  /**
   * True for a meeting of another project: it occupies its people and its slot, but its pair has
   * not met in this project. Missing or false means the pair already met here and is not proposed.
   */
  otherProject?: boolean;
}

/**
 * What the scheduler plans over. Ids are opaque strings. Every wish is between a buyer and a seller
 * of `buyers` and `sellers`; `weight` is the pair's combined weight (see `pairWeight`).
 */
export interface SchedulerInput {
  /** The project's days, in order. */
  dates: string[];
  /** Slots per day (the project's daily meet limit); slots are numbered 1..slotsPerDay. */
  slotsPerDay: number;
  /** At most this many meetings per person per day; defaults to slotsPerDay. */
  maxMeetingsPerDay?: number;
  buyers: string[];
  sellers: string[];
  /** One entry per buyer-seller pair, weight > 0. */
  wishes: { buyerId: string; sellerId: string; weight: number }[];
  /**
   * Live meetings of these people on these dates (any project: the database forbids a person two
   * meetings at one time across projects), and every pair that already met in this project.
   */
  existing: ExistingMeeting[];
  /** buyerId null blocks the slot for every buyer. */
  blocked: (SlotRef & { buyerId: string | null })[];
  /** Languages each buyer and seller speaks; an empty or missing list means "no need stated". */
  languages: Record<string, string[]>;
  /** Interpreters of the project with the languages they speak. */
  interpreters: { id: string; languages: string[] }[];
  /** Milliseconds the improvement phase may spend at most (default 2,000); the plan is valid anyway. */
  timeBudgetMs?: number;
}

/** A meeting the scheduler proposes. */
export interface ProposedMeeting extends SlotRef {
  buyerId: string;
  sellerId: string;
  interpreterId: string | null;
  weight: number;
}

/**
 * Why a wish was not met, most specific first:
 * - buyer_unavailable / seller_unavailable: that side has no free, unblocked slot left at all;
 * - no_interpreter_language: the two share no language and no interpreter speaks one of each side's;
 * - no_shared_slot: both have free slots, but never the same one (with an interpreter when needed);
 * - outweighed: a slot was possible, but it went to wishes of more weight.
 */
export const UNMET_REASONS = [
  'buyer_unavailable',
  'seller_unavailable',
  'no_interpreter_language',
  'no_shared_slot',
  'outweighed',
] as const;
export type UnmetReason = (typeof UNMET_REASONS)[number];

export interface UnmetWish {
  buyerId: string;
  sellerId: string;
  weight: number;
  reason: UnmetReason;
}

export interface SchedulerResult {
  /** New meetings only; existing ones are kept and not repeated here. */
  meetings: ProposedMeeting[];
  /** Sum of the weights of `meetings`. */
  totalWeight: number;
  /** No schedule of new meetings can reach more than this total weight. */
  upperBound: number;
  /** Wishes not met by `meetings` (wishes of pairs that already met are left out). */
  unmet: UnmetWish[];
  /** Wall-clock milliseconds the planning took. */
  elapsedMs: number;
  /** Where the time went (milliseconds per phase), for benchmarks and logs. */
  phases?: Record<string, number>;
}
