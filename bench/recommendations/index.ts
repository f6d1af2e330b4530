// Recommendations (docs/decisions/028-recommendations.md; the model and how to read it: README.md
// beside). Quality: on synthetic events with hidden preferences (generate.ts), recall@10 and
// NDCG@10 of the hidden third of each buyer's wishes for core/matching's rankMatches, a random order
// and the shared-category count, in the same run on the same events, with the order the hidden
// utility itself gives as the ceiling. Speed: an exhibition of 15,000 participants on a scratch
// PostgreSQL database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// dropped after), through the real app: GET /api/projects/:id/recommendations for many different
// people and the organiser's GET /api/projects/:id/match-counts (seed.ts, speed.ts).
// BENCH_ONLY=quality or speed runs one half. Prints one table and writes
// bench/results/recommendations.json (or BENCH_RESULTS).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { EventSpec } from './generate.ts';
import { evaluateEvent, K, type MethodName, mean, type PerBuyer, pairedDifference } from './quality.ts';
import { measureSpeed, percentile, type SpeedResult } from './speed.ts';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY;
const TARGET_P95_MS = 50;
const TARGET_COUNTS_MS = 10_000;

/** Event sizes, each over several seeds (BENCH_SEEDS overrides how many). */
const seeds = (n: number) => Array.from({ length: Number(process.env.BENCH_SEEDS ?? n) }, (_, i) => i + 1);
// The last case checks the generator's assumptions rather than the ranking: there only categories
// make the hidden utility, so markets and languages are noise to the ranking; it is shown, not judged.
const CASES: { name: string; spec: Omit<EventSpec, 'seed'>; seeds: number[]; judged: boolean }[] = [
  {
    name: '200 x 200',
    spec: { buyers: 200, sellers: 200, categories: 30, perIndustry: 5 },
    seeds: seeds(5),
    judged: true,
  },
  {
    name: '1,000 x 1,000',
    spec: { buyers: 1000, sellers: 1000, categories: 40, perIndustry: 5 },
    seeds: seeds(2),
    judged: true,
  },
  {
    name: '200 x 200, only categories matter',
    spec: { buyers: 200, sellers: 200, categories: 30, perIndustry: 5, categoriesOnly: true },
    seeds: seeds(5),
    judged: false,
  },
];

interface Row {
  part: string;
  case: string;
  measure: string;
  ours: string;
  random?: string;
  'shared categories'?: string;
  'ceiling (hidden utility)'?: string;
  'ours / random'?: string;
  'ours / categories'?: string;
  /** Speed rows: CPU time of the app's process, which the machine's other work hardly changes. */
  'app CPU ms'?: string;
  target: string;
  result: string;
}

const f3 = (x: number) => x.toFixed(3);
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');
const ms = (x: number) => (x >= 100 ? String(Math.round(x)) : x.toFixed(1));

const rows: Row[] = [];
const misses: string[] = [];
const results: Record<string, unknown> = { cpus: os.cpus().length, loadavg: os.loadavg() };

