// "Improve further" (docs/decisions/039-improve-further.md) on seeded fair-like instances of the
// scheduler bench: the preview's plan (compact days with their default work), then the rounds of
// core/scheduler/keep-improving.ts for IMPROVE_SECONDS (default 60), as the worker runs them. Prints
// the breaks with their bound and the gap before and after, when the last better plan came, and
// whether the checker finds the final plan valid. Writes bench/results/improve-further.json.
import fs from 'node:fs';
import path from 'node:path';
import { planViolations } from '../../core/scheduler/check.ts';
import { planSchedule } from '../../core/scheduler/index.ts';
import { keepImproving } from '../../core/scheduler/keep-improving.ts';
import { generate, type InstanceSpec } from '../scheduler/generate.ts';

const SECONDS = Number(process.env.IMPROVE_SECONDS ?? 60);
const base = { blockedShare: 0.03, keptShare: 0.02, interpreters: 4, days: 1, slotsPerDay: 10 };
const cases: (InstanceSpec & { name: string })[] = [
  ...[1, 2].map((seed) => ({
    ...base,
    name: `50 x 50 x 10, 400 wishes (seed ${seed})`,
    buyers: 50,
    sellers: 50,
    wishes: 400,
    seed,
  })),
  ...[1, 2].map((seed) => ({
    ...base,
    name: `50 x 50 x 10, 400 wishes, 30 tables, 2% away (seed ${seed})`,
    buyers: 50,
    sellers: 50,
    wishes: 400,
    tables: 30,
    fixedTables: 5,
    awayShare: 0.02,
    seed,
  })),
  {
    ...base,
    name: '120 x 120 x 12, 900 wishes, 60 tables (seed 1)',
    buyers: 120,
    sellers: 120,
    wishes: 900,
    slotsPerDay: 12,
    tables: 60,
    fixedTables: 10,
    seed: 1,
  },
];
const only = process.env.BENCH_ONLY;

const rows = [];
for (const c of cases.filter((x) => !only || x.name.includes(only))) {
  const input = generate(c);
  const cpu = process.cpuUsage();
  const preview = planSchedule(input);
  const steps: { s: number; breaks: number; weight: number }[] = [];
  const started = performance.now();
  const out = keepImproving(input, {
    limitMs: SECONDS * 1000,
    start: preview,
    onPlan: (p) => steps.push({ s: (performance.now() - started) / 1000, breaks: p.breaks, weight: p.totalWeight }),
  });
  const used = process.cpuUsage(cpu);
  const best = out.best ?? preview;
  rows.push({
    case: c.name,
    meetings: preview.meetings.length,
    'weight (bound)': `${preview.totalWeight} (${preview.upperBound}) -> ${best.totalWeight}`,
    'preview breaks (bound, gap)': `${preview.breaks} (${preview.breaksLowerBound}, ${preview.breaks - preview.breaksLowerBound})`,
    'improved breaks (bound, gap)': `${best.breaks} (${best.breaksLowerBound}, ${best.breaks - best.breaksLowerBound})`,
    'better plans at s': steps.map((x) => `${x.s.toFixed(1)}:${x.breaks}`).join(' ') || '-',
    rounds: out.rounds,
    stop: out.stop,
    's (CPU s)': `${((performance.now() - started) / 1000).toFixed(1)} (${((used.user + used.system) / 1e6).toFixed(1)})`,
    violations: planViolations(input, best.meetings).length,
  });
  console.log(`done: ${c.name}`);
}
console.table(rows);
const dir = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'improve-further.json'), JSON.stringify({ seconds: SECONDS, rows }, null, 2));
if (rows.some((r) => r.violations)) throw new Error('a plan broke a rule');
