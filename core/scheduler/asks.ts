// The organiser's asks of the auto-schedule (docs/rules.md#fixed-meetings-and-precedences): a fixed
// meeting enters the plan as a kept meeting at its slot (with a pool table and, where the languages
// need one, an interpreter), a precedence is checked by every placement (model.ts). Before any
// search each fixed meeting is tried on the grid as it is; whatever stops one is a reason that
// names the people, the meetings and the slots, and then there is no plan: nothing the organiser
// fixed is left out silently (docs/decisions/038-fixed-meetings.md).
import { canInterpret, needsInterpreter } from '../rules/languages.ts';
import { keptMeetingKey } from './model.ts';
import type {
  AskMeeting,
  ExistingMeeting,
  FixedMeetingAsk,
  PairRef,
  PlanInfeasibility,
  ProposedMeeting,
  SchedulerInput,
  SlotRef,
} from './types.ts';

/**
 * Reasons the asks alone give (the placement's own, core/placement/infeasibility.ts, come beside them):
 * - fixed_person_clash: one person has two meetings in one slot, fixed ones or a fixed and a booked one;
 * - fixed_over_tables: more fixed meetings in a slot than pool tables left there;
 * - fixed_when_away: a fixed meeting in a slot one of its people is away;
 * - fixed_slot_closed: a fixed meeting in a slot that is blocked or has begun;
 * - fixed_off_grid: its day or time is no longer a slot of the project;
 * - fixed_not_participant: one of its people no longer takes part (as a buyer or a seller);
 * - fixed_same_company / fixed_excluded_pair: the two may never meet;
 * - fixed_already_met: the pair already has a meeting at another slot;
 * - fixed_no_interpreter: the two need an interpreter and none who speaks both sides is free then;
 * - fixed_over_daily_limit: a person's fixed and booked meetings of a day pass the project's maximum;
 * - precedence_cycle: the order asked goes round in a circle;
 * - precedence_against_fixed: a meeting asked to come first is fixed or booked at the same slot or later.
 */
export const ASK_INFEASIBILITY_CODES = [
  'fixed_person_clash',
  'fixed_over_tables',
  'fixed_when_away',
  'fixed_slot_closed',
  'fixed_off_grid',
  'fixed_not_participant',
  'fixed_same_company',
  'fixed_excluded_pair',
  'fixed_already_met',
  'fixed_no_interpreter',
  'fixed_over_daily_limit',
  'precedence_cycle',
  'precedence_against_fixed',
] as const;
export type AskInfeasibilityCode = (typeof ASK_INFEASIBILITY_CODES)[number];

export interface PreparedAsks {
  /** Why the asks leave no plan; empty when every fixed meeting has its place. */
  reasons: PlanInfeasibility[];
  /** The input with each fixed meeting as a kept meeting of the project (its pair then counts as met). */
  input: SchedulerInput;
  /** The fixed meetings to write, with their interpreters; weight: their pair's wish, else 0. */
  meetings: ProposedMeeting[];
}

const pairKey = (p: PairRef) => `${p.buyerId}|${p.sellerId}`;
const atKey = (s: SlotRef) => `${s.date}|${s.slot}`;

