// The organiser's asks in the auto-schedule (docs/decisions/038): on the scheduler bench's seeded
// instances (bench/scheduler/generate.ts), a plan without asks, then the same with a fifth of that
// plan's meetings fixed at their slots and one order for every tenth wished pair (chosen so that no
// circle forms), and last with one clash added (a fixed meeting's seller fixed again at its slot with
// another buyer): the time, the weight kept, the breaks and the independent checks (check.ts,
// check-asks.ts: 0 is none broken), and the time to answer with the reasons when there is no plan.
// Prints one table and writes bench/results/plan-asks.json (or BENCH_RESULTS).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { planViolations } from '../../core/scheduler/check.ts';
import { askViolations } from '../../core/scheduler/check-asks.ts';
import { planSchedule } from '../../core/scheduler/index.ts';
import type { SchedulerInput, SchedulerResult } from '../../core/scheduler/types.ts';
import { generate, rng } from '../scheduler/generate.ts';

const base = { blockedShare: 0.03, keptShare: 0.02, interpreters: 4 };
const cases = [
  { name: '50 x 50 x 10, 400 wishes', buyers: 50, sellers: 50, days: 1, slotsPerDay: 10, wishes: 400, seed: 1 },
  {
    name: '200 x 200 x 16 (2 days), 2,400 wishes',
    buyers: 200,
    sellers: 200,
    days: 2,
    slotsPerDay: 8,
    wishes: 2400,
    seed: 1,
  },
  {
    name: '1,000 x 1,000 x 30 (3 days), 20,000 wishes',
    buyers: 1000,
    sellers: 1000,
    days: 3,
    slotsPerDay: 10,
    wishes: 20000,
    seed: 1,
  },
];

/** The fixed meetings' checks need them as wishes of weight 0 where nobody wished them. */
function violations(input: SchedulerInput, r: SchedulerResult): number {
  const wished = new Set(input.wishes.map((w) => `${w.buyerId}|${w.sellerId}`));
  const extra = (input.fixed ?? [])
    .filter((f) => !wished.has(`${f.buyerId}|${f.sellerId}`))
    .map((f) => ({ buyerId: f.buyerId, sellerId: f.sellerId, weight: 0 }));
  const plan = r.meetings.map(({ fixed: _, ...m }) => m);
  return (
    planViolations({ ...input, wishes: [...input.wishes, ...extra] }, plan).length + askViolations(input, plan).length
  );
}

function timed(input: SchedulerInput) {
  const start = performance.now();
  const result = planSchedule(input);
  return { result, ms: performance.now() - start };
}

/** A fifth of `plan`'s meetings fixed where they are, and orders between wished pairs that follow a ranking. */
function withAsks(input: SchedulerInput, plan: SchedulerResult, seed: number): SchedulerInput {
  const r = rng(seed);
  const fixed = plan.meetings
    .filter(() => r() < 0.2)
    .map((m) => ({ buyerId: m.buyerId, sellerId: m.sellerId, date: m.date, slot: m.slot }));
  // Orders only from a lower rank to a higher one: no circle; a meeting fixed or kept ranks by its
  // slot, so no order goes against two fixed slots either.
  const slotRank = (m: { date: string; slot: number }) =>
    (input.dates.indexOf(m.date) * input.slotsPerDay + m.slot) / (input.dates.length * input.slotsPerDay + 1);
  const rank = new Map(input.wishes.map((w) => [`${w.buyerId}|${w.sellerId}`, r()]));
  for (const m of [...input.existing.filter((x) => !x.otherProject), ...fixed]) {
    rank.set(`${m.buyerId}|${m.sellerId}`, slotRank(m));
  }
  const pairs = input.wishes.filter(() => r() < 0.1);
  const precedences = pairs.flatMap((w, k) => {
    const other = pairs[(k + 1) % pairs.length];
    if (!other || other === w) return [];
    const [a, b] = [w, other].sort(
      (x, y) => (rank.get(`${x.buyerId}|${x.sellerId}`) ?? 0) - (rank.get(`${y.buyerId}|${y.sellerId}`) ?? 0),
    );
    return [
      { before: { buyerId: a.buyerId, sellerId: a.sellerId }, after: { buyerId: b.buyerId, sellerId: b.sellerId } },
    ];
  });
  return { ...input, fixed, precedences };
}

const rows: Record<string, string | number>[] = [];
for (const c of cases) {
  const input = generate({ ...base, ...c });
  const plain = timed(input);
  const asked = withAsks(input, plain.result, c.seed + 7);
  const kept = timed(asked);
  const first = asked.fixed?.[0];
  const buyer = input.buyers.find(
    (b) => b !== first?.buyerId && !asked.fixed?.some((f) => f.buyerId === b && f.sellerId === first?.sellerId),
  );
  const clashing: SchedulerInput =
    first && buyer ? { ...asked, fixed: [...(asked.fixed ?? []), { ...first, buyerId: buyer }] } : asked;
  const clash = timed(clashing);
  rows.push({
    case: c.name,
    fixed: asked.fixed?.length ?? 0,
    orders: asked.precedences?.length ?? 0,
    'plain ms': Math.round(plain.ms),
    'with asks ms': Math.round(kept.ms),
    'weight kept': `${((100 * kept.result.totalWeight) / Math.max(1, plain.result.totalWeight)).toFixed(1)} %`,
    'breaks plain / asks': `${plain.result.breaks} / ${kept.result.breaks}`,
    'broken (plain, asks)': `${violations(input, plain.result)}, ${violations(asked, kept.result)}`,
    'clash answered ms': Math.round(clash.ms),
    'clash reasons': (clash.result.infeasibility ?? []).map((x) => x.code).join(', ') || 'none',
  });
}
console.table(rows);
const out =
  process.env.BENCH_RESULTS ??
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results', 'plan-asks.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(rows, null, 2)}\n`);
