// No reason is ever given where a plan exists, on instances too large for the exhaustive search:
// a plan is drawn first, then the asks are drawn around it (tables as full as the plan leaves
// them, absences where people are idle, sessions, fixed slots and precedences it keeps, some
// interpreters), so that the plan is valid for the instance and every kind of reason runs close
// to its limit without the instance losing its plan.
import { describe, expect, it } from 'vitest';
import { checkPlacement } from '../check.ts';
import { explainInfeasibility } from '../infeasibility.ts';
import { seeded } from '../test-instances.ts';
import type { PlacementInstance, PlacementMeeting } from '../types.ts';

/** An instance of `people` people over `slots` slots, and a valid plan of it. */
function planted(random: () => number, people: number, slots: number, meetings: number) {
  const ids = Array.from({ length: people }, (_, p) => `p${p}`);
  const busy = new Set<string>();
  const list: PlacementMeeting[] = [];
  const plan: number[] = [];
  const half = Math.ceil(slots / 2);
  for (let tries = 0; list.length < meetings && tries < meetings * 50; tries++) {
    const [a, b, c] = [0, 1, 2].map(() => ids[Math.floor(random() * people)]);
    const t = Math.floor(random() * slots);
    const who = random() < 0.1 ? [a, b, c] : [a, b];
    if (new Set(who).size < who.length || who.some((p) => busy.has(`${p}@${t}`))) continue;
    for (const p of who) busy.add(`${p}@${t}`);
    const session =
      random() < 0.3
        ? t < half
          ? [...Array(half).keys()]
          : [...Array(slots - half).keys()].map((k) => k + half)
        : undefined;
    list.push({ a, b, third: who[2], allowed: session, fixed: random() < 0.3 ? t : undefined });
    plan.push(t);
  }
  const load = new Array<number>(slots).fill(0);
  for (const t of plan) load[t]++;
  const forbidden: Record<string, number[]> = {};
  for (const p of ids) {
    for (let t = 0; t < slots; t++) {
      if (!busy.has(`${p}@${t}`) && random() < 0.4) forbidden[p] = [...(forbidden[p] ?? []), t];
    }
  }
  const precedences: [number, number][] = [];
  for (let k = 0; k < list.length / 4; k++) {
    const u = Math.floor(random() * list.length);
    const v = Math.floor(random() * list.length);
    if (plan[u] < plan[v]) precedences.push([u, v]);
  }
  const instance: PlacementInstance = {
    people: ids,
    meetings: list,
    slots,
    tables: load.map((n) => n + (random() < 0.7 ? 0 : 1)),
    forbidden,
    precedences,
  };
  return { instance, plan };
}

describe('explainInfeasibility where a plan is known to exist', () => {
  it('gives no reason on 300 instances drawn around a plan (up to 40 people, 150 meetings)', () => {
    const random = seeded(41);
    for (let run = 0; run < 300; run++) {
      const people = 6 + Math.floor(random() * 35);
      const slots = 3 + Math.floor(random() * 10);
      const { instance, plan } = planted(random, people, slots, Math.floor(people * slots * 0.3));
      expect(checkPlacement(instance, plan).violations).toEqual([]);
      expect([run, explainInfeasibility(instance)]).toEqual([run, []]);
      // The plan's own fairness: the limit it keeps is reachable too.
      const d = Math.max(0, ...Object.values(checkPlacement(instance, plan).breaksPerPerson));
      expect([run, explainInfeasibility(instance, { maxBreaksPerPerson: d })]).toEqual([run, []]);
    }
  });
});
