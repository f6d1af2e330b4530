// Child process of the b2bsp bench: solves one instance (or one of its variants, variants.ts) with
// core/placement, checks the plan with the independent checker (every rule, precedences included)
// and prints one JSON line (so each run's CPU time is its own).
// `node bench/b2bsp/run-one.ts FILE D MS [SAT_MS] [FAMILY SEED]`; with FAMILY (a name of
// variants.ts), D is the family's fairness.
import { checkPlacement } from '../../core/placement/check.ts';
import { solvePlacement } from '../../core/placement/solve.ts';
import { readDzn } from './dzn.ts';
import { FAMILIES, makeVariant } from './variants.ts';

const [file, d, ms, satMs, familyName, seed] = process.argv.slice(2);
const read = readDzn(file);
const family = familyName ? FAMILIES.find((f) => f.name === familyName) : undefined;
if (familyName && !family) throw new Error(`no variant family named "${familyName}"`);
const instance = family ? makeVariant(read.instance, read.name, family, Number(seed ?? 1)) : read.instance;
const fairness = family ? family.fairness : Number(d);
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
    reasons: r.infeasibility.map((x) => x.code),
  }),
);
