// Reasons why no plan exists (docs/decisions/037): CPU time of explainInfeasibility on the published
// B2BSP instances (bench/b2bsp/instances.ts; B2BSP_DIR) and on variants made here from a plan of
// each (so that whether a plan exists is known): 40 % of the meetings fixed at that plan's slots
// (a plan exists, so no reason may be given), the same with one more meeting of a fixed meeting's
// person fixed to its slot (a clash), 0.7 % of person-slots forbidden at random, 40 % fixed with
// 1.5 % forbidden (as the published variants), and the busiest person's meetings all in the morning. Each time is the best of 3 warm runs, in ms of CPU.
// Prints one table and writes bench/results/infeasibility.json (or BENCH_RESULTS).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { explainInfeasibility, type InfeasibilityReason } from '../../core/placement/infeasibility.ts';
import { solvePlacement } from '../../core/placement/solve.ts';
import { seeded } from '../../core/placement/test-instances.ts';
import type { PlacementInstance } from '../../core/placement/types.ts';
import { instanceDir, instances } from '../b2bsp/instances.ts';

const D = 2;
const TARGET_MS = 1000;

function cpuMs(run: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let k = 0; k < 3; k++) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

/** The variants of one instance, made from a plan of it. */
function variants(inst: PlacementInstance, plan: number[], seed: number): [string, PlacementInstance, boolean][] {
  const random = seeded(seed);
  const fixedShare = inst.meetings.map((m, i) => (random() < 0.4 ? { ...m, fixed: plan[i] } : { ...m }));
  const fixed40: PlacementInstance = { ...inst, meetings: fixedShare };
  // One more meeting of a fixed meeting's person, fixed to the same slot (one its session allows).
  const clash = structuredClone(fixed40);
  const f = clash.meetings.findIndex((m) => m.fixed !== undefined);
  const slot = clash.meetings[f]?.fixed as number;
  const other = clash.meetings.findIndex(
    (m, i) =>
      i !== f && (m.a === clash.meetings[f].a || m.b === clash.meetings[f].a) && (m.allowed ?? [slot]).includes(slot),
  );
  if (f >= 0 && other >= 0) clash.meetings[other].fixed = slot;
  // Absences drawn at random, none at a person's fixed meeting (those would be the plain reason).
  const away = (share: number, from: PlacementInstance): PlacementInstance => {
    const busyAt = new Set(
      from.meetings.flatMap((m) => (m.fixed === undefined ? [] : [`${m.a} ${m.fixed}`, `${m.b} ${m.fixed}`])),
    );
    const forbidden: Record<string, number[]> = {};
    for (const p of from.people) {
      for (let t = 0; t < from.slots; t++) {
        if (random() < share && !busyAt.has(`${p} ${t}`)) forbidden[p] = [...(forbidden[p] ?? []), t];
      }
    }
    return { ...from, forbidden };
  };
  const count = new Map<string, number>();
  for (const m of inst.meetings) for (const p of [m.a, m.b]) count.set(p, (count.get(p) ?? 0) + 1);
  const busiest = [...count].sort((x, y) => y[1] - x[1])[0][0];
  const morning = Array.from({ length: Math.ceil(inst.slots / 2) }, (_, t) => t);
  const mornings: PlacementInstance = {
    ...inst,
    meetings: inst.meetings.map((m) => (m.a === busiest || m.b === busiest ? { ...m, allowed: morning } : m)),
  };
  return [
    ['original', inst, true],
    ['0.7% away', away(0.007, inst), false],
    ['fixed 40%', fixed40, true],
    ['+ a clash', clash, false],
    ['+ 1.5% away', away(0.015, fixed40), false],
    ['busiest: mornings', mornings, false],
  ];
}

const label = (r: InfeasibilityReason[]) => (r.length ? `${r[0].code}${r.length > 1 ? ` +${r.length - 1}` : ''}` : '-');

if (!fs.existsSync(instanceDir)) {
  console.log(`No instances at ${instanceDir}: nothing to measure.`);
  process.exit(0);
}
const rows: Record<string, string>[] = [];
const wrong: string[] = [];
let worst = 0;
let seed = 1;
for (const { name, instance } of instances()) {
  const solved = solvePlacement(instance, { maxBreaksPerPerson: D, timeBudgetMs: 200 });
  if (solved.status !== 'feasible') {
    wrong.push(`${name}: no plan to make variants from`);
    continue;
  }
  const row: Record<string, string> = {
    instance: name,
    meetings: String(instance.meetings.length),
    'meeting-slots': String(instance.meetings.length * instance.slots),
  };
  for (const [variant, inst, planExists] of variants(instance, solved.slots, seed++)) {
    let reasons: InfeasibilityReason[] = [];
    const ms = cpuMs(() => {
      reasons = explainInfeasibility(inst, { maxBreaksPerPerson: D });
    });
    worst = Math.max(worst, ms);
    if (planExists && reasons.length) wrong.push(`${name} ${variant}: ${label(reasons)} although a plan exists`);
    row[variant] = `${ms.toFixed(1)} ms ${label(reasons)}`;
  }
  rows.push(row);
}
console.table(rows);
console.log(`worst ${worst.toFixed(1)} ms of CPU (target under ${TARGET_MS} ms)`);
const out =
  process.env.BENCH_RESULTS ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results/infeasibility.json');
fs.writeFileSync(out, JSON.stringify({ rows, worst, wrong }, null, 2));
if (wrong.length || worst > TARGET_MS) {
  console.log(wrong.join('\n'));
  process.exit(1);
}
