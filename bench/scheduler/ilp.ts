// The exact optimum of a scheduler instance by integer programming (HiGHS, WebAssembly), as the
// yardstick for core/scheduler. Time-indexed model: one binary per (wish, slot) where the wish
// could go, or per (wish, slot, interpreter) when it needs one; at most one slot per pair; one
// meeting per person per slot; at most the daily limit per person per day.
import loadHighs from 'highs';
import { buildModel, personFree } from '../../core/scheduler/model.ts';
import type { SchedulerInput } from '../../core/scheduler/types.ts';

export interface IlpResult {
  /** 'optimal' when proved; else 'time limit' and `bound` is the solver's best proven bound. */
  status: string;
  objective: number;
  bound: number;
  seconds: number;
  variables: number;
}

/** Builds the model in CPLEX LP text and solves it within `timeLimitS` seconds. */
export async function solveIlp(input: SchedulerInput, timeLimitS: number): Promise<IlpResult> {
  const m = buildModel(input);
  const { T, D, S } = m;
  const objective: string[] = [];
  const rows = new Map<string, string[]>();
  const row = (key: string, v: string) => {
    let r = rows.get(key);
    if (!r) {
      r = [];
      rows.set(key, r);
    }
    r.push(v);
  };
  let n = 0;
  const addVar = (e: number, t: number, people: number[]) => {
    const v = `x${n++}`;
    objective.push(`${m.ww[e]} ${v}`);
    row(`pair${e}`, v);
    for (const p of people) {
      row(`slot_${p}_${t}`, v);
      row(`day_${p}_${(t / S) | 0}`, v);
    }
  };
  for (let e = 0; e < m.nW; e++) {
    const b = m.wb[e];
    const s = m.ws[e];
    for (let t = 0; t < T; t++) {
      if (!personFree(m, b, t) || !personFree(m, s, t)) continue;
      if (m.wg[e] < 0) addVar(e, t, [b, s]);
      else for (const i of m.groups[m.wg[e]]) if (personFree(m, i, t)) addVar(e, t, [b, s, i]);
    }
  }
  const lines = ['Maximize', ` obj: ${objective.join(' + ') || '0 x0'}`, 'Subject To'];
  for (const [key, vars] of rows) {
    let limit = 1;
    if (key.startsWith('day_')) {
      const [, p, d] = key.split('_').map(Number);
      limit = m.L - m.dayCnt[p * D + d];
      // Redundant when the person has no more free slots that day than the limit allows.
      let free = 0;
      for (let t = d * S; t < (d + 1) * S; t++) if (personFree(m, p, t)) free++;
      if (limit >= free) continue;
    } else if (vars.length < 2) continue;
    lines.push(` ${key}: ${vars.join(' + ')} <= ${limit}`);
  }
  lines.push('Binary', ...chunk(Array.from({ length: Math.max(n, 1) }, (_, k) => `x${k}`)), 'End');

  const highs = await loadHighs();
  const started = performance.now();
  return highs.withModel({ format: 'lp', data: lines.join('\n') }, (model) => {
    model.options.set({ output_flag: false, time_limit: timeLimitS, mip_rel_gap: 0 });
    model.run();
    const seconds = (performance.now() - started) / 1000;
    const code = model.getModelStatus();
    const objectiveValue = n ? model.getObjectiveValue() : 0;
    const dual = Number(model.info.get('mip_dual_bound'));
    const optimal = code === highs.constants.modelStatus.optimal || code === highs.constants.modelStatus.empty;
    return {
      status: optimal ? 'optimal' : 'time limit',
      objective: objectiveValue,
      bound: optimal ? objectiveValue : dual,
      seconds,
      variables: n,
    };
  });
}

function chunk(names: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < names.length; i += 20) out.push(` ${names.slice(i, i + 20).join(' ')}`);
  return out;
}
