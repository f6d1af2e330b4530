// Re-planning agreed meetings for fewer breaks (decision 024): each chosen day on its own (a meeting
// keeps its day, so days do not interact), its movable meetings placed by the placement solver
// (core/placement) around the meetings that stay, within everyone's availability, each request's
// morning or afternoon and the pool tables of each slot. A day keeps its slots unless the solver's
// plan, checked independently, has strictly fewer breaks: a re-plan never makes a day worse.
import { checkPlacement, type PlacementInstance, type PlacementResult, solvePlacement } from '../placement/index.ts';
import { breaksByDate } from './breaks.ts';
import type {
  KeepWhy,
  ReplanDay,
  ReplanInput,
  ReplanMeeting,
  ReplanReason,
  ReplanResult,
  ReplanStatus,
} from './types.ts';

export const DEFAULT_MAX_BREAKS = 2;
/** The solver's whole budget when none is given, shared by the days that have meetings to move. */
const DEFAULT_TOTAL_BUDGET_MS = 2000;
/** At most this much for one day, at least the other. */
const DAY_BUDGET_MS = { max: 300, min: 30 };

/** Where the organiser fixed each pair's meeting: `buyer|seller` to `date|slot`. */
export function fixedSlots(input: Pick<ReplanInput, 'fixed'>): Map<string, string> {
  return new Map((input.fixed ?? []).map((f) => [`${f.buyerId}|${f.sellerId}`, `${f.date}|${f.slot}`]));
}

/** Why `m` stays where it is, or null when it may move (`fixed`: fixedSlots of the input). */
export function keepWhy(
  m: ReplanMeeting,
  keep: Set<string>,
  closed: Set<string>,
  fixed: Map<string, string> = new Map(),
): KeepWhy | null {
  if (m.status === 'confirmed') return 'confirmed';
  if (keep.has(m.id)) return 'kept';
  if (fixed.get(`${m.buyerId}|${m.sellerId}`) === `${m.date}|${m.slot}`) return 'fixed';
  if (closed.has(`${m.date}|${m.slot}`)) return 'begun';
  // Moving writes the meeting again, and the pair rules would refuse it.
  if (m.held) return 'rules';
  return null;
}

const held = (list: { m: ReplanMeeting; slot: number }[]) =>
  list.map(({ m, slot }) => ({ date: m.date, slot, people: [m.buyerId, m.sellerId, m.interpreterId] }));

/** The re-plan of `input`'s meetings: per day and in total, the breaks, their bound and the moves. */
export function replan(input: ReplanInput): ReplanResult {
  const keep = new Set(input.keepIds);
  const closed = new Set(input.closed.map((c) => `${c.date}|${c.slot}`));
  const fixed = fixedSlots(input);
  const result: ReplanResult = {
    days: [],
    status: 'feasible',
    breaksBefore: 0,
    breaksAfter: 0,
    lowerBound: 0,
    moves: [],
    kept: [],
    unplaced: [],
  };
  // The preview answers within a request: a long project shares one budget among its busy days.
  const busyDays = new Set(input.meetings.filter((m) => keepWhy(m, keep, closed, fixed) === null).map((m) => m.date))
    .size;
  const budgetMs =
    input.budgetMs ??
    Math.max(DAY_BUDGET_MS.min, Math.min(DAY_BUDGET_MS.max, DEFAULT_TOTAL_BUDGET_MS / Math.max(1, busyDays)));
  for (const date of input.dates) {
    const mine = input.meetings.filter((m) => m.date === date && m.slot >= 1 && m.slot <= input.slotsPerDay);
    const whys = mine.map((m) => keepWhy(m, keep, closed, fixed));
    mine.forEach((m, i) => {
      const why = whys[i];
      if (why) result.kept.push({ id: m.id, why });
    });
    const day = replanDay({ ...input, budgetMs }, date, mine, whys, closed);
    result.days.push(day.summary);
    result.moves.push(...day.moves);
    result.unplaced.push(...day.unplaced);
    result.breaksBefore += day.summary.breaksBefore;
    result.breaksAfter += day.summary.breaksAfter;
    result.lowerBound += day.summary.lowerBound;
  }
  const statuses = new Set(result.days.map((d) => d.status));
  result.status = statuses.has('infeasible') ? 'infeasible' : statuses.has('unknown') ? 'unknown' : 'feasible';
  return result;
}