if (only !== 'speed') {
  const quality = [];
  for (const c of CASES) {
    const none = () => ({ ours: [], random: [], categories: [], ceiling: [], oursProfilesOnly: [] });
    const pooled: PerBuyer = { recall: none(), ndcg: none(), oursLength: [], msOurs: 0 };
    const perSeed = [];
    for (const seed of c.seeds) {
      const r = evaluateEvent({ ...c.spec, seed });
      for (const metric of ['recall', 'ndcg'] as const)
        for (const m of Object.keys(r[metric]) as MethodName[]) pooled[metric][m].push(...r[metric][m]);
      pooled.oursLength.push(...r.oursLength);
      pooled.msOurs += r.msOurs;
      perSeed.push({
        seed,
        recall: Object.fromEntries(Object.entries(r.recall).map(([m, v]) => [m, mean(v)])),
        ndcg: Object.fromEntries(Object.entries(r.ndcg).map(([m, v]) => [m, mean(v)])),
      });
    }
    const summary: Record<string, unknown> = { case: c.name, spec: c.spec, seeds: c.seeds, judged: c.judged, perSeed };
    for (const metric of ['recall', 'ndcg'] as const) {
      const m = Object.fromEntries(
        (Object.keys(pooled[metric]) as MethodName[]).map((name) => [name, mean(pooled[metric][name])]),
      ) as Record<MethodName, number>;
      const vsRandom = pairedDifference(pooled[metric].ours, pooled[metric].random);
      const vsCategories = pairedDifference(pooled[metric].ours, pooled[metric].categories);
      // Beating a baseline: the 95% interval of the per-buyer difference lies above zero.
      const beats = vsRandom.low > 0 && vsCategories.low > 0;
      const label = `${metric === 'recall' ? 'recall' : 'NDCG'}@${K}`;
      summary[metric] = { means: m, oursMinusRandom: vsRandom, oursMinusCategories: vsCategories, beats };
      rows.push({
        part: 'quality',
        case: `${c.name}, ${c.seeds.length} event${c.seeds.length === 1 ? '' : 's'}, ${pooled.oursLength.length.toLocaleString('en-US')} buyers`,
        measure: label,
        ours: f3(m.ours),
        random: f3(m.random),
        'shared categories': f3(m.categories),
        'ceiling (hidden utility)': f3(m.ceiling),
        'ours / random': ratio(m.ours, m.random),
        'ours / categories': ratio(m.ours, m.categories),
        target: c.judged ? 'beat both' : '(check, not judged)',
        result: c.judged ? (beats ? 'pass' : 'FAIL') : beats ? 'beats both' : 'does not beat both',
      });
      if (!beats && c.judged) {
        misses.push(
          `${c.name} ${label}: ours - random ${f3(vsRandom.mean)} [${f3(vsRandom.low)}, ${f3(vsRandom.high)}], ` +
            `ours - categories ${f3(vsCategories.mean)} [${f3(vsCategories.low)}, ${f3(vsCategories.high)}]`,
        );
      }
    }
    summary.rankMsPerBuyer = pooled.msOurs / pooled.oursLength.length;
    quality.push(summary);
  }
  results.quality = quality;
}

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch (err) {
    console.log(`PostgreSQL at ${url} is not reachable (${(err as Error).message}): speed skipped.`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

if (only !== 'quality' && (await reachable(PG_URL))) {
  const s: SpeedResult = await measureSpeed(PG_URL);
  const r = s.recommendations.ms;
  const p = (q: number) => percentile(r, q);
  const triple = (xs: number[]) => `${ms(percentile(xs, 50))} / ${ms(percentile(xs, 95))} / ${ms(percentile(xs, 99))}`;
  const rec = { p50: p(50), p95: p(95), p99: p(99), max: Math.max(...r) };
  const counts = s.matchCounts.ms;
  const countsWorst = Math.max(...counts);
  const who = `${s.participants.toLocaleString('en-US')} participants`;
  rows.push({
    part: 'speed (PostgreSQL)',
    case: `GET recommendations, ${s.recommendations.people} people once each, ${who}`,
    measure: 'p50 / p95 / p99 ms',
    ours: `${ms(rec.p50)} / ${ms(rec.p95)} / ${ms(rec.p99)}`,
    'app CPU ms': triple(s.recommendations.cpuMs),
    target: `p95 < ${TARGET_P95_MS} ms`,
    result: rec.p95 < TARGET_P95_MS ? 'pass' : 'FAIL',
  });
  if (rec.p95 >= TARGET_P95_MS) misses.push(`recommendations p95 ${ms(rec.p95)} ms >= ${TARGET_P95_MS} ms`);
  rows.push({
    part: 'speed (PostgreSQL)',
    case: `GET match-counts (organiser), ${who}, ${counts.length} runs`,
    measure: 'first / slowest ms',
    ours: `${ms(counts[0])} / ${ms(countsWorst)}`,
    'app CPU ms': `${ms(s.matchCounts.cpuMs[0])} / ${ms(Math.max(...s.matchCounts.cpuMs))}`,
    target: `< ${TARGET_COUNTS_MS.toLocaleString('en-US')} ms`,
    result: countsWorst < TARGET_COUNTS_MS ? 'pass' : 'FAIL',
  });
  if (countsWorst >= TARGET_COUNTS_MS) misses.push(`match counts ${ms(countsWorst)} ms >= ${TARGET_COUNTS_MS} ms`);
  rows.push({
    part: 'speed (in process)',
    case: `rankMatches alone, a buyer against ${s.rankAlone.candidates.toLocaleString('en-US')} sellers`,
    measure: 'p50 / p95 ms',
    ours: `${ms(percentile(s.rankAlone.ms, 50))} / ${ms(percentile(s.rankAlone.ms, 95))}`,
    'app CPU ms': `${ms(percentile(s.rankAlone.cpuMs, 50))} / ${ms(percentile(s.rankAlone.cpuMs, 95))}`,
    target: '(not judged)',
    result: '',
  });
  results.speed = {
    ...s,
    recommendationsMs: rec,
    rankAloneMs: { p50: percentile(s.rankAlone.ms, 50), p95: percentile(s.rankAlone.ms, 95) },
  };
}

// Every row with every column, in one order (console.table orders columns as they first appear).
const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))].sort(
  (a, b) => (a === 'target' || a === 'result' ? 1 : 0) - (b === 'target' || b === 'result' ? 1 : 0),
);
console.table(
  rows.map((r) => Object.fromEntries(columns.map((c) => [c, (r as unknown as Record<string, string>)[c] ?? '']))),
);
console.log(
  `Quality: the top ${K} after taking out the sellers each buyer's visible wishes name; "beat" means the 95% interval ` +
    'of the per-buyer difference lies above zero. Speed: loopback, one request at a time' +
    (results.speed
      ? `; load average ${(results.speed as SpeedResult).loadavg.map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs.`
      : '.'),
);
console.log(misses.length ? `Targets missed:\n  ${misses.join('\n  ')}` : 'All targets met.');

const out = process.env.BENCH_RESULTS ?? path.join(import.meta.dirname, '..', 'results', 'recommendations.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ ...results, rows, misses }, null, 2)}\n`);
