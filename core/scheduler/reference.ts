// Slow, obviously-correct references the tests hold the scheduler against: an exhaustive search
// for the true optimum of tiny instances, the plain per-slot rule check behind every unmet
// reason, and a textbook maximum flow for the size of a maximum b-matching. Not used at run time.
import { needsInterpreter } from '../rules/languages.ts';
import { keptMeetingKey, languagesOf } from './model.ts';
import type { SchedulerInput } from './types.ts';

type Pair = { buyerId: string; sellerId: string; weight: number };

/** The rules of one input on the calendars before planning, in plain strings and sets. */
export function referenceRules(input: SchedulerInput) {
  const limit = Math.min(input.slotsPerDay, input.maxMeetingsPerDay ?? input.slotsPerDay);
  // The project's daily maximum: buyers' and sellers' meetings of this project only.
  const ownLimit = input.projectDailyLimit ?? Number.POSITIVE_INFINITY;
  const parties = new Set([...input.buyers, ...input.sellers]);
  const busy = new Set<string>();
  const perDay = new Map<string, number>();
  const ownDay = new Map<string, number>();
  const seen = new Set<string>();
  for (const x of input.existing) {
    const first = !seen.has(keptMeetingKey(x));
    seen.add(keptMeetingKey(x));
    for (const who of [x.buyerId, x.sellerId, x.interpreterId]) {
      if (!who) continue;
      busy.add(`${who}|${x.date}|${x.slot}`);
      if (first) perDay.set(`${who}|${x.date}`, (perDay.get(`${who}|${x.date}`) ?? 0) + 1);
    }
    if (first && !x.otherProject) {
      for (const who of [x.buyerId, x.sellerId])
        ownDay.set(`${who}|${x.date}`, (ownDay.get(`${who}|${x.date}`) ?? 0) + 1);
    }
  }
  /** Kept meetings of this project of a buyer or seller on a date. */
  const ownOn = (who: string, date: string) => ownDay.get(`${who}|${date}`) ?? 0;
  /** True when `who` may have `extra` more meetings on `date` than kept ones under both daily limits. */
  const roomFor = (who: string, date: string, extra: number) =>
    (perDay.get(`${who}|${date}`) ?? 0) + extra <= limit && (!parties.has(who) || ownOn(who, date) + extra <= ownLimit);
  const blocked = new Set(input.blocked.map((b) => `${b.buyerId ?? '*'}|${b.date}|${b.slot}`));
  const away = new Set((input.unavailable ?? []).map((u) => `${u.personId}|${u.date}|${u.slot}`));
  // Pool tables free before planning, per slot; Infinity without tables.
  const poolTaken = new Map<string, number>();
  for (const x of input.tables?.poolTaken ?? []) {
    poolTaken.set(`${x.date}|${x.slot}`, (poolTaken.get(`${x.date}|${x.slot}`) ?? 0) + x.count);
  }
  const poolAt = (date: string, slot: number) =>
    input.tables ? Math.max(0, input.tables.pool - (poolTaken.get(`${date}|${slot}`) ?? 0)) : Number.POSITIVE_INFINITY;
  const usesPool = (sellerId: string) => !!input.tables && !input.tables.fixedSellers.includes(sellerId);
  const slots = input.dates.flatMap((date) =>
    Array.from({ length: input.slotsPerDay }, (_, k) => ({ date, slot: k + 1 })),
  );
  /** Free at that slot, daily limits aside. */
  const open = (who: string, date: string, slot: number, isBuyer: boolean) =>
    !busy.has(`${who}|${date}|${slot}`) &&
    !away.has(`${who}|${date}|${slot}`) &&
    !(isBuyer && (blocked.has(`*|${date}|${slot}`) || blocked.has(`${who}|${date}|${slot}`)));
  const free = (who: string, date: string, slot: number, isBuyer: boolean) =>
    open(who, date, slot, isBuyer) && roomFor(who, date, 1);
  const langs = (id: string) => languagesOf(input.languages[id]);
  /** Interpreters able to serve the pair, or null when it needs none. */
  const interpretersFor = (b: string, s: string): string[] | null => {
    const lb = langs(b);
    const ls = langs(s);
    if (!needsInterpreter(lb, ls)) return null;
    return input.interpreters
      .filter((i) => {
        const li = languagesOf(i.languages);
        return li.some((l) => lb.includes(l)) && li.some((l) => ls.includes(l));
      })
      .map((i) => i.id);
  };
  /** Both free and an interpreter when needed, tables aside. */
  const peopleFit = (b: string, s: string, date: string, slot: number) => {
    if (!free(b, date, slot, true) || !free(s, date, slot, false)) return false;
    const need = interpretersFor(b, s);
    return need === null || need.some((i) => free(i, date, slot, false));
  };
  const pairFits = (b: string, s: string, date: string, slot: number) =>
    peopleFit(b, s, date, slot) && (!usesPool(s) || poolAt(date, slot) > 0);
  const isAway = (who: string, date: string, slot: number) => away.has(`${who}|${date}|${slot}`);
  /** Kept meetings of a person on a date. */
  const keptOn = (who: string, date: string) => perDay.get(`${who}|${date}`) ?? 0;
  return { limit, slots, open, free, roomFor, interpretersFor, pairFits, peopleFit, isAway, poolAt, usesPool, keptOn };
}

