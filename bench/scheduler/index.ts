// The automatic scheduler (core/scheduler) against the exact optimum of an integer program
// (HiGHS via the `highs` package) on seeded fair-like instances, and alone on the big ones.
// Each of our runs is a child process (run-one.ts) so its time and peak memory are its own.
// Prints a table and writes bench/results/scheduler.json. BENCH_ILP_SECONDS caps each solve;
// BENCH_ONLY (a piece of a case's name) runs only the matching cases.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { generate, type InstanceSpec } from './generate.ts';
import { solveIlp } from './ilp.ts';

const ILP_SECONDS = Number(process.env.BENCH_ILP_SECONDS ?? 120);
type Case = InstanceSpec & { name: string; maxMeetingsPerDay?: number; ilp: boolean; target: string };
const base = { blockedShare: 0.03, keptShare: 0.02 };
const cases: Case[] = [
  ...[1, 2, 3].map((seed) => ({
    ...base,
    name: `50 x 50 x 10, 400 wishes, 4 interpreters (seed ${seed})`,
    buyers: 50,
    sellers: 50,
    days: 1,
    slotsPerDay: 10,
    wishes: 400,
    interpreters: 4,
    seed,
    ilp: true,
    target: '>= 99.9% of optimum',
  })),
  ...[1, 2, 3].map((seed) => ({
    ...base,
    name: `200 x 200 x 16 (2 days), 2,400 wishes, 8 interpreters (seed ${seed})${seed === 3 ? ', 6 a day' : ''}`,
    buyers: 200,
    sellers: 200,
    days: 2,
    slotsPerDay: 8,
    maxMeetingsPerDay: seed === 3 ? 6 : undefined,
    wishes: 2400,
    interpreters: 8,
    seed,
    ilp: true,
    target: '>= 99.9% of optimum',
  })),
  {
    ...base,
    name: '1,000 x 1,000 x 30 (3 days), 20,000 wishes, 20 interpreters',
    buyers: 1000,
    sellers: 1000,
    days: 3,
    slotsPerDay: 10,
    wishes: 20000,
    interpreters: 20,
    seed: 1,
    ilp: false,
    target: '< 1 s',
  },
  {
    ...base,
    name: '2,000 x 2,000 x 50 (5 days), 60,000 wishes, 40 interpreters',
    buyers: 2000,
    sellers: 2000,
    days: 5,
    slotsPerDay: 10,
    wishes: 60000,
    interpreters: 40,
    seed: 1,
    ilp: false,
    target: '< 3 s, < 512 MB',
  },
  {
    ...base,
    name: '2,000 x 2,000 x 50 (5 days), 60,000 wishes, 40 interpreters, 400 tables (100 fixed), 2% away',
    buyers: 2000,
    sellers: 2000,
    days: 5,
    slotsPerDay: 10,
    wishes: 60000,
    interpreters: 40,
    tables: 400,
    fixedTables: 100,
    awayShare: 0.02,
    seed: 1,
    ilp: false,
    target: '< 3 s, < 512 MB',
  },
];
const only = process.env.BENCH_ONLY;

const runOne = path.join(import.meta.dirname, 'run-one.ts');
const rows = [];
for (const c of cases.filter((x) => !only || x.name.includes(only))) {
  const child = spawnSync(process.execPath, [runOne, JSON.stringify({ ...c, check: true })], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (child.status !== 0) throw new Error(`run-one failed for ${c.name}: ${child.stderr}`);
  const ours = JSON.parse(child.stdout.trim().split('\n').pop()!);
  const ilp = c.ilp ? await solveIlp({ ...generate(c), maxMeetingsPerDay: c.maxMeetingsPerDay }, ILP_SECONDS) : null;
  const reference = ilp ? (ilp.status === 'optimal' ? ilp.objective : ilp.bound) : ours.upperBound;
  const referenceKind = ilp ? (ilp.status === 'optimal' ? 'ILP optimum' : 'ILP bound (time limit)') : 'our bound';
  const ratio = reference > 0 ? ours.totalWeight / reference : 1;
  const met = c.ilp
    ? ilp?.status !== 'optimal' || ratio >= 0.999
    : // CPU time: on a shared machine the wall clock also counts the wait for a free core.
      ours.cpuMs[2] < (c.buyers >= 2000 ? 3000 : 1000) && (c.buyers < 2000 || ours.maxRssMB < 512);
  rows.push({ case: c, ours, ilp, reference, referenceKind, ratio, met });
  console.log(`done: ${c.name}`);
}

console.table(
  rows.map((r) => ({
    instance: r.case.name,
    'our weight': r.ours.totalWeight,
    'our bound': Number(r.ours.upperBound.toFixed(1)),
    reference: `${Number(r.reference.toFixed(1))} (${r.referenceKind})`,
    ratio: `${(r.ratio * 100).toFixed(2)}%`,
    'our ms (first, warm)': `${Math.round(r.ours.elapsedMs)}, ${Math.round(r.ours.warmMs)}`,
    'our CPU ms (first, warm)': `${Math.round(r.ours.cpuMs[0])}, ${Math.round(r.ours.cpuMs[2])}`,
    'solver ms': r.ilp ? Math.round(r.ilp.seconds * 1000) : '-',
    'time ratio': r.ilp ? `${((r.ilp.seconds * 1000) / r.ours.warmMs).toFixed(0)}x` : '-',
    'peak MB': Math.round(r.ours.maxRssMB),
    'breaks (bound; before compacting)': `${r.ours.breaks} (${r.ours.breaksLowerBound}; ${r.ours.breaksWithoutCompacting})`,
    'worst person': r.ours.maxPersonBreaks,
    target: `${r.case.target}: ${r.met ? 'met' : 'NOT met'}${r.case.ilp ? '' : ' (warm CPU)'}`,
  })),
);
const out = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'scheduler.json'), JSON.stringify({ ilpSecondsLimit: ILP_SECONDS, rows }, null, 2));
if (rows.some((r) => r.ours.violations)) throw new Error('a plan broke a rule');
