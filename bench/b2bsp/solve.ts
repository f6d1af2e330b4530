// `node bench/b2bsp/solve.ts FILE.dzn [--fairness 2] [--ms 1000] [--seed 1] [--sat-ms 0] [--exact-share 0.5]`: solves one benchmark
// instance with core/placement and prints one JSON line: instance, breaks, lower_bound, status,
// ms, and slots (the 1-based slot of each meeting in file order, 0 when not placed), so anyone can
// check the plan independently.
import { solvePlacement } from '../../core/placement/solve.ts';
import { readDzn } from './dzn.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = args.find((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
if (!file) {
  console.error(
    'usage: node bench/b2bsp/solve.ts FILE.dzn [--fairness 2] [--ms 1000] [--seed 1] [--sat-ms 0] [--exact-share 0.5]',
  );
  process.exit(2);
}
const fairness = flag('--fairness');
const { name, instance } = readDzn(file);
const started = performance.now();
const r = solvePlacement(instance, {
  maxBreaksPerPerson: fairness === undefined ? undefined : Number(fairness),
  timeBudgetMs: Number(flag('--ms') ?? 1000),
  seed: Number(flag('--seed') ?? 1),
  satMs: Number(flag('--sat-ms') ?? 0),
  exactShare: flag('--exact-share') === undefined ? undefined : Number(flag('--exact-share')),
});
console.log(
  JSON.stringify({
    instance: name,
    breaks: r.status === 'feasible' ? r.breaks : null,
    lower_bound: r.lowerBound,
    status: r.status,
    optimal: r.optimal,
    ms: Math.round(performance.now() - started),
    slots: r.slots.map((t) => t + 1),
    ...(r.reasons.length ? { reasons: r.reasons } : {}),
  }),
);
