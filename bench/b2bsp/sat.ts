// `node bench/b2bsp/sat.ts [names,...]`: measures the CDCL search of core/placement/sat alone on
// the published instances (docs/decisions/020). B2BSP_SAT=stage (default: the annealing with
// B2BSP_MS, then satStage with B2BSP_SAT_MS, as solvePlacement would run it), descend (from the
// annealing's plan) or ascend (from the lower bound, or B2BSP_K, no start plan); B2BSP_WORK: work
// units of descend/ascend; B2BSP_NATIVE_PER_K: the ascent's native work per K before counted tables. B2BSP_TARGET=1 decides by target phases. Prints per instance: the
// annealing's breaks, breaks, published optimum, lower bound, proved, CPU ms of both stages, work.
import { tuning } from '../../core/placement/anneal.ts';
import { prove } from '../../core/placement/bound.ts';
import { checkPlacement } from '../../core/placement/check.ts';
import { compile } from '../../core/placement/model.ts';
import { satAscend, satDescend, satStage } from '../../core/placement/sat/search.ts';
import { solvePlacement } from '../../core/placement/solve.ts';
import { instances, publishedOptima } from './instances.ts';

const optima = publishedOptima();
const only = process.argv[2]?.split(',');
const mode = process.env.B2BSP_SAT ?? 'stage';
// The bench measures work, not the clock: the annealing's wall-clock guard must not bite under load.
tuning.wallGuard = 1000;
const workLimit = Number(process.env.B2BSP_WORK ?? 50_000_000);
const firstK = process.env.B2BSP_K === undefined ? undefined : Number(process.env.B2BSP_K);
let hits = 0;
let proved = 0;
for (const { name, instance } of instances(only)) {
  const D = 2;
  let start: Int32Array | null = null;
  let ub = Number.POSITIVE_INFINITY;
  const cpu = process.cpuUsage();
  if (mode !== 'ascend') {
    const r = solvePlacement(instance, { maxBreaksPerPerson: D, timeBudgetMs: Number(process.env.B2BSP_MS ?? 1000) });
    if (r.status === 'feasible') {
      start = Int32Array.from(r.slots);
      ub = r.breaks;
    }
  }
  const model = compile(instance);
  const proofs = prove(model, D, instance.people);
  const o =
    mode === 'stage'
      ? satStage(model, D, proofs.personBound, proofs.lowerBound, start, ub, Number(process.env.B2BSP_SAT_MS ?? 1000))
      : mode === 'descend'
        ? satDescend(model, D, proofs.personBound, proofs.lowerBound, start, ub, workLimit)
        : satAscend(
            model,
            D,
            proofs.personBound,
            firstK ?? proofs.lowerBound,
            Number.POSITIVE_INFINITY,
            null,
            workLimit,
            undefined,
            { nativePerK: Number(process.env.B2BSP_NATIVE_PER_K ?? Number.POSITIVE_INFINITY) },
          );
  const used = process.cpuUsage(cpu);
  const cpuMs = Math.round((used.user + used.system) / 1000);
  const check = o.best ? checkPlacement(instance, Array.from(o.best), D) : null;
  const ok = check ? check.violations.length === 0 && check.breaks === o.bestBreaks : false;
  const opt = optima.get(name);
  if (o.bestBreaks === opt && ok) hits++;
  if (o.bestBreaks === o.lowerBound && ok) proved++;
  console.log(
    [
      name.padEnd(15),
      `start ${ub}`,
      o.bestBreaks,
      opt,
      o.lowerBound,
      o.bestBreaks === o.lowerBound ? 'proved' : '',
      cpuMs,
      Math.round(o.work / 1000),
      ok ? 'ok' : 'BAD',
    ].join('\t'),
  );
}
console.log(`optimum ${hits}, proved ${proved}`);
