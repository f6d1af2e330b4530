// `node bench/b2bsp/d0-dimacs.ts FILE.dzn > out.cnf`: "is there a plan without any break?" (fairness
// 0) in an encoding of its own, as DIMACS, so that a native SAT solver can cross-check the answers of
// core/placement/sat at fairness 0 (docs/decisions/020, "Fairness 0 settled"). It shares only the
// compiled model and the matching of bound.ts with the solver: one start per person (the first of
// its n consecutive busy slots, only where its meetings can be matched into them), each meeting in
// one allowed slot inside both its people's blocks, every slot of a block taken by exactly one of
// the person's meetings, the tables as sequential counters, precedences as clauses.
import { matchInto } from '../../core/placement/bound.ts';
import { compile } from '../../core/placement/model.ts';
import { readDzn } from './dzn.ts';

const { instance } = readDzn(process.argv[2]);
const model = compile(instance);
const { P, M, T, allowed, pm, cap } = model;
let vars = 0;
const clauses: number[][] = [];
const atMost = (lits: number[], k: number) => {
  if (lits.length <= k) return;
  if (k === 0) {
    for (const l of lits) clauses.push([-l]);
    return;
  }
  // s(i, j): at least j + 1 of the first i + 1 literals.
  const base = vars;
  vars += lits.length * k;
  const s = (i: number, j: number) => base + i * k + j + 1;
  lits.forEach((l, i) => {
    clauses.push([-l, s(i, 0)]);
    if (i === 0) return;
    for (let j = 0; j < k; j++) clauses.push([-s(i - 1, j), s(i, j)]);
    for (let j = 1; j < k; j++) clauses.push([-l, -s(i - 1, j - 1), s(i, j)]);
    clauses.push([-l, -s(i - 1, k - 1)]);
  });
};
const open = new Uint8Array(T);
const starts: [number, number][][] = [];
for (let p = 0; p < P; p++) {
  const n = pm[p].length;
  const list: [number, number][] = [];
  starts.push(list);
  if (n === 0) continue;
  for (let a = 0; a + n <= T; a++) {
    open.fill(0);
    for (let t = a; t < a + n; t++) open[t] = 1;
    if (matchInto(model, pm[p], open) === n) list.push([a, ++vars]);
  }
  const lits = list.map(([, v]) => v);
  clauses.push(lits);
  atMost(lits, 1);
}
// cover[p][t]: t is inside p's block (0 when no block can hold it).
const cover = new Int32Array(P * T);
for (let p = 0; p < P; p++) {
  for (let t = 0; t < T; t++) {
    const inside = starts[p].filter(([a]) => a <= t && t < a + pm[p].length).map(([, v]) => v);
    if (inside.length === 0) continue;
    const c = ++vars;
    cover[p * T + t] = c;
    clauses.push([-c, ...inside]);
    for (const v of inside) clauses.push([-v, c]);
  }
}
const x = allowed.map((list) => list.map(() => ++vars));
const who = (m: number) => (model.mc[m] >= 0 ? [model.ma[m], model.mb[m], model.mc[m]] : [model.ma[m], model.mb[m]]);
for (let m = 0; m < M; m++) {
  clauses.push(x[m]);
  atMost(x[m], 1);
  allowed[m].forEach((t, i) => {
    for (const p of who(m)) clauses.push(cover[p * T + t] ? [-x[m][i], cover[p * T + t]] : [-x[m][i]]);
  });
}
for (let p = 0; p < P; p++) {
  for (let t = 0; t < T; t++) {
    const xs = pm[p].flatMap((m) => (allowed[m].includes(t) ? [x[m][allowed[m].indexOf(t)]] : []));
    if (cover[p * T + t]) clauses.push([-cover[p * T + t], ...xs]);
    atMost(xs, 1);
  }
}
for (let t = 0; t < T; t++)
  atMost(
    allowed.flatMap((list, m) => (list.includes(t) ? [x[m][list.indexOf(t)]] : [])),
    cap[t],
  );
for (const [u, v] of model.prec) {
  allowed[u].forEach((t, i) => {
    clauses.push([-x[u][i], ...allowed[v].flatMap((t2, j) => (t2 > t ? [x[v][j]] : []))]);
  });
}
process.stdout.write(`p cnf ${vars} ${clauses.length}\n${clauses.map((c) => `${c.join(' ')} 0`).join('\n')}\n`);
