// An independent check of a plan against the rules (docs/rules.md#meeting-conflicts, #availability,
// #tables), and its breaks counted, written plainly with strings and maps so it shares no code with
// the planner it checks (the breaks by the rule's plain form, core/rules/breaks.ts). Used by the
// tests and the benchmark.
import { breaksOfSlots } from '../rules/breaks.ts';
import { needsInterpreter } from '../rules/languages.ts';
import { keptMeetingKey, languagesOf } from './model.ts';
import type { ProposedMeeting, SchedulerInput } from './types.ts';

/** Every rule the proposed meetings break, as readable lines; empty when the plan is valid. */
export function planViolations(input: SchedulerInput, meetings: ProposedMeeting[]): string[] {
  const out: string[] = [];
  const limit = Math.min(input.slotsPerDay, input.maxMeetingsPerDay ?? input.slotsPerDay);
  // A pair listed twice counts at its heaviest.
  const wish = new Map<string, number>();
  for (const w of input.wishes) {
    const k = `${w.buyerId}|${w.sellerId}`;
    wish.set(k, Math.max(wish.get(k) ?? 0, w.weight));
  }
  const met = new Set(input.existing.filter((x) => !x.otherProject).map((x) => `${x.buyerId}|${x.sellerId}`));
  const busy = new Set<string>();
  const perDay = new Map<string, number>();
  const count = (who: string, date: string) => {
    const k = `${who}|${date}`;
    perDay.set(k, (perDay.get(k) ?? 0) + 1);
    return perDay.get(k)!;
  };
  // The project's daily maximum counts a buyer's and a seller's meetings of this project only.
  const ownDay = new Map<string, number>();
  const countOwn = (who: string, date: string) => {
    ownDay.set(`${who}|${date}`, (ownDay.get(`${who}|${date}`) ?? 0) + 1);
    return ownDay.get(`${who}|${date}`)!;
  };
  const apart = new Map((input.apart ?? []).map((a) => [`${a.buyerId}|${a.sellerId}`, a.reason]));
  const seen = new Set<string>();
  for (const x of input.existing) {
    const first = !seen.has(keptMeetingKey(x));
    seen.add(keptMeetingKey(x));
    for (const who of [x.buyerId, x.sellerId, x.interpreterId]) {
      if (!who) continue;
      busy.add(`${who}|${x.date}|${x.slot}`);
      if (first) count(who, x.date);
    }
    if (first && !x.otherProject) for (const who of [x.buyerId, x.sellerId]) countOwn(who, x.date);
  }
  const blocked = new Set(input.blocked.map((b) => `${b.buyerId ?? '*'}|${b.date}|${b.slot}`));
  const away = new Set((input.unavailable ?? []).map((u) => `${u.personId}|${u.date}|${u.slot}`));
  const fixedTable = new Set(input.tables?.fixedSellers ?? []);
  const poolUsed = new Map<string, number>();
  for (const x of input.tables?.poolTaken ?? []) {
    poolUsed.set(`${x.date}|${x.slot}`, (poolUsed.get(`${x.date}|${x.slot}`) ?? 0) + x.count);
  }
  const interpreters = new Map(input.interpreters.map((i) => [i.id, languagesOf(i.languages)]));
  const pairs = new Set<string>();
  for (const m of meetings) {
    const at = `${m.date}|${m.slot}`;
    const pair = `${m.buyerId}|${m.sellerId}`;
    const w = wish.get(pair);
    if (!(w !== undefined && w > 0)) out.push(`${pair} was not wished`);
    else if (w !== m.weight) out.push(`${pair} has weight ${m.weight}, wished ${w}`);
    if (!input.buyers.includes(m.buyerId) || !input.sellers.includes(m.sellerId)) out.push(`${pair} not in lists`);
    if (met.has(pair) || pairs.has(pair)) out.push(`${pair} meets twice`);
    pairs.add(pair);
    if (apart.has(pair)) out.push(`${pair} must never meet (${apart.get(pair)})`);
    for (const who of [m.buyerId, m.sellerId]) {
      const limit = input.projectDailyLimit;
      if (countOwn(who, m.date) > (limit ?? Number.POSITIVE_INFINITY)) {
        out.push(`${who} over the project's daily maximum on ${m.date}`);
      }
    }
    if (!input.dates.includes(m.date) || !(m.slot >= 1 && m.slot <= input.slotsPerDay)) out.push(`${at} off the grid`);
    if (blocked.has(`*|${at}`) || blocked.has(`${m.buyerId}|${at}`)) out.push(`${pair} in blocked ${at}`);
    for (const who of [m.buyerId, m.sellerId, m.interpreterId]) {
      if (who && away.has(`${who}|${at}`)) out.push(`${who} is away at ${at}`);
    }
    if (input.tables && !fixedTable.has(m.sellerId)) {
      poolUsed.set(at, (poolUsed.get(at) ?? 0) + 1);
      if (poolUsed.get(at)! > input.tables.pool) out.push(`no pool table left for ${pair} at ${at}`);
    }
    const lb = languagesOf(input.languages[m.buyerId]);
    const ls = languagesOf(input.languages[m.sellerId]);
    if (needsInterpreter(lb, ls)) {
      const speaks = m.interpreterId ? interpreters.get(m.interpreterId) : undefined;
      if (!speaks) out.push(`${pair} needs an interpreter`);
      else if (!speaks.some((l) => lb.includes(l)) || !speaks.some((l) => ls.includes(l))) {
        out.push(`${pair}: interpreter ${m.interpreterId} lacks a language`);
      }
    } else if (m.interpreterId !== null) out.push(`${pair} has an interpreter it does not need`);
    for (const who of [m.buyerId, m.sellerId, m.interpreterId]) {
      if (!who) continue;
      if (busy.has(`${who}|${at}`)) out.push(`${who} double-booked at ${at}`);
      busy.add(`${who}|${at}`);
      if (count(who, m.date) > limit) out.push(`${who} over the daily limit on ${m.date}`);
    }
  }
  return out;
}

/**
 * Breaks of the plan with the kept meetings, counted plainly: per buyer, seller and interpreter and
 * day, each gap between two consecutive held slots once; and the most one person has on one day.
 */
export function planBreaks(input: SchedulerInput, meetings: ProposedMeeting[]): { breaks: number; worst: number } {
  const people = new Set([...input.buyers, ...input.sellers, ...input.interpreters.map((i) => i.id)]);
  const held = new Map<string, Set<number>>();
  const onGrid = (x: { date: string; slot: number }) =>
    input.dates.includes(x.date) && x.slot >= 1 && x.slot <= input.slotsPerDay;
  for (const x of [...input.existing, ...meetings]) {
    if (!onGrid(x)) continue;
    for (const who of [x.buyerId, x.sellerId, x.interpreterId]) {
      if (!who || !people.has(who)) continue;
      const k = `${who}|${x.date}`;
      if (!held.has(k)) held.set(k, new Set());
      held.get(k)!.add(x.slot);
    }
  }
  let breaks = 0;
  let worst = 0;
  for (const slots of held.values()) {
    const n = breaksOfSlots(slots);
    breaks += n;
    worst = Math.max(worst, n);
  }
  return { breaks, worst };
}
