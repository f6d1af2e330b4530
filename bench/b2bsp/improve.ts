// `node bench/b2bsp/improve.ts [names,...]`: the published instances solved the way "improve
// further" runs the solver (docs/decisions/039-improve-further.md): rounds of solvePlacement, the
// first with the callers' 1 s of work, each next as keepImproving sizes it (nextRoundWork: four
// times the work, or what fits in the time left), until the plan is proved optimal or no round
// fits in IMPROVE_SECONDS (default 60) of wall clock. Each instance in a process of its own (so its
// CPU time is its own); by default the four whose published optimum the 1 s budget does not reach
// (`all`: the twenty). Prints per instance the round, the work (the rounds' budgets summed, exact
// whatever the load) and the CPU seconds at which the published optimum was first reached, the best
// plan, its bound, the checker's verdict on every round's plan and the load average at the end.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { tuning } from '../../core/placement/anneal.ts';
import { checkPlacement } from '../../core/placement/check.ts';
import { solvePlacement } from '../../core/placement/solve.ts';
import { nextRoundWork } from '../../core/scheduler/keep-improving.ts';
import { instances, publishedOptima } from './instances.ts';

const SECONDS = Number(process.env.IMPROVE_SECONDS ?? 60);
/**
 * IMPROVE_WORK=1,4,16: the rounds' work in seconds, fixed (the rounds a machine of its own would
 * run within the minute), with the solver's wall-clock guard off, so that a loaded machine changes
 * the CPU time only, not the plans (decision 020, "Counted tables in the longer ascent").
 */
const FIXED = process.env.IMPROVE_WORK?.split(',').map((s) => Number(s) * 1000);
if (FIXED) tuning.wallGuard = 1000;
const D = 2;
const DEFAULT = ['forum-13crafb', 'forum-13crafc', 'ticf-13crafb', 'ticf-13crafc'];

if (process.argv[2] === '--one') {
  // The child: one instance, its rounds, one JSON line.
  const [name] = process.argv.slice(3);
  const { instance } = [...instances([name])][0];
  const optimum = publishedOptima().get(name);
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const cpu = () => {
    const u = process.cpuUsage(cpu0);
    return (u.user + u.system) / 1e6;
  };
  let budget = FIXED?.[0] ?? 1000;
  let best = Number.POSITIVE_INFINITY;
  let bound = 0;
  let slots: number[] = [];
  let reached: { round: number; cpuS: number; workS: number } | null = null;
  // Work of the rounds so far, in seconds of the solver's budget (exact, whatever the load).
  let workS = 0;
  const rounds: string[] = [];
  let invalidRounds = 0;
  for (let round = 1; ; round++) {
    const started = performance.now();
    const r = solvePlacement(instance, { maxBreaksPerPerson: D, timeBudgetMs: budget, seed: 1 });
    workS += budget / 1000;
    bound = Math.max(bound, r.lowerBound);
    if (r.status === 'feasible' && r.breaks < best) {
      best = r.breaks;
      slots = r.slots;
    }
    if (!reached && best === optimum) reached = { round, cpuS: cpu(), workS };
    // Every round's plan through the checker, not only the best one.
    if (r.status === 'feasible') {
      const c = checkPlacement(instance, r.slots, D);
      if (c.violations.length > 0 || c.breaks !== r.breaks) invalidRounds++;
    }
    rounds.push(`${budget / 1000}s:${r.status === 'feasible' ? r.breaks : r.status}`);
    const next = FIXED
      ? (FIXED[round] ?? 0)
      : nextRoundWork(budget, performance.now() - started, SECONDS * 1000 - (performance.now() - wall0));
    if (best <= bound || next === 0) break;
    budget = next;
  }
  const check = slots.length ? checkPlacement(instance, slots, D) : null;
  console.log(
    JSON.stringify({
      best,
      bound,
      optimum,
      reached,
      rounds: rounds.join(' '),
      cpuS: cpu(),
      load: os.loadavg()[0],
      valid: check ? check.violations.length === 0 && check.breaks === best && invalidRounds === 0 : null,
    }),
  );
} else {
  const names =
    process.argv[2] === 'all' ? [...instances()].map((i) => i.name) : (process.argv[2]?.split(',') ?? DEFAULT);
  const rows = [];
  for (const name of names) {
    const child = spawnSync(process.execPath, [import.meta.filename, '--one', name], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`${name}: ${child.stderr}`);
    const r = JSON.parse(child.stdout.trim().split('\n').pop()!);
    rows.push({
      instance: name,
      'published optimum': r.optimum ?? '-',
      'best (bound)': `${r.best} (${r.bound})`,
      'optimum reached': r.reached
        ? `round ${r.reached.round}, ${r.reached.workS} s of work, ${r.reached.cpuS.toFixed(1)} s CPU`
        : 'no',
      'rounds (work: breaks)': r.rounds,
      'CPU s': r.cpuS.toFixed(1),
      load: r.load.toFixed(1),
      checked: r.valid ? 'yes' : 'NO',
    });
    console.log(`done: ${name}`);
  }
  console.table(rows);
}
