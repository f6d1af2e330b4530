// `node bench/b2bsp/write-variants.ts DIR [SEED]`: writes the seeded variants of variants.ts as
// MiniZinc data files, so that other solvers (the published MiniZinc models, MaxSAT encoders) can
// be run on exactly the variants our bench measures. Each file is the original with its
// `forbidden`, `fixed` and `precedences` items replaced; fairness is not in the files (d = 2 but in
// the fairness-d0, -d1 and -d3 files, which are the originals). Every file written is read back
// with dzn.ts and compared with the variant, so the reader and the writer agree.
import fs from 'node:fs';
import path from 'node:path';
import type { PlacementInstance } from '../../core/placement/types.ts';
import { dznToInstance } from './dzn.ts';
import { instances } from './instances.ts';
import { FAMILIES, makeVariant } from './variants.ts';

const [dir, seedArg] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node bench/b2bsp/write-variants.ts DIR [SEED]');
  process.exit(2);
}
const seed = Number(seedArg ?? 1);

/** Replaces the item `name = ...;` of a data file (the item must be there). */
function replaceItem(text: string, name: string, value: string): string {
  const at = new RegExp(`^${name}\\s*=`, 'm').exec(text);
  if (!at) throw new Error(`no item ${name}`);
  const end = text.indexOf(';', at.index);
  return `${text.slice(0, at.index)}${name} = ${value}${text.slice(end)}`;
}

/** The variant's items in the files' own form: 1-based slots and meetings, 0 a dummy member. */
function toDzn(original: string, v: PlacementInstance): string {
  const forbidden = v.people.map((id) => `{${[0, ...(v.forbidden?.[id] ?? []).map((t) => t + 1)].join(',')}}`);
  const fixed = v.meetings.map((m) => (m.fixed === undefined || m.fixed === null ? 0 : m.fixed + 1));
  const before: number[][] = v.meetings.map(() => []);
  for (const [u, w] of v.precedences ?? []) before[w].push(u + 1);
  let text = replaceItem(original, 'forbidden', `[${forbidden.join(',\n')}]`);
  text = replaceItem(text, 'fixed', `[${fixed.join(',')}]`);
  return replaceItem(text, 'precedences', `[${before.map((list) => `{${list.join(',')}}`).join(',\n')}]`);
}

/** The same rules, whatever the order of forbidden slots and precedences. */
function canonical(v: PlacementInstance): string {
  return JSON.stringify({
    meetings: v.meetings.map((m) => [m.a, m.b, m.allowed, m.fixed ?? null]),
    forbidden: v.people.map((id) => [...(v.forbidden?.[id] ?? [])].sort((a, b) => a - b)),
    precedences: [...(v.precedences ?? [])].map(([u, w]) => `${u}<${w}`).sort(),
  });
}

fs.mkdirSync(dir, { recursive: true });
let written = 0;
for (const { file, name, instance } of instances()) {
  const original = fs.readFileSync(file, 'utf8');
  for (const family of FAMILIES) {
    const variant = makeVariant(instance, name, family, seed);
    const text = toDzn(original, variant);
    if (canonical(dznToInstance(text)) !== canonical(variant))
      throw new Error(`${name} (${family.name}) reads back otherwise`);
    // "fixed 20%" -> fixed-20, "fairness d=0" -> fairness-d0.
    const slug = family.name.replace(/[%=]/g, '').trim().replace(/\s+/g, '-');
    fs.writeFileSync(path.join(dir, `${name}.${slug}.dzn`), text);
    written++;
  }
}
console.log(`${written} variant files in ${dir} (seed ${seed}); fairness d = 2 but in the fairness-d0, -d1, -d3 ones`);