/** Tries the fixed meetings on the grid and checks the precedences; see PreparedAsks. */
export function prepareAsks(input: SchedulerInput): PreparedAsks {
  const fixedAsks = [...(input.fixed ?? [])].sort(
    (a, b) => a.date.localeCompare(b.date) || a.slot - b.slot || pairKey(a).localeCompare(pairKey(b)),
  );
  if (fixedAsks.length === 0 && !input.precedences?.length) return { reasons: [], input, meetings: [] };
  const reasons: PlanInfeasibility[] = [];
  const say = (code: AskInfeasibilityCode, r: Omit<PlanInfeasibility, 'code'>) => reasons.push({ code, ...r });
  const fixedMeeting = (f: FixedMeetingAsk): AskMeeting => ({ ...pairOf(f), date: f.date, slot: f.slot, fixed: true });
  const bookedMeeting = (x: ExistingMeeting): AskMeeting => ({
    ...pairOf(x),
    date: x.date,
    slot: x.slot,
    fixed: false,
  });

  const days = new Set(input.dates);
  const onGrid = (s: SlotRef) =>
    days.has(s.date) && Number.isInteger(s.slot) && s.slot >= 1 && s.slot <= input.slotsPerDay;
  const buyers = new Set(input.buyers);
  const sellers = new Set(input.sellers);
  const closed = new Set(input.blocked.map((b) => `${b.buyerId ?? '*'}|${atKey(b)}`));
  const away = new Set((input.unavailable ?? []).map((u) => `${u.personId}|${atKey(u)}`));
  const bookedAt = new Map<string, ExistingMeeting>();
  const metAt = new Map<string, ExistingMeeting[]>();
  for (const x of input.existing) {
    for (const who of [x.buyerId, x.sellerId, x.interpreterId]) {
      if (who && !bookedAt.has(`${who}|${atKey(x)}`)) bookedAt.set(`${who}|${atKey(x)}`, x);
    }
    if (!x.otherProject) metAt.set(pairKey(x), [...(metAt.get(pairKey(x)) ?? []), x]);
  }
  const apart = new Map((input.apart ?? []).map((a) => [pairKey(a), a.reason]));

  // Each fixed meeting on its own against the grid; a pair already meeting at that slot is done.
  const placed: FixedMeetingAsk[] = [];
  for (const f of fixedAsks) {
    const meeting = fixedMeeting(f);
    const people = [f.buyerId, f.sellerId];
    const slot = { date: f.date, slot: f.slot };
    const before = reasons.length;
    if (!onGrid(f)) {
      say('fixed_off_grid', { people, meetings: [meeting], slots: [slot] });
      continue;
    }
    const gone = people.filter((id, k) => !(k === 0 ? buyers : sellers).has(id));
    if (gone.length) {
      say('fixed_not_participant', { people: gone, meetings: [meeting], slots: [] });
      continue;
    }
    const met = metAt.get(pairKey(f)) ?? [];
    if (met.some((x) => atKey(x) === atKey(f))) continue;
    if (met.length) {
      say('fixed_already_met', { people, meetings: [meeting, bookedMeeting(met[0])], slots: [slot, slotOf(met[0])] });
      continue;
    }
    const never = apart.get(pairKey(f));
    if (never)
      say(never === 'same_company' ? 'fixed_same_company' : 'fixed_excluded_pair', {
        people,
        meetings: [meeting],
        slots: [],
      });
    if (closed.has(`*|${atKey(f)}`) || closed.has(`${f.buyerId}|${atKey(f)}`)) {
      say('fixed_slot_closed', { people: [], meetings: [meeting], slots: [slot] });
    }
    for (const who of people) {
      if (away.has(`${who}|${atKey(f)}`)) say('fixed_when_away', { people: [who], meetings: [meeting], slots: [slot] });
      const booked = bookedAt.get(`${who}|${atKey(f)}`);
      if (booked) {
        say('fixed_person_clash', { people: [who], meetings: [meeting, bookedMeeting(booked)], slots: [slot] });
      }
    }
    if (reasons.length === before) placed.push(f);
  }

  // Fixed meetings against each other: one person in two of them at once, more than the tables hold.
  const onGridAsks = fixedAsks.filter(
    (f) => onGrid(f) && !(metAt.get(pairKey(f)) ?? []).some((x) => atKey(x) === atKey(f)),
  );
  const byPersonSlot = groupBy(
    onGridAsks.flatMap((f) => [f.buyerId, f.sellerId].map((who) => ({ key: `${who}|${atKey(f)}`, who, f }))),
  );
  for (const group of byPersonSlot.values()) {
    if (group.length < 2) continue;
    const { who, f } = group[0];
    say('fixed_person_clash', {
      people: [who],
      meetings: group.map((g) => fixedMeeting(g.f)),
      slots: [{ date: f.date, slot: f.slot }],
    });
  }
  if (input.tables) {
    const own = new Set(input.tables.fixedSellers);
    const poolTaken = new Map<string, number>();
    for (const x of input.tables.poolTaken) poolTaken.set(atKey(x), (poolTaken.get(atKey(x)) ?? 0) + x.count);
    const bySlot = groupBy(onGridAsks.filter((f) => !own.has(f.sellerId)).map((f) => ({ key: atKey(f), f })));
    for (const [at, group] of bySlot) {
      const left = Math.max(0, input.tables.pool - (poolTaken.get(at) ?? 0));
      if (group.length <= left) continue;
      say('fixed_over_tables', {
        people: [],
        meetings: group.map((g) => fixedMeeting(g.f)),
        slots: [slotOf(group[0].f)],
        counts: { tables: left, fixed: group.length },
      });
    }
  }
  const limit = input.projectDailyLimit;
  if (limit !== undefined) {
    // This project's booked meetings count toward the maximum once each, as the database counts them.
    const seen = new Set<string>();
    const ownDay = new Map<string, number>();
    for (const x of input.existing) {
      if (x.otherProject || seen.has(keptMeetingKey(x))) continue;
      seen.add(keptMeetingKey(x));
      for (const who of [x.buyerId, x.sellerId])
        ownDay.set(`${who}|${x.date}`, (ownDay.get(`${who}|${x.date}`) ?? 0) + 1);
    }
    const byPersonDay = groupBy(
      onGridAsks.flatMap((f) => [f.buyerId, f.sellerId].map((who) => ({ key: `${who}|${f.date}`, who, f }))),
    );
    for (const [key, group] of byPersonDay) {
      const total = group.length + (ownDay.get(key) ?? 0);
      if (total <= limit) continue;
      say('fixed_over_daily_limit', {
        people: [group[0].who],
        meetings: group.map((g) => fixedMeeting(g.f)),
        slots: [],
        counts: { max: limit, meetings: total },
      });
    }
  }

  // An interpreter for each fixed meeting that needs one: the first who speaks both sides and is free.
  const interpreterTaken = new Set<string>();
  const interpreterOf = new Map<FixedMeetingAsk, string | null>();
  for (const f of placed) {
    const lb = input.languages[f.buyerId] ?? [];
    const ls = input.languages[f.sellerId] ?? [];
    if (!needsInterpreter(lb, ls)) {
      interpreterOf.set(f, null);
      continue;
    }
    const free = input.interpreters.find((i) => {
      const at = `${i.id}|${atKey(f)}`;
      return canInterpret(i.languages, lb, ls) && !away.has(at) && !bookedAt.has(at) && !interpreterTaken.has(at);
    });
    if (!free) {
      say('fixed_no_interpreter', { people: [f.buyerId, f.sellerId], meetings: [fixedMeeting(f)], slots: [slotOf(f)] });
      continue;
    }
    interpreterTaken.add(`${free.id}|${atKey(f)}`);
    interpreterOf.set(f, free.id);
  }

  reasons.push(...precedenceReasons(input, fixedAsks.filter(onGrid), metAt));
  if (reasons.length) return { reasons: dedupe(reasons), input, meetings: [] };

  const weightOf = new Map<string, number>();
  for (const w of input.wishes) weightOf.set(pairKey(w), Math.max(weightOf.get(pairKey(w)) ?? 0, w.weight));
  const meetings: ProposedMeeting[] = placed.map((f) => ({
    date: f.date,
    slot: f.slot,
    buyerId: f.buyerId,
    sellerId: f.sellerId,
    interpreterId: interpreterOf.get(f) ?? null,
    weight: weightOf.get(pairKey(f)) ?? 0,
    fixed: true,
  }));
  const own = new Set(input.tables?.fixedSellers ?? []);
  const next: SchedulerInput = {
    ...input,
    existing: [...input.existing, ...meetings.map(({ weight: _, fixed: __, ...m }) => m)],
    ...(input.tables
      ? {
          tables: {
            ...input.tables,
            poolTaken: [
              ...input.tables.poolTaken,
              ...meetings.filter((m) => !own.has(m.sellerId)).map((m) => ({ date: m.date, slot: m.slot, count: 1 })),
            ],
          },
        }
      : {}),
  };
  return { reasons: [], input: next, meetings };
}

