// `node bench/b2bsp/feasible-d0.ts [names]`: the feasibility question of core/placement/sat
// (docs/decisions/020) alone at fairness 0 on the published instances, each in this process, with
// its work and CPU: how hard "is there any break-free plan?" is, apart from the rest of the solver.
// B2BSP_WORK (default 200 million units) is its budget; B2BSP_TABLES (switch, the solver's way,
// native or counted: sat/feasible.ts) how it counts the tables.
import { prove } from '../../core/placement/bound.ts';
import { checkPlacement } from '../../core/placement/check.ts';
import { compile } from '../../core/placement/model.ts';
import { Feasibility, type Tables } from '../../core/placement/sat/feasible.ts';
import { readDzn } from './dzn.ts';
import { instances } from './instances.ts';

const work = Number(process.env.B2BSP_WORK ?? 200_000_000);
const tables = (process.env.B2BSP_TABLES ?? 'switch') as Tables;
const names = process.argv.slice(2);
for (const { file, name } of instances(names.length ? names : undefined)) {
  const { instance } = readDzn(file);
  const before = process.cpuUsage();
  const model = compile(instance);
  const proofs = prove(model, 0, instance.people);
  if (proofs.infeasible.length) {
    console.log(`${name}: no plan (quick proof)`);
    continue;
  }
  const probe = new Feasibility(model, 0, proofs.personBound, tables);
  const answer = probe.run(work - probe.work);
  const used = process.cpuUsage(before);
  const check = probe.plan ? checkPlacement(instance, Array.from(probe.plan), 0) : null;
  console.log(
    `${name}: ${answer}, ${(probe.work / 1e6).toFixed(2)} million units, ${Math.round((used.user + used.system) / 1000)} ms CPU` +
      (check ? `, plan: ${check.violations.length} violations, ${check.breaks} breaks` : ''),
  );
}
