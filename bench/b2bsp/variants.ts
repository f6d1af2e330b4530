// Seeded variants of the published B2BSP instances, made as the published work describes its own
// (Bofill et al., JAIR 74, 2022; docs/decisions/020, "Variants"): forbidden (person, slot) pairs,
// meetings fixed to a slot, precedences, and fairness other than d = 2. The published variant files
// are not ours; these are drawn the same way so that the solver meets the same kinds of trouble,
// and the same name, family and seed always give the same variant.
import type { PlacementInstance } from '../../core/placement/types.ts';

export interface Family {
  name: string;
  /** Fairness d of the family (2 unless the family is about fairness). */
  fairness: number;
  /** Share of (person, slot) pairs forbidden at random, in %. */
  forbiddenPct?: number;
  /** Share of the meetings fixed to a slot, in %. */
  fixedPct?: number;
  /** Precedence pairs per meeting. */
  precedencesPerMeeting?: number;
}

/**
 * The families. Forbidden shares 0.3 % and 0.7 % and fixed shares 20 % and 40 % (with 1.5 %
 * forbidden) are the published ones; the precedence levels follow the published counts for
 * forum-13 (14 and 48 ordered pairs for its 154 meetings: some 0.09 and 0.31 per meeting).
 */
export const FAMILIES: Family[] = [
  { name: 'forbidden 0.3%', fairness: 2, forbiddenPct: 0.3 },
  { name: 'forbidden 0.7%', fairness: 2, forbiddenPct: 0.7 },
  { name: 'fixed 20%', fairness: 2, fixedPct: 20, forbiddenPct: 1.5 },
  { name: 'fixed 40%', fairness: 2, fixedPct: 40, forbiddenPct: 1.5 },
  { name: 'precedences low', fairness: 2, precedencesPerMeeting: 0.09 },
  { name: 'precedences high', fairness: 2, precedencesPerMeeting: 0.31 },
  { name: 'fairness d=0', fairness: 0 },
  { name: 'fairness d=1', fairness: 1 },
  { name: 'fairness d=3', fairness: 3 },
];

/** A small seeded generator (mulberry32), so a variant is the same on every machine. */
function rng(seed: number): () => number {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from the instance's name, the family's and the run's seed (FNV-1a). */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** `count` distinct indices of 0 .. n - 1, in the order drawn. */
function draw(random: () => number, n: number, count: number): number[] {
  const pool = Array.from({ length: n }, (_, i) => i);
  const out: number[] = [];
  for (let i = 0; i < Math.min(count, n); i++) {
    const j = i + Math.floor(random() * (n - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
    out.push(pool[i]);
  }
  return out;
}

/**
 * The variant of `instance` (named `name`) in `family`. Forbidden pairs are drawn uniformly over
 * every (person, slot). Fixed meetings: drawn uniformly, each fixed to a slot drawn uniformly among
 * those its session allows and both its people are free in (not forbidden), in the order drawn; a
 * slot where one of its people already has a fixed meeting or whose tables are already taken by
 * fixed meetings is skipped when another is left, as an organiser's screen would (the plain draw
 * made nearly every 40 % variant infeasible by such a clash alone, where the published ones are
 * "many", not all). Not from a plan: the published variants include infeasible ones, which fixing
 * to a plan's slots cannot give. Precedences: pairs of meetings that share a person (one asks to
 * meet one partner before another), ordered by a random ranking of the meetings, so they never
 * form a cycle; a pair whose sessions make it impossible (afternoon before morning) is kept, as
 * an organiser may ask for it.
 */
export function makeVariant(instance: PlacementInstance, name: string, family: Family, seed = 1): PlacementInstance {
  const random = rng(seedOf(`${name}|${family.name}|${seed}`));
  const T = instance.slots;
  const people = instance.people;
  const forbidden: Record<string, number[]> = {};
  for (const [id, list] of Object.entries(instance.forbidden ?? {})) forbidden[id] = [...list];
  const isForbidden = (id: string, t: number) => forbidden[id]?.includes(t) ?? false;
  if (family.forbiddenPct) {
    const pairs = people.length * T;
    for (const k of draw(random, pairs, Math.round((pairs * family.forbiddenPct) / 100))) {
      const id = people[Math.floor(k / T)];
      const t = k % T;
      if (!isForbidden(id, t)) forbidden[id] = [...(forbidden[id] ?? []), t];
    }
    for (const list of Object.values(forbidden)) list.sort((a, b) => a - b);
  }
  const meetings = instance.meetings.map((m) => ({ ...m }));
  if (family.fixedPct) {
    const taken = new Set<string>();
    const load = new Int32Array(T);
    const cap = (t: number) => (typeof instance.tables === 'number' ? instance.tables : instance.tables[t]);
    for (const m of draw(random, meetings.length, Math.round((meetings.length * family.fixedPct) / 100))) {
      const meeting = meetings[m];
      const who = [meeting.a, meeting.b, ...(meeting.third ? [meeting.third] : [])];
      const free = (meeting.allowed ?? Array.from({ length: T }, (_, t) => t)).filter(
        (t) => !who.some((id) => isForbidden(id, t)),
      );
      if (free.length === 0) continue;
      const clear = free.filter((t) => load[t] < cap(t) && !who.some((id) => taken.has(`${id}@${t}`)));
      const from = clear.length ? clear : free;
      const t = from[Math.floor(random() * from.length)];
      meeting.fixed = t;
      load[t]++;
      for (const id of who) taken.add(`${id}@${t}`);
    }
  }
  const precedences: [number, number][] = [...(instance.precedences ?? [])];
  if (family.precedencesPerMeeting) {
    const rank = draw(random, meetings.length, meetings.length);
    const position = new Int32Array(meetings.length);
    rank.forEach((m, i) => {
      position[m] = i;
    });
    const byPerson = new Map<string, number[]>();
    meetings.forEach((m, i) => {
      for (const id of [m.a, m.b]) byPerson.set(id, [...(byPerson.get(id) ?? []), i]);
    });
    const busy = [...byPerson.values()].filter((list) => list.length >= 2);
    const want = Math.round(meetings.length * family.precedencesPerMeeting);
    const seen = new Set<string>();
    for (let tries = 0; precedences.length < want && tries < want * 50; tries++) {
      const list = busy[Math.floor(random() * busy.length)];
      const [i, j] = draw(random, list.length, 2).map((k) => list[k]);
      const [u, v] = position[i] < position[j] ? [i, j] : [j, i];
      if (seen.has(`${u},${v}`)) continue;
      seen.add(`${u},${v}`);
      precedences.push([u, v]);
    }
  }
  return { ...instance, meetings, forbidden, precedences };
}