/** Cycles in the order asked, and orders that meetings fixed or booked already break. */
function precedenceReasons(
  input: SchedulerInput,
  fixed: FixedMeetingAsk[],
  metAt: Map<string, ExistingMeeting[]>,
): PlanInfeasibility[] {
  const out: PlanInfeasibility[] = [];
  const precedences = input.precedences ?? [];
  if (precedences.length === 0) return out;
  const dayIndex = new Map(input.dates.map((d, i) => [d, i]));
  // Where a pair's meeting already is: fixed by the organiser, else booked (its first slot).
  const known = new Map<string, AskMeeting>();
  for (const f of fixed) known.set(pairKey(f), { ...pairOf(f), date: f.date, slot: f.slot, fixed: true });
  for (const [key, list] of metAt) {
    if (known.has(key)) continue;
    const first = [...list].sort((a, b) => a.date.localeCompare(b.date) || a.slot - b.slot)[0];
    known.set(key, { ...pairOf(first), date: first.date, slot: first.slot, fixed: false });
  }
  const order = (m: AskMeeting) => (dayIndex.get(m.date ?? '') ?? 0) * input.slotsPerDay + (m.slot ?? 0);
  const asked = (p: PairRef): AskMeeting =>
    known.get(pairKey(p)) ?? { ...pairOf(p), date: null, slot: null, fixed: false };
  for (const p of precedences) {
    const [a, b] = [known.get(pairKey(p.before)), known.get(pairKey(p.after))];
    if (!a || !b || order(a) < order(b)) continue;
    out.push({
      code: 'precedence_against_fixed',
      people: [],
      meetings: [a, b],
      slots: [a, b].map((m) => ({ date: m.date as string, slot: m.slot as number })),
    });
  }
  // A depth-first walk of the order; an edge back into the walk's path closes a cycle.
  const next = new Map<string, PairRef[]>();
  for (const p of precedences) next.set(pairKey(p.before), [...(next.get(pairKey(p.before)) ?? []), p.after]);
  const state = new Map<string, 'open' | 'done'>();
  const path: PairRef[] = [];
  const reported = new Set<string>();
  const visit = (p: PairRef) => {
    state.set(pairKey(p), 'open');
    path.push(p);
    for (const q of next.get(pairKey(p)) ?? []) {
      const s = state.get(pairKey(q));
      if (s === 'open') {
        const cycle = path.slice(path.findIndex((x) => pairKey(x) === pairKey(q)));
        const id = cycle.map(pairKey).sort().join(',');
        if (!reported.has(id)) {
          reported.add(id);
          out.push({ code: 'precedence_cycle', people: [], meetings: cycle.map(asked), slots: [] });
        }
      } else if (!s) visit(q);
    }
    path.pop();
    state.set(pairKey(p), 'done');
  };
  const starts = [...new Map(precedences.map((p) => [pairKey(p.before), p.before])).entries()].sort(([a], [b]) =>
    a.localeCompare(b),
  );
  for (const [key, p] of starts) if (!state.has(key)) visit(p);
  return out;
}

const pairOf = (x: PairRef): PairRef => ({ buyerId: x.buyerId, sellerId: x.sellerId });
const slotOf = (x: SlotRef): SlotRef => ({ date: x.date, slot: x.slot });

function groupBy<T extends { key: string }>(items: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(item.key, [...(out.get(item.key) ?? []), item]);
  return out;
}

/** One reason per code and meetings: a clash found from both sides of a meeting is said once. */
function dedupe(reasons: PlanInfeasibility[]): PlanInfeasibility[] {
  const seen = new Set<string>();
  return reasons.filter((r) => {
    const key = JSON.stringify([r.code, r.people, r.meetings.map((m) => `${pairKey(m)}@${m.date}|${m.slot}`).sort()]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
