// The published instances for the b2bsp benches: the folder (B2BSP_DIR, default
// ../shared/benchmarks/b2bsp/instances beside the repository; not part of it), the published optima
// of its CSV beside it, and the instances read one by one (docs/decisions/020).
import fs from 'node:fs';
import path from 'node:path';
import type { PlacementInstance } from '../../core/placement/types.ts';
import { readDzn } from './dzn.ts';

const root = path.join(import.meta.dirname, '..', '..');
export const instanceDir = path.resolve(root, process.env.B2BSP_DIR ?? '../shared/benchmarks/b2bsp/instances');

/** A column of the published CSV by instance name; empty when the CSV is absent. */
function publishedColumn(column: string): Map<string, number> {
  const values = new Map<string, number>();
  const csv = path.join(instanceDir, '..', 'published-optima-d2.csv');
  if (!fs.existsSync(csv)) return values;
  const [head, ...rows] = fs.readFileSync(csv, 'utf8').trim().split('\n');
  const cols = head.split(',');
  for (const row of rows) {
    const cells = row.split(',');
    values.set(cells[cols.indexOf('instance')], Number(cells[cols.indexOf(column)]));
  }
  return values;
}

/** Published optimum breaks (d = 2) by instance name; empty when the CSV is absent. */
export function publishedOptima(): Map<string, number> {
  return publishedColumn('published_opt_breaks_d2');
}

/** Seconds the fastest published approach (MaxSAT) took on the original at d = 2, by instance name. */
export function publishedSeconds(): Map<string, number> {
  return publishedColumn('fastest_published_time_s');
}

/** Every .dzn file of the folder in name order (only those named in `only`, when given). */
export function* instances(only?: string[]): Generator<{ file: string; name: string; instance: PlacementInstance }> {
  const files = fs
    .readdirSync(instanceDir)
    .filter((f) => f.endsWith('.dzn'))
    .sort();
  for (const f of files) {
    const file = path.join(instanceDir, f);
    const { name, instance } = readDzn(file);
    if (!only || only.includes(name)) yield { file, name, instance };
  }
}
