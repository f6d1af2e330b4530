// Child process of the b2bsp bench: solves one instance with core/placement, checks the plan with
// the independent checker and prints one JSON line (so each run's CPU time is its own).
import { checkPlacement } from '../../core/placement/check.ts';
import { solvePlacement } from '../../core/placement/solve.ts';
import { readDzn } from './dzn.ts';

const [file, d, ms, satMs] = process.argv.slice(2);
const { instance } = readDzn(file);
const fairness = Number(d);
const before = process.cpuUsage();
const r = solvePlacement(instance, {
  maxBreaksPerPerson: fairness,
  timeBudgetMs: Number(ms),
  satMs: Number(satMs ?? 0),
});
const used = process.cpuUsage(before);
const check = r.status === 'feasible' ? checkPlacement(instance, r.slots, fairness) : null;
console.log(
  JSON.stringify({
    status: r.status,
    breaks: r.status === 'feasible' ? r.breaks : null,
    lowerBound: r.lowerBound,
    optimal: r.optimal,
    ms: r.elapsedMs,
    cpuMs: (used.user + used.system) / 1000,
    violations: check ? check.violations.length : null,
    checkedBreaks: check ? check.breaks : null,
    fairnessHolds: check ? check.fairnessHolds && check.violations.length === 0 : null,
    spread: check ? check.spread : null,
  }),
);
