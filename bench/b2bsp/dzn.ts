// Reads the MiniZinc data files of the B2B meeting scheduling benchmark (Bofill et al., JAIR 2022;
// /work/shared/benchmarks/b2bsp/README.md) into a core/placement instance. Slots become 0-based;
// people are named by their 1-based number in the file, meetings keep the file's order.
import fs from 'node:fs';
import path from 'node:path';
import type { PlacementInstance } from '../../core/placement/types.ts';

type Value = number | Value[] | { set: number[] };

/** Parses `name = value;` items: integers, arrays `[...]`, sets `{...}` and 2-D arrays `[| a, b, | c, d, |]`. */
export function parseDzn(text: string): Record<string, Value> {
  const src = text.replace(/%[^\n]*/g, '');
  const out: Record<string, Value> = {};
  let i = 0;
  const skip = () => {
    while (i < src.length && /\s/.test(src[i])) i++;
  };
  const expect = (c: string) => {
    skip();
    if (src[i] !== c) throw new Error(`expected "${c}" at ${i}, found "${src.slice(i, i + 20)}"`);
    i++;
  };
  const int = (): number => {
    skip();
    const m = /^-?\d+/.exec(src.slice(i, i + 24));
    if (!m) throw new Error(`expected a number at ${i}: "${src.slice(i, i + 20)}"`);
    i += m[0].length;
    return Number(m[0]);
  };
  const value = (): Value => {
    skip();
    if (src[i] === '{') {
      i++;
      const set: number[] = [];
      skip();
      while (src[i] !== '}') {
        set.push(int());
        skip();
        if (src[i] === ',') i++;
        skip();
      }
      i++;
      return { set };
    }
    if (src[i] === '[') {
      i++;
      skip();
      if (src[i] === '|') {
        // 2-D array: rows between bars.
        i++;
        const rows: Value[] = [];
        let row: Value[] = [];
        for (;;) {
          skip();
          if (src[i] === '|') {
            i++;
            if (row.length) rows.push(row);
            row = [];
            skip();
            if (src[i] === ']') {
              i++;
              return rows;
            }
            continue;
          }
          row.push(value());
          skip();
          if (src[i] === ',') i++;
        }
      }
      const list: Value[] = [];
      while (src[i] !== ']') {
        list.push(value());
        skip();
        if (src[i] === ',') i++;
        skip();
      }
      i++;
      return list;
    }
    return int();
  };
  for (;;) {
    skip();
    if (i >= src.length) break;
    const m = /^[A-Za-z_]\w*/.exec(src.slice(i, i + 100));
    if (!m) throw new Error(`expected a name at ${i}: "${src.slice(i, i + 20)}"`);
    i += m[0].length;
    expect('=');
    out[m[0]] = value();
    expect(';');
  }
  return out;
}

const num = (v: Value | undefined, name: string): number => {
  if (typeof v !== 'number') throw new Error(`${name} is not a number`);
  return v;
};
const list = (v: Value | undefined, name: string): Value[] => {
  if (!Array.isArray(v)) throw new Error(`${name} is not an array`);
  return v;
};
const set = (v: Value, name: string): number[] => {
  if (typeof v !== 'object' || Array.isArray(v)) throw new Error(`${name} holds a non-set`);
  return v.set;
};

/** A benchmark instance as a placement instance (its meetings in file order). */
export function dznToInstance(text: string): PlacementInstance {
  const d = parseDzn(text);
  const P = num(d.nBusiness, 'nBusiness');
  const M = num(d.nMeetings, 'nMeetings');
  const T = num(d.nTotalSlots, 'nTotalSlots');
  const L = num(d.nTables, 'nTables');
  // Instances with one session only leave out the morning's length.
  const morning = d.nMorningSlots === undefined ? T : num(d.nMorningSlots, 'nMorningSlots');
  const requested = list(d.requested, 'requested');
  if (requested.length !== M) throw new Error(`requested has ${requested.length} rows for ${M} meetings`);
  const people = Array.from({ length: P }, (_, p) => String(p + 1));
  const all = Array.from({ length: T }, (_, t) => t);
  const meetings = requested.map((row, m) => {
    const [a, b, session] = list(row, `requested[${m + 1}]`).map((x) => num(x, `requested[${m + 1}]`));
    const allowed = session === 1 ? all.slice(0, morning) : session === 2 ? all.slice(morning) : all;
    return { a: String(a), b: String(b), allowed };
  });
  const forbidden: Record<string, number[]> = {};
  if (d.forbidden !== undefined) {
    list(d.forbidden, 'forbidden').forEach((v, p) => {
      // 0 is a dummy member; slots are 1-based in the file.
      const slots = set(v, `forbidden[${p + 1}]`)
        .filter((t) => t > 0)
        .map((t) => t - 1);
      if (slots.length) forbidden[String(p + 1)] = slots;
    });
  }
  if (d.fixed !== undefined) {
    list(d.fixed, 'fixed').forEach((v, m) => {
      const t = num(v, `fixed[${m + 1}]`);
      if (t > 0) meetings[m] = { ...meetings[m], fixed: t - 1 } as (typeof meetings)[number];
    });
  }
  const precedences: [number, number][] = [];
  if (d.precedences !== undefined) {
    // precedences[m]: the meetings (1-based) held before meeting m.
    list(d.precedences, 'precedences').forEach((v, m) => {
      for (const before of set(v, `precedences[${m + 1}]`)) precedences.push([before - 1, m]);
    });
  }
  return { people, meetings, slots: T, tables: L, forbidden, precedences };
}

export function readDzn(file: string): { name: string; instance: PlacementInstance } {
  const name = path.basename(file).replace(/\.original\.dzn$|\.dzn$/, '');
  return { name, instance: dznToInstance(fs.readFileSync(file, 'utf8')) };
}
