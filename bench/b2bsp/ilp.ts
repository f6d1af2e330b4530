// The same instance as an integer program for HiGHS (`highs`, WebAssembly), the yardstick of the
// b2bsp bench. x[m,t] = 1 when meeting m takes allowed slot t; every meeting one slot; one meeting
// per person per slot; at most the tables per slot; precedences as sums of t x[m,t]. Breaks: with
// y[p,t] = sum of p's x at t, a start s[p,t] >= y[p,t] - y[p,t-1] (s >= 0); a person's breaks are
// their starts minus one, at most d + 1 starts (fairness d), and the objective is the sum of the
// starts of people with two or more meetings, minus their number.
import loadHighs from 'highs';
import type { PlacementInstance } from '../../core/placement/types.ts';

export interface IlpResult {
  status: 'optimal' | 'infeasible' | 'time limit' | string;
  /** Breaks of the best plan found (null when none). */
  breaks: number | null;
  /** HiGHS's proven lower bound on the breaks. */
  bound: number | null;
  seconds: number;
}

export function buildLp(inst: PlacementInstance, d: number | undefined): string {
  const T = inst.slots;
  const forbidden = inst.forbidden ?? {};
  const lines: string[] = [];
  const per = new Map<string, string[]>();
  const add = (key: string, v: string) => {
    const list = per.get(key) ?? [];
    list.push(v);
    per.set(key, list);
  };
  const count = new Map<string, number>();
  const varsOf: string[][] = [];
  const binaries: string[] = [];
  inst.meetings.forEach((m, i) => {
    const allowed = (m.allowed ?? Array.from({ length: T }, (_, t) => t)).filter(
      (t) =>
        !(forbidden[m.a] ?? []).includes(t) &&
        !(forbidden[m.b] ?? []).includes(t) &&
        (m.fixed === undefined || m.fixed === null || m.fixed === t),
    );
    const vs: string[] = [];
    for (const t of allowed) {
      const v = `x${i}_${t}`;
      vs.push(`${t} ${v}`);
      binaries.push(v);
      add(`slot${t}`, v);
      add(`p${m.a}_${t}`, v);
      add(`p${m.b}_${t}`, v);
    }
    varsOf.push(vs);
    count.set(m.a, (count.get(m.a) ?? 0) + 1);
    count.set(m.b, (count.get(m.b) ?? 0) + 1);
  });
  const busy = inst.people.filter((p) => (count.get(p) ?? 0) >= 2);
  const idx = new Map(inst.people.map((p, i) => [p, i]));
  const obj: string[] = [];
  for (const p of busy) for (let t = 0; t < T; t++) obj.push(`s${idx.get(p)}_${t}`);
  lines.push('Minimize', ` obj: ${obj.join(' + ') || '0 x0_0'} - ${busy.length} one`, 'Subject To', ' fix1: one = 1');
  inst.meetings.forEach((_, i) => {
    const vs = varsOf[i].map((x) => x.split(' ')[1]);
    lines.push(` m${i}: ${vs.length ? vs.join(' + ') : '0 one'} = 1`);
  });
  const tables = (t: number) => (typeof inst.tables === 'number' ? inst.tables : inst.tables[t]);
  for (let t = 0; t < T; t++) {
    const vs = per.get(`slot${t}`) ?? [];
    if (vs.length > tables(t)) lines.push(` cap${t}: ${vs.join(' + ')} <= ${tables(t)}`);
  }
  for (const p of inst.people) {
    const pi = idx.get(p);
    const y = (t: number) => per.get(`p${p}_${t}`) ?? [];
    for (let t = 0; t < T; t++) if (y(t).length > 1) lines.push(` one${pi}_${t}: ${y(t).join(' + ')} <= 1`);
    if (!busy.includes(p)) continue;
    for (let t = 0; t < T; t++) {
      const now = y(t);
      const prev = t > 0 ? y(t - 1) : [];
      if (!now.length) {
        lines.push(` st${pi}_${t}: s${pi}_${t} >= 0`);
        continue;
      }
      lines.push(` st${pi}_${t}: s${pi}_${t} - ${now.join(' - ')}${prev.length ? ` + ${prev.join(' + ')}` : ''} >= 0`);
    }
    if (d !== undefined) {
      lines.push(` fair${pi}: ${Array.from({ length: T }, (_, t) => `s${pi}_${t}`).join(' + ')} <= ${d + 1}`);
    }
  }
  (inst.precedences ?? []).forEach(([u, v], k) => {
    const left = varsOf[v].join(' + ');
    const right = varsOf[u].map((x) => `- ${x}`).join(' ');
    lines.push(` prec${k}: ${left} ${right} >= 1`);
  });
  lines.push('Bounds', ' one = 1');
  lines.push('Binary');
  for (let i = 0; i < binaries.length; i += 20) lines.push(` ${binaries.slice(i, i + 20).join(' ')}`);
  lines.push('End');
  return lines.join('\n');
}

export async function solveIlp(inst: PlacementInstance, d: number | undefined, timeLimitS: number): Promise<IlpResult> {
  const data = buildLp(inst, d);
  const highs = await loadHighs();
  const started = performance.now();
  return highs.withModel({ format: 'lp', data }, (model) => {
    model.options.set({ output_flag: false, time_limit: timeLimitS, mip_rel_gap: 0 });
    model.run();
    const seconds = (performance.now() - started) / 1000;
    const code = model.getModelStatus();
    const c = highs.constants.modelStatus;
    const status = code === c.optimal ? 'optimal' : code === c.infeasible ? 'infeasible' : 'time limit';
    const value = model.getObjectiveValue();
    const dual = Number(model.info.get('mip_dual_bound'));
    const hasPlan = Number(model.info.get('primal_solution_status')) === 2 || code === c.optimal;
    return {
      status,
      breaks: hasPlan && Number.isFinite(value) ? Math.round(value) : null,
      bound:
        status === 'optimal' ? Math.round(value) : Number.isFinite(dual) ? Math.max(0, Math.ceil(dual - 1e-6)) : null,
      seconds,
    };
  });
}