function replanDay(
  input: ReplanInput,
  date: string,
  mine: ReplanMeeting[],
  whys: (KeepWhy | null)[],
  closed: Set<string>,
) {
  const S = input.slotsPerDay;
  const fairness = input.maxBreaksPerPerson ?? DEFAULT_MAX_BREAKS;
  const budget = input.budgetMs ?? DAY_BUDGET_MS.max;
  const before = breaksByDate(held(mine.map((m) => ({ m, slot: m.slot })))).get(date) ?? 0;
  const movable = mine.filter((_, i) => whys[i] === null);
  const stays = mine.filter((_, i) => whys[i] !== null);
  const summary: ReplanDay = {
    date,
    status: 'feasible',
    breaksBefore: before,
    breaksAfter: before,
    lowerBound: before,
    reasons: [],
  };
  const out = { summary, moves: [] as ReplanResult['moves'], unplaced: [] as ReplanResult['unplaced'] };
  if (movable.length === 0) return out;

  // An interpreter is the meeting's third person: their day counts and holds them like anyone's.
  const whoOf = (m: ReplanMeeting) =>
    m.interpreterId ? [m.buyerId, m.sellerId, m.interpreterId] : [m.buyerId, m.sellerId];
  const people = [...new Set(mine.flatMap(whoOf))];
  const keptSlotsOf = new Map<string, Set<number>>();
  for (const m of stays) {
    for (const id of whoOf(m)) {
      if (!keptSlotsOf.has(id)) keptSlotsOf.set(id, new Set());
      keptSlotsOf.get(id)!.add(m.slot - 1);
    }
  }
  // Away slots of the day (0-based); a meeting that stays holds its slot whatever was marked since.
  const forbidden: Record<string, number[]> = {};
  const peopleSet = new Set(people);
  for (const u of input.unavailable) {
    if (u.date !== date || !peopleSet.has(u.personId) || u.slot < 1 || u.slot > S) continue;
    if (keptSlotsOf.get(u.personId)?.has(u.slot - 1)) continue;
    const list = forbidden[u.personId] ?? [];
    if (!list.includes(u.slot - 1)) list.push(u.slot - 1);
    forbidden[u.personId] = list;
  }
  const open = Array.from({ length: S }, (_, k) => k).filter((k) => !closed.has(`${date}|${k + 1}`));
  const allowedOf = (m: ReplanMeeting) => {
    const half = m.half ? new Set(input.halves[m.half].map((s) => s - 1)) : null;
    return open.filter((k) => !half || half.has(k));
  };

  // Tables: the pool left in each slot once the meetings that stay took theirs.
  const poolFree = Array.from({ length: S }, () => input.pool ?? 0);
  const keptAt = new Array<number>(S).fill(0);
  for (const m of stays) {
    keptAt[m.slot - 1]++;
    if (m.usesPool) poolFree[m.slot - 1] = Math.max(0, poolFree[m.slot - 1] - 1);
  }
  const own = movable.filter((m) => !m.usesPool);

  // Meetings with no slot free for all their people (in their half) cannot be placed at all.
  const noSlot = movable.filter((m) => {
    const away = new Set(whoOf(m).flatMap((id) => forbidden[id] ?? []));
    const kept = new Set(whoOf(m).flatMap((id) => [...(keptSlotsOf.get(id) ?? [])]));
    return !allowedOf(m).some((k) => !away.has(k) && !kept.has(k));
  });

  // The organiser's asks of this day: a movable meeting of a fixed pair goes to its fixed slot when
  // that is on this day; an order between two of the day's meetings is kept.
  const fixedAt = fixedSlots(input);
  const pinOf = (m: ReplanMeeting) => {
    const [day, slot] = (fixedAt.get(`${m.buyerId}|${m.sellerId}`) ?? '').split('|');
    return day === date ? Number(slot) - 1 : null;
  };
  const all = [...movable, ...stays];
  const indexOf = new Map(all.map((m, k) => [`${m.buyerId}|${m.sellerId}`, k]));
  const precedences = (input.precedences ?? []).flatMap((p): [number, number][] => {
    const a = indexOf.get(`${p.before.buyerId}|${p.before.sellerId}`);
    const b = indexOf.get(`${p.after.buyerId}|${p.after.sellerId}`);
    return a === undefined || b === undefined ? [] : [[a, b]];
  });
  // A day that breaks an ask now is changed for a plan that keeps them, even without fewer breaks.
  const asksBroken =
    movable.some((m) => pinOf(m) !== null && pinOf(m) !== m.slot - 1) ||
    precedences.some(([a, b]) => all[a].slot >= all[b].slot);

  // Two tries, as compact days do (decision 023): sellers with their own table move freely (the
  // slot capacity then over-counts for the pool, checked below); failing that, they keep their slots.
  const tries = input.pool !== null && own.length ? [false, true] : [false];
  let first: PlacementResult | null = null;
  let last: PlacementResult | null = null;
  let plan: number[] | null = null;
  for (const ownStay of tries) {
    const fixedHere = (m: ReplanMeeting) => ownStay && !m.usesPool;
    const instance: PlacementInstance = {
      people,
      meetings: [
        ...movable.map((m) =>
          pinOf(m) !== null
            ? { a: m.buyerId, b: m.sellerId, third: m.interpreterId, fixed: pinOf(m), allowed: allowedOf(m) }
            : fixedHere(m)
              ? { a: m.buyerId, b: m.sellerId, third: m.interpreterId, fixed: m.slot - 1 }
              : { a: m.buyerId, b: m.sellerId, third: m.interpreterId, allowed: allowedOf(m) },
        ),
        ...stays.map((m) => ({ a: m.buyerId, b: m.sellerId, third: m.interpreterId, fixed: m.slot - 1 })),
      ],
      slots: S,
      tables:
        input.pool === null
          ? mine.length
          : Array.from(
              { length: S },
              (_, k) => poolFree[k] + keptAt[k] + (ownStay ? own.filter((m) => m.slot - 1 === k).length : own.length),
            ),
      forbidden,
      ...(precedences.length ? { precedences } : {}),
    };
    let res = solvePlacement(instance, { maxBreaksPerPerson: fairness, timeBudgetMs: budget });
    // Someone's absences force more breaks than the limit: the fewest breaks without it.
    if (res.status === 'infeasible') res = solvePlacement(instance, { timeBudgetMs: budget });
    first ??= res;
    last = res;
    if (res.status !== 'feasible') continue;
    const slots = res.slots.slice(0, movable.length);
    if (checkPlacement(instance, res.slots).violations.length) continue;
    const poolUse = new Array<number>(S).fill(0);
    movable.forEach((m, i) => {
      if (m.usesPool) poolUse[slots[i]]++;
    });
    if (input.pool !== null && poolUse.some((n, k) => n > poolFree[k])) continue;
    plan = slots;
    break;
  }

  const bound = (first as PlacementResult).lowerBound;
  if (plan) {
    const chosen = plan;
    const after =
      breaksByDate(
        held([...stays.map((m) => ({ m, slot: m.slot })), ...movable.map((m, i) => ({ m, slot: chosen[i] + 1 }))]),
      ).get(date) ?? 0;
    if (after < before || asksBroken) {
      summary.breaksAfter = after;
      movable.forEach((m, i) => {
        if (chosen[i] + 1 !== m.slot) out.moves.push({ id: m.id, date, from: m.slot, to: chosen[i] + 1 });
      });
    }
    summary.lowerBound = Math.min(bound, summary.breaksAfter);
    return out;
  }

  const res = last as PlacementResult;
  const status: ReplanStatus = res.status === 'infeasible' ? 'infeasible' : 'unknown';
  summary.status = status;
  summary.lowerBound = Math.min(bound, before);
  const reasons: ReplanReason[] = noSlot.map((m) => ({ code: 'no_free_slot', meetingId: m.id }));
  if (status === 'unknown') {
    reasons.push({ code: 'not_found', meetingId: null });
    res.slots.slice(0, movable.length).forEach((s, i) => {
      if (s < 0 && !noSlot.includes(movable[i])) out.unplaced.push({ id: movable[i].id, code: 'not_found' });
    });
  } else if (reasons.length === 0) {
    const tables = res.reasons.some((r) => r.reason.startsWith('the tables hold'));
    reasons.push({ code: tables ? 'tables_full' : 'no_placement', meetingId: null });
  }
  out.unplaced.unshift(...noSlot.map((m) => ({ id: m.id, code: 'no_free_slot' as const })));
  summary.reasons = reasons;
  // The first try is the day itself (the second pins sellers' own tables): its proof is the day's.
  const proof = (first as PlacementResult).status === 'infeasible' ? (first as PlacementResult).infeasibility : [];
  if (proof?.length) {
    summary.infeasibility = proof.map((r) => ({
      code: r.code,
      people: r.people,
      meetings: r.meetings.map((k) => ({
        buyerId: all[k].buyerId,
        sellerId: all[k].sellerId,
        date,
        slot: all[k].slot,
        fixed:
          pinOf(all[k]) !== null || fixedAt.get(`${all[k].buyerId}|${all[k].sellerId}`) === `${date}|${all[k].slot}`,
      })),
      slots: r.slots.map((k) => ({ date, slot: k + 1 })),
      ...(r.counts ? { counts: r.counts } : {}),
    }));
  }
  return out;
}
