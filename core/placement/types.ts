// The placement problem: meetings whose two people are already chosen get one slot each, so that
// people sit idle as rarely as possible (the Business-to-Business Meeting Scheduling Problem of
// Bofill et al., JAIR 74, 2022; docs/decisions/020). Slots are 0-based indices of consecutive
// time slots.
import type { InfeasibilityReason } from './infeasibility.ts';

export interface PlacementMeeting {
  /** The two people (ids from `PlacementInstance.people`); any two people, not buyer and seller. */
  a: string;
  b: string;
  /**
   * A third person who attends too (an interpreter): the meeting takes a slot of theirs and counts
   * in their breaks. Absent or null for a meeting of two.
   */
  third?: string | null;
  /** Slots this meeting may take (e.g. its session: morning only); absent means every slot. */
  allowed?: number[];
  /** The slot it must take; absent or null means free. */
  fixed?: number | null;
}

export interface PlacementInstance {
  people: string[];
  meetings: PlacementMeeting[];
  /** Number of consecutive slots, 0 .. slots - 1. */
  slots: number;
  /** Tables: at most this many meetings in one slot (one number for all slots, or one per slot). */
  tables: number | number[];
  /** Slots in which a person is not available, by person id. */
  forbidden?: Record<string, number[]>;
  /** Precedences as pairs of meeting indices [before, after]: `before` takes an earlier slot than `after`. */
  precedences?: [number, number][];
}

export interface PlacementOptions {
  /**
   * Fairness d: every person has at most this many breaks. Equals the published rule
   * "breaks(p) - min breaks <= d" whenever someone has at most one meeting (then the minimum is 0).
   * Absent: no limit.
   */
  maxBreaksPerPerson?: number;
  /**
   * Budget of the search in ms of one core of the benchmark machine (default 1,000), shared by the
   * exact ascent (`exactShare`) and the annealing, each counted in its own units of work (solver
   * steps, local-search moves) so that the answer is repeatable for equal input and seed whatever
   * the load; the wall clock stops the search only past ten times this budget.
   */
  timeBudgetMs?: number;
  /** Seed of the local search (default 1). */
  seed?: number;
  /**
   * Share of `timeBudgetMs` for the exact CDCL ascent from the lower bound, run before the annealing
   * (default 0.5; 0: none): a plan it finds is optimal, and its "unsat" answers raise the bound.
   */
  exactShare?: number;
  /**
   * Extra budget, in ms of one core of the benchmark machine, for an exact CDCL search after the
   * annealing (default 0: none): it tries to improve the annealing's plan and to prove it optimal
   * (docs/decisions/020). Counted in solver work, like the annealing's budget, so repeatable.
   */
  satMs?: number;
}

export type PlacementStatus = 'feasible' | 'infeasible' | 'unknown';

export interface PlacementReason {
  meeting: number;
  reason: string;
}

export interface PlacementResult {
  /** 'feasible': `slots` is a valid plan; 'infeasible': proved that none exists; 'unknown': none found. */
  status: PlacementStatus;
  /** Slot of each meeting in input order (-1 when not placed; only when status is not 'feasible'). */
  slots: number[];
  /** Total breaks of the plan (of the best plan found when feasible). */
  breaks: number;
  /** Breaks per person, by person id. */
  breaksPerPerson: Record<string, number>;
  /** No valid plan has fewer breaks than this; equal to `breaks` means the plan is optimal. */
  lowerBound: number;
  optimal: boolean;
  /** Why meetings could not be placed (proofs when infeasible, conflicts of the best try when unknown). */
  reasons: PlacementReason[];
  /**
   * Why no plan exists, with codes and the people, meetings and slots of each proof
   * (docs/decisions/037): filled whenever status is 'infeasible', empty otherwise.
   */
  infeasibility: InfeasibilityReason[];
  elapsedMs: number;
}
