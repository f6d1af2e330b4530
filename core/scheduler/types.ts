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
  /**
   * The project's maximum of meetings per buyer and per seller on one day (docs/rules.md#request-hygiene):
   * it counts their meetings of this project, kept and new; interpreters and meetings of other
   * projects are not held to it (the database counts the same way). Absent: no such maximum.
   */
  projectDailyLimit?: number;
  /**
   * Pairs that must never meet (docs/rules.md#request-hygiene): one company, or two companies the
   * organiser keeps apart. Their wishes are not planned and come back unmet with this reason.
   */
  apart?: { buyerId: string; sellerId: string; reason: ApartReason }[];
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
  /**
   * Slots in which a buyer, seller or interpreter is away (their own mark, or outside their stay
   * with the travel margin; docs/rules.md#availability). Unlike a block, the unmet reasons name it.
   */
  unavailable?: (SlotRef & { personId: string })[];
  /**
   * The project's tables (docs/rules.md#tables); absent when it has none, and then no table limits
   * a slot. A seller with a fixed table meets only there (a slot where someone else's kept meeting
   * holds it comes as `unavailable` for the seller); every other meeting takes a pool table.
   */
  tables?: {
    /** Tables fixed to no seller. */
    pool: number;
    /** Sellers with a fixed table: they use none of the pool. */
    fixedSellers: string[];
    /** Pool tables already taken by kept meetings, per slot (slots not listed have none taken). */
    poolTaken: (SlotRef & { count: number })[];
  };
  /**
   * Fairness of compact days: no person gets more than this many breaks on a day when a plan of
   * that day within it exists (default 2).
   */
  maxBreaksPerPerson?: number;
  /**
   * Meetings the organiser fixed to a slot (docs/rules.md#fixed-meetings-and-precedences): each is
   * planned exactly there, as if it were kept, whether or not its pair wished it; when one cannot be
   * (a clash, an absence, a full slot...), there is no plan and `infeasibility` says why.
   */
  fixed?: FixedMeetingAsk[];
  /** One pair's meeting before another's (an earlier slot), respected whenever both are planned. */
  precedences?: PrecedenceAsk[];
  /** Languages each buyer and seller speaks; an empty or missing list means "no need stated". */
  languages: Record<string, string[]>;
  /** Interpreters of the project with the languages they speak. */
  interpreters: { id: string; languages: string[] }[];
  /** Milliseconds the improvement phase may spend at most (default 2,000); the plan is valid anyway. */
  timeBudgetMs?: number;
  /**
   * Work of the placement solver in compact days, in its milliseconds (it counts moves, so the plan
   * is repeatable; default 500); 0 leaves the slots as first placed.
   */
  compactTimeBudgetMs?: number;
}

/** A buyer-seller pair, the way the organiser's asks name a meeting. */
export interface PairRef {
  buyerId: string;
  sellerId: string;
}

/** A meeting the organiser fixed: this pair meets at this slot. */
export interface FixedMeetingAsk extends SlotRef, PairRef {}

/** The meeting of `before` must take an earlier slot than that of `after`. */
export interface PrecedenceAsk {
  before: PairRef;
  after: PairRef;
}

/** A meeting a reason of infeasibility names: fixed by the organiser, or already booked; no slot when neither. */
export interface AskMeeting extends PairRef {
  date: string | null;
  slot: number | null;
  /** True for a meeting the organiser fixed, false for one already booked or only asked an order of. */
  fixed: boolean;
}

/** Why the organiser's asks leave no plan, naming people, meetings and slots (core/scheduler/asks.ts). */
export interface PlanInfeasibility {
  code: string;
  people: string[];
  meetings: AskMeeting[];
  slots: SlotRef[];
  /** Numbers that make the sentence (e.g. { tables: 4, fixed: 5 }). */
  counts?: Record<string, number>;
}

/** A meeting the scheduler proposes. */
export interface ProposedMeeting extends SlotRef {
  buyerId: string;
  sellerId: string;
  interpreterId: string | null;
  weight: number;
  /** True for a meeting the organiser fixed at this slot (`fixed` of the input). */
  fixed?: boolean;
}

/** Why two people never meet: the same company, or companies the organiser keeps apart. */
export type ApartReason = 'same_company' | 'excluded_pair';

/**
 * Why a wish was not met, most specific first:
 * - same_company / excluded_pair: the two must never meet (`apart`), so the wish was not planned;
 * - buyer_unavailable / seller_unavailable: that side has no free, unblocked slot left at all;
 * - no_interpreter_language: the two share no language and no interpreter speaks one of each side's;
 * - buyer_away / seller_away: never free together, and in a slot where the other side was free
 *   (with an interpreter when needed) this side was away (`unavailable`);
 * - no_free_table: a slot was free for both (with an interpreter when needed), but its pool tables
 *   were all taken (before planning, or by the plan's meetings);
 * - no_shared_slot: both have free slots, but never the same one (with an interpreter when needed);
 * - daily_limit: a slot was possible, and in the plan one was still free for both, but on that day
 *   one of them already had the most meetings allowed;
 * - out_of_order: in the plan a slot was free for both, but each breaks an order the organiser asked
 *   (docs/rules.md#fixed-meetings-and-precedences) with a meeting planned or kept;
 * - outweighed: a slot was possible, but it went to wishes of more weight.
 */
export const UNMET_REASONS = [
  'same_company',
  'excluded_pair',
  'buyer_unavailable',
  'seller_unavailable',
  'no_interpreter_language',
  'buyer_away',
  'seller_away',
  'no_free_table',
  'no_shared_slot',
  'daily_limit',
  'out_of_order',
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
  /**
   * Breaks of the plan: idle gaps between two consecutive meetings (kept and new) of a buyer, seller
   * or interpreter on a day, each counted once whatever its length.
   */
  breaks: number;
  /** No plan of these meetings on these days has fewer breaks (per-person bound, core/placement). */
  breaksLowerBound: number;
  /** The most breaks one person has on one day. */
  maxPersonBreaks: number;
  /**
   * Why there is no plan: the organiser's fixed meetings or precedences contradict each other or the
   * grid. Non-empty means `meetings` is empty and nothing may be applied.
   */
  infeasibility?: PlanInfeasibility[];
  /** Where the time went (milliseconds per phase), for benchmarks and logs. */
  phases?: Record<string, number>;
  /**
   * How many more meetings a plan without the project's daily maximum found (`dailyLimitCost`);
   * set only when asked for, 0 when the maximum held nobody back.
   */
  dailyLimitCost?: number;
}