/** The best total weight any valid plan reaches, by exhaustive search (tiny instances only). */
export function bruteForceOptimum(input: SchedulerInput, pairs: Pair[]): number {
  const { slots, free, roomFor, interpretersFor, poolAt, usesPool } = referenceRules(input);
  const taken = new Set<string>();
  const pool = new Map<string, number>();
  const perDay = new Map<string, number>();
  const use = (who: string, date: string, slot: number, d: number) => {
    if (d > 0) taken.add(`${who}|${date}|${slot}`);
    else taken.delete(`${who}|${date}|${slot}`);
    perDay.set(`${who}|${date}`, (perDay.get(`${who}|${date}`) ?? 0) + d);
  };
  // Free before planning, not taken by a new meeting, and kept plus new meetings under the limits.
  const fits = (who: string, date: string, slot: number, isBuyer: boolean) =>
    free(who, date, slot, isBuyer) &&
    !taken.has(`${who}|${date}|${slot}`) &&
    roomFor(who, date, (perDay.get(`${who}|${date}`) ?? 0) + 1);
  let best = 0;
  const rest = pairs.map((_, k) => pairs.slice(k).reduce((s, p) => s + p.weight, 0));
  const go = (k: number, sum: number) => {
    if (sum > best) best = sum;
    if (k === pairs.length || sum + rest[k] <= best) return;
    const { buyerId: b, sellerId: s, weight } = pairs[k];
    const need = interpretersFor(b, s);
    for (const { date, slot } of slots) {
      if (!fits(b, date, slot, true) || !fits(s, date, slot, false)) continue;
      const at = `${date}|${slot}`;
      const table = usesPool(s) ? 1 : 0;
      if ((pool.get(at) ?? 0) + table > poolAt(date, slot)) continue;
      for (const i of need ?? [null]) {
        if (i !== null && !fits(i, date, slot, false)) continue;
        for (const who of [b, s, i]) if (who) use(who, date, slot, 1);
        pool.set(at, (pool.get(at) ?? 0) + table);
        go(k + 1, sum + weight);
        pool.set(at, (pool.get(at) ?? 0) - table);
        for (const who of [b, s, i]) if (who) use(who, date, slot, -1);
      }
    }
    go(k + 1, sum);
  };
  go(0, 0);
  return best;
}

/** Size of a maximum b-matching (each person at most cap meetings) by Edmonds-Karp max flow. */
export function maxBMatchingSize(pairs: { buyerId: string; sellerId: string }[], cap: number): number {
  const ids = [...new Set(pairs.flatMap((p) => [`b:${p.buyerId}`, `s:${p.sellerId}`]))];
  const n = ids.length + 2;
  const source = n - 2;
  const sink = n - 1;
  const at = new Map(ids.map((id, k) => [id, k]));
  const residual = Array.from({ length: n }, () => new Map<number, number>());
  const edge = (u: number, v: number, c: number) => {
    residual[u].set(v, (residual[u].get(v) ?? 0) + c);
    if (!residual[v].has(u)) residual[v].set(u, 0);
  };
  for (const id of ids) {
    if (id.startsWith('b:')) edge(source, at.get(id)!, cap);
    else edge(at.get(id)!, sink, cap);
  }
  for (const p of pairs) edge(at.get(`b:${p.buyerId}`)!, at.get(`s:${p.sellerId}`)!, 1);
  let flow = 0;
  for (;;) {
    const prev = new Array<number>(n).fill(-1);
    prev[source] = source;
    const queue = [source];
    while (queue.length && prev[sink] < 0) {
      const u = queue.shift()!;
      for (const [v, c] of residual[u]) {
        if (c > 0 && prev[v] < 0) {
          prev[v] = u;
          queue.push(v);
        }
      }
    }
    if (prev[sink] < 0) return flow;
    for (let v = sink; v !== source; v = prev[v]) {
      residual[prev[v]].set(v, residual[prev[v]].get(v)! - 1);
      residual[v].set(prev[v], residual[v].get(prev[v])! + 1);
    }
    flow++;
  }
}
