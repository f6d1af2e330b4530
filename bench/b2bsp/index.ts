// The placement solver (core/placement) on the 20 published instances of the B2B meeting
// scheduling benchmark (Bofill et al., JAIR 74, 2022), fairness d = 2, against the published
// optima and, in the same run, HiGHS on an integer program of each instance (ilp.ts).
// Instances come from B2BSP_DIR (default ../shared/benchmarks/b2bsp/instances beside the
// repository); they are not part of the repository. BENCH_ILP_SECONDS (default 30) caps each HiGHS
// solve (0 skips HiGHS), B2BSP_MS (default 1,000) is our time budget. Prints a table and writes
// bench/results/b2bsp.json. With `--variants` (`npm run bench b2bsp -- --variants`): the seeded
// variants of the instances instead (variant-bench.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { solveIlp } from './ilp.ts';
import { instanceDir, instances, publishedOptima } from './instances.ts';

const ILP_SECONDS = Number(process.env.BENCH_ILP_SECONDS ?? 30);
const OUR_MS = Number(process.env.B2BSP_MS ?? 1000);
// B2BSP_SAT_MS: budget of the CDCL stage after the annealing (default 0: none; docs/decisions/020).
const SAT_MS = Number(process.env.B2BSP_SAT_MS ?? 0);
const D = 2;

if (!fs.existsSync(instanceDir)) {
  console.log(`b2bsp: skipped, no instance folder at ${instanceDir} (set B2BSP_DIR to the folder of the .dzn files)`);
  process.exit(0);
}
if (process.argv.includes('--variants')) {
  await import('./variant-bench.ts');
  process.exit(0);
}
const optima = publishedOptima();
const only = process.env.B2BSP_ONLY?.split(',');
const rows = [];
for (const { file, name, instance } of instances(only)) {
  const child = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, 'run-one.ts'), file, String(D), String(OUR_MS), String(SAT_MS)],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    },
  );
  if (child.status !== 0) throw new Error(`run-one failed for ${name}: ${child.stderr}`);
  const ours = JSON.parse(child.stdout.trim().split('\n').pop()!);
  const ilp = ILP_SECONDS > 0 ? await solveIlp(instance, D, ILP_SECONDS) : null;
  const published = optima.get(name);
  rows.push({ name, published, ours, ilp });
  console.log(`done: ${name}`);
}
console.table(
  rows.map((r) => ({
    instance: r.name,
    breaks: r.ours.breaks ?? r.ours.status,
    published: r.published ?? '-',
    'lower bound': r.ours.lowerBound,
    proved: r.ours.optimal ? 'yes' : 'no',
    fair: r.ours.fairnessHolds === null ? '-' : r.ours.fairnessHolds ? 'yes' : 'NO',
    'our ms': Math.round(r.ours.ms),
    'our CPU ms': Math.round(r.ours.cpuMs),
    'HiGHS breaks': r.ilp ? (r.ilp.breaks ?? '-') : 'not run',
    'HiGHS bound': r.ilp ? (r.ilp.bound ?? '-') : '-',
    'HiGHS status': r.ilp ? r.ilp.status : '-',
    'HiGHS s': r.ilp ? Number(r.ilp.seconds.toFixed(1)) : '-',
  })),
);
const reached = rows.filter((r) => r.published !== undefined && r.ours.breaks === r.published).length;
const proved = rows.filter((r) => r.ours.optimal).length;
console.log(`published optimum reached on ${reached} of ${rows.length}; proved optimal by our bound on ${proved}`);
const out = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'b2bsp.json'),
  JSON.stringify({ fairness: D, ourMs: OUR_MS, satMs: SAT_MS, ilpSecondsLimit: ILP_SECONDS, rows }, null, 2),
);
if (rows.some((r) => r.ours.violations)) throw new Error('a plan broke a rule');
