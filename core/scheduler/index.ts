// The automatic scheduler: chooses new meetings that break no meeting conflict rule
// and carry as much wish weight as it can find, with a bound no schedule can beat and a reason for
// every unmet wish; then, at that weight, compact days (fewest breaks, with their bound). Pure
// TypeScript, no I/O. See docs/decisions/007-scheduler.md and 023-compact-days.md.
import { prepareAsks } from './asks.ts';
import { Relaxation } from './bound.ts';
import { compactDays } from './compact.ts';
import { improve } from './improve.ts';
import { buildModel, keptMeetingKey } from './model.ts';
import { insert, placeDirect } from './place.ts';
import { reasonOf, snapshot } from './reasons.ts';
import type { PlanInfeasibility, ProposedMeeting, SchedulerInput, SchedulerResult, UnmetWish } from './types.ts';

export * from './types.ts';

/**
 * Plans new meetings for a project's days from its wishes, with the organiser's fixed meetings at
 * their slots and precedences kept; repeatable unless the time budget runs out. When the asks leave
 * no plan, nothing is planned and `infeasibility` says why (asks.ts).
 */
export function planSchedule(input: SchedulerInput): SchedulerResult {
  const started = performance.now();
  const asks = prepareAsks(input);
  if (asks.reasons.length) return noPlan(asks.reasons, performance.now() - started);
  const result = planWishes(asks.input);
  if (asks.meetings.length === 0) return result;
  // The fixed meetings were kept while planning; they are written with the plan, so they are part of it.
  const fixedWeight = asks.meetings.reduce((n, m) => n + m.weight, 0);
  return {
    ...result,
    meetings: [...asks.meetings, ...result.meetings].sort(byTime),
    totalWeight: result.totalWeight + fixedWeight,
    upperBound: result.upperBound + fixedWeight,
    elapsedMs: performance.now() - started,
  };
}

const byTime = (a: ProposedMeeting, b: ProposedMeeting) =>
  a.date.localeCompare(b.date) || a.slot - b.slot || a.buyerId.localeCompare(b.buyerId);

/** The answer when the organiser's asks leave no plan: no meetings, every wish unmet as it stands. */
function noPlan(infeasibility: PlanInfeasibility[], elapsedMs: number): SchedulerResult {
  return {
    meetings: [],
    totalWeight: 0,
    upperBound: 0,
    unmet: [],
    breaks: 0,
    breaksLowerBound: 0,
    maxPersonBreaks: 0,
    elapsedMs,
    infeasibility,
  };
}

/** The plan of the wishes around the kept meetings (fixed ones among them). */
function planWishes(input: SchedulerInput): SchedulerResult {
  const started = performance.now();
  const budget = input.timeBudgetMs ?? 2000;
  const phases: Record<string, number> = {};
  let lap = started;
  const mark = (name: string) => {
    const now = performance.now();
    phases[name] = now - lap;
    lap = now;
  };
  const m = buildModel(input);
  const snap = snapshot(m);
  mark('model');
  const relaxed = new Relaxation(m, snap);
  relaxed.poolSearch(7);
  mark('relax');
  // Heaviest first; among equals the wish with the fewest possible slots, before others take them.
  const byWeight = (x: number, y: number) => m.ww[y] - m.ww[x] || snap.pairSlots[x] - snap.pairSlots[y] || x - y;
  const feasible = Array.from({ length: m.nW }, (_, e) => e).filter((e) => snap.pairSlots[e] > 0);
  // The relaxed optimum says which pairs to meet; placing them first keeps their slots for them.
  for (const e of feasible.filter((e) => relaxed.chosen[e]).sort(byWeight)) insert(m, e);
  for (const e of feasible.filter((e) => !relaxed.chosen[e]).sort(byWeight)) insert(m, e);
  m.journal.length = 0;
  mark('place');
  const open = feasible.filter((e) => m.slotOf[e] < 0).sort(byWeight);
  improve(m, open, started + budget);
  // Local search may have freed slots: a last plain pass leaves no wish that would still fit.
  for (const e of open) if (m.slotOf[e] < 0) placeDirect(m, e);
  mark('improve');
  // Who meets whom and on which day is settled; within each day, fewer breaks (same weight).
  const compact = compactDays(m, input, Math.max(0, input.compactTimeBudgetMs ?? 500));
  mark('compact');

  const meetings: ProposedMeeting[] = [];
  // Pairs that must never meet were not planned; they are unmet for that reason alone.
  const unmet: UnmetWish[] = [...m.apart];
  let totalWeight = 0;
  for (let e = 0; e < m.nW; e++) {
    const buyerId = m.ids[m.wb[e]];
    const sellerId = m.ids[m.ws[e]];
    const t = m.slotOf[e];
    if (t < 0) {
      unmet.push({ buyerId, sellerId, weight: m.ww[e], reason: reasonOf(m, snap, e) });
      continue;
    }
    const interpreterId = m.interpOf[e] >= 0 ? m.ids[m.interpOf[e]] : null;
    meetings.push({
      date: m.dates[(t / m.S) | 0],
      slot: (t % m.S) + 1,
      buyerId,
      sellerId,
      interpreterId,
      weight: m.ww[e],
    });
    totalWeight += m.ww[e];
  }
  // A fixed number of steps keeps the answer repeatable; fewer on big instances, where each
  // step costs more and the bound is already close.
  relaxed.refine(totalWeight, Math.max(2, Math.min(40, Math.floor(200_000 / Math.max(1, m.nW)))), started + budget);
  mark('bound');
  // With whole weights every schedule's total is whole, so the bound can be rounded down.
  const integral = m.ww.every((w) => Number.isInteger(w));
  meetings.sort(byTime);
  unmet.sort((a, b) => b.weight - a.weight);
  return {
    meetings,
    totalWeight,
    upperBound: Math.max(totalWeight, integral ? Math.floor(relaxed.bound + 1e-6) : relaxed.bound),
    unmet,
    breaks: compact.breaks,
    breaksLowerBound: compact.lowerBound,
    maxPersonBreaks: compact.worst,
    elapsedMs: performance.now() - started,
    phases,
  };
}

/**
 * How many more meetings the plan of `input` would have without the project's daily maximum: 0 when
 * there is none or when nobody in `result` reached it, else the difference to a plan made without
 * it (never below 0: a heuristic plan may do worse). Plans a second time, so it costs a plan.
 */
export function dailyLimitCost(input: SchedulerInput, result: SchedulerResult): number {
  const limit = input.projectDailyLimit;
  if (limit === undefined || !reachesLimit(input, result, limit)) return 0;
  const free = planSchedule({ ...input, projectDailyLimit: undefined, compactTimeBudgetMs: 0 });
  return Math.max(0, free.meetings.length - result.meetings.length);
}

/** True when some buyer or seller has `limit` meetings of the project on a day, kept and planned. */
function reachesLimit(input: SchedulerInput, result: SchedulerResult, limit: number): boolean {
  const count = new Map<string, number>();
  const seen = new Set<string>();
  const own = input.existing.filter((x) => {
    if (x.otherProject || seen.has(keptMeetingKey(x))) return false;
    seen.add(keptMeetingKey(x));
    return true;
  });
  for (const x of [...own, ...result.meetings]) {
    for (const who of [x.buyerId, x.sellerId]) {
      const k = `${who}|${x.date}`;
      count.set(k, (count.get(k) ?? 0) + 1);
      if (count.get(k)! >= limit) return true;
    }
  }
  return false;
}
