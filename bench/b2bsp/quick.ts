// `node bench/b2bsp/quick.ts [names,...]`: a quick in-process loop over the published instances
// (no HiGHS, no child processes) for iterating on the solver; B2BSP_MS is the budget, B2BSP_SEED
// the seed, B2BSP_SAT_MS the budget of the CDCL stage after it, B2BSP_TUNE weights of the annealing. Prints one line per instance: breaks, published
// optimum, bound, ms, CPU ms, checker verdict; then the totals.
import { tuning } from '../../core/placement/anneal.ts';
import { checkPlacement } from '../../core/placement/check.ts';
import { solvePlacement } from '../../core/placement/solve.ts';
import { instances, publishedOptima } from './instances.ts';

const optima = publishedOptima();
const only = process.argv[2]?.split(',');
// B2BSP_TUNE='{"steps":200000}' overrides weights of the annealing for an experiment.
if (process.env.B2BSP_TUNE) Object.assign(tuning, JSON.parse(process.env.B2BSP_TUNE));
let total = 0;
let hits = 0;
let proved = 0;
for (const { name, instance } of instances(only)) {
  const cpu = process.cpuUsage();
  const r = solvePlacement(instance, {
    maxBreaksPerPerson: 2,
    timeBudgetMs: Number(process.env.B2BSP_MS ?? 1000),
    seed: Number(process.env.B2BSP_SEED ?? 1),
    satMs: Number(process.env.B2BSP_SAT_MS ?? 0),
    exactShare: process.env.B2BSP_EXACT === undefined ? undefined : Number(process.env.B2BSP_EXACT),
  });
  const used = process.cpuUsage(cpu);
  const cpuMs = Math.round((used.user + used.system) / 1000);
  const check = r.status === 'feasible' ? checkPlacement(instance, r.slots, 2) : null;
  const ok = check ? check.violations.length === 0 && check.breaks === r.breaks : false;
  const opt = optima.get(name);
  if (r.breaks === opt && ok) hits++;
  total += r.breaks;
  if (r.optimal && ok) proved++;
  console.log(
    [
      name.padEnd(15),
      r.breaks,
      opt,
      r.lowerBound,
      r.optimal ? 'proved' : '',
      Math.round(r.elapsedMs),
      cpuMs,
      ok ? 'ok' : 'BAD',
    ].join('\t'),
  );
}
console.log(`optimum ${hits}, proved ${proved}, breaks ${total}`);
