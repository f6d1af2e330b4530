// `node bench/b2bsp/dimacs.ts FILE.dzn K > out.cnf`: writes the CDCL encoding of core/placement/sat
// (fairness 2, at most K breaks) as DIMACS, each "at most k" as a sequential counter, so that a
// native SAT solver can be run on exactly the same problem for comparison (docs/decisions/020).
import { prove } from '../../core/placement/bound.ts';
import { compile } from '../../core/placement/model.ts';
import { encode } from '../../core/placement/sat/encode.ts';
import { readDzn } from './dzn.ts';

const [file, k] = process.argv.slice(2);
const { instance } = readDzn(file);
const model = compile(instance);
const proofs = prove(model, 2, instance.people);
const enc = encode(model, 2, Number(k), proofs.personBound, { log: true });
const log = enc.solver.log!;
let n = enc.solver.nVars;
const dim = (l: number) => ((l & 1 ? -1 : 1) * ((l >> 1) + 1)).toString();
const out: string[] = log.clauses.map((c) => c.map(dim).join(' '));
for (const [lits, kk] of log.atMost) {
  if (lits.length <= kk) continue;
  if (kk === 0) {
    for (const l of lits) out.push(dim(l ^ 1));
    continue;
  }
  // s[i][j]: at least j + 1 of the first i + 1 literals are true (DIMACS variable numbers).
  const s = (i: number, j: number) => base + i * kk + j + 1;
  const base = n;
  n += lits.length * kk;
  const x = (i: number) => dim(lits[i] ^ 1);
  for (let i = 0; i < lits.length; i++) {
    out.push(`${x(i)} ${s(i, 0)}`);
    if (i > 0) {
      for (let j = 0; j < kk; j++) out.push(`-${s(i - 1, j)} ${s(i, j)}`);
      for (let j = 1; j < kk; j++) out.push(`${x(i)} -${s(i - 1, j - 1)} ${s(i, j)}`);
      out.push(`${x(i)} -${s(i - 1, kk - 1)}`);
    }
  }
}
process.stdout.write(`p cnf ${n} ${out.length}\n${out.join(' 0\n')} 0\n`);
