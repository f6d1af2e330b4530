// Seeded scheduler instances that look like a fair: a few sellers everyone wants (Zipf-like
// popularity), wish weights as pairWeight gives them (1..6), Korean-speaking sellers and buyers
// from several language areas, interpreters for some of those languages, a lunch slot blocked for
// every buyer, some buyer-specific blocks, and some meetings already kept.

import type { SchedulerInput } from '../../core/scheduler/types.ts';
import { pairWeight, type SideWish } from '../../core/scheduler/weights.ts';

export interface InstanceSpec {
  buyers: number;
  sellers: number;
  days: number;
  slotsPerDay: number;
  wishes: number;
  interpreters: number;
  /** Share of buyer-slots blocked for that buyer alone. */
  blockedShare: number;
  /** Kept meetings, as a share of the wishes. */
  keptShare: number;
  /** Tables of the project (absent: none); the first `fixedTables` sellers (the most wanted) each have their own. */
  tables?: number;
  fixedTables?: number;
  /** Share of each seller's and interpreter's slots they are away (marked unavailable). */
  awayShare?: number;
  seed: number;
}

/** A small, fast, seedable PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BUYER_LANGS = ['en', 'en', 'en', 'zh', 'zh', 'ja', 'vi', 'es', 'de', 'ar'];
const INTERPRETER_LANGS = ['en', 'zh', 'ja', 'vi', 'es'];

/** Builds the instance `spec` describes; equal specs give equal instances. */
export function generate(spec: InstanceSpec): SchedulerInput {
  const r = rng(spec.seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const buyers = Array.from({ length: spec.buyers }, (_, i) => `b${i}`);
  const sellers = Array.from({ length: spec.sellers }, (_, i) => `s${i}`);
  const dates = Array.from({ length: spec.days }, (_, i) => `2030-06-${String(3 + i).padStart(2, '0')}`);
  const languages: Record<string, string[]> = {};
  for (const b of buyers) {
    const home = pick(BUYER_LANGS);
    languages[b] = home !== 'en' && r() < 0.4 ? [home, 'en'] : [home];
  }
  for (const s of sellers) languages[s] = r() < 0.35 ? ['ko', 'en'] : ['ko'];
  const interpreters = Array.from({ length: spec.interpreters }, (_, i) => ({
    id: `i${i}`,
    languages: ['ko', INTERPRETER_LANGS[i % INTERPRETER_LANGS.length], ...(r() < 0.3 ? ['en'] : [])],
  }));

  // Seller popularity ~ 1 / (rank + 5): cumulative table for sampling.
  const cum = new Float64Array(spec.sellers);
  let total = 0;
  for (let i = 0; i < spec.sellers; i++) {
    total += 1 / (i + 5);
    cum[i] = total;
  }
  const popularSeller = () => {
    const x = r() * total;
    let lo = 0;
    let hi = spec.sellers - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const side = (mustShare: number, likeShare: number): SideWish => {
    const x = r();
    return { priority: x < mustShare ? 'must' : x < mustShare + likeShare ? 'like' : null };
  };
  const seen = new Set<string>();
  const wishes: SchedulerInput['wishes'] = [];
  const maxWishes = Math.min(spec.wishes, spec.buyers * spec.sellers);
  while (wishes.length < maxWishes) {
    const b = Math.floor(r() * spec.buyers);
    const s = r() < 0.7 ? popularSeller() : Math.floor(r() * spec.sellers);
    const key = `${b}-${s}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const weight = pairWeight(side(0.3, 0.7), side(0.15, 0.25));
    wishes.push({ buyerId: buyers[b], sellerId: sellers[s], weight });
  }

  const blocked: SchedulerInput['blocked'] = [];
  const lunch = Math.ceil(spec.slotsPerDay / 2);
  for (const date of dates) if (spec.slotsPerDay >= 4) blocked.push({ date, slot: lunch, buyerId: null });
  const blockedSet = new Set<string>();
  const nBlocks = Math.round(spec.blockedShare * spec.buyers * spec.days * spec.slotsPerDay);
  for (let k = 0; k < nBlocks; k++) {
    const buyerId = pick(buyers);
    const date = pick(dates);
    const slot = 1 + Math.floor(r() * spec.slotsPerDay);
    blockedSet.add(`${buyerId}|${date}|${slot}`);
    blocked.push({ date, slot, buyerId });
  }

  // Kept meetings: some wished pairs already met (left out), the rest between other pairs.
  const busy = new Set<string>();
  const existing: SchedulerInput['existing'] = [];
  const nKept = Math.round(spec.keptShare * spec.wishes);
  for (let k = 0, guard = 0; k < nKept && guard < nKept * 20; guard++) {
    const w = r() < 0.5 ? pick(wishes) : { buyerId: pick(buyers), sellerId: pick(sellers) };
    const date = pick(dates);
    const slot = 1 + Math.floor(r() * spec.slotsPerDay);
    const at = `${date}|${slot}`;
    if (slot === lunch || busy.has(`${w.buyerId}|${at}`) || busy.has(`${w.sellerId}|${at}`)) continue;
    if (blockedSet.has(`${w.buyerId}|${at}`)) continue;
    busy.add(`${w.buyerId}|${at}`);
    busy.add(`${w.sellerId}|${at}`);
    existing.push({ date, slot, buyerId: w.buyerId, sellerId: w.sellerId, interpreterId: null });
    k++;
  }
  // Sellers and interpreters away now and then (a buyer's absence is its block above).
  const unavailable: NonNullable<SchedulerInput['unavailable']> = [];
  const others = [...sellers, ...interpreters.map((i) => i.id)];
  const nAway = Math.round((spec.awayShare ?? 0) * others.length * spec.days * spec.slotsPerDay);
  for (let k = 0; k < nAway; k++) {
    unavailable.push({ personId: pick(others), date: pick(dates), slot: 1 + Math.floor(r() * spec.slotsPerDay) });
  }
  let tables: SchedulerInput['tables'];
  if (spec.tables) {
    const fixed = Math.min(spec.fixedTables ?? 0, spec.tables, spec.sellers);
    const fixedSellers = sellers.slice(0, fixed);
    const own = new Set(fixedSellers);
    // Kept meetings of sellers without a table of their own take pool tables.
    const taken = new Map<string, number>();
    for (const x of existing) {
      if (own.has(x.sellerId)) continue;
      const k = `${x.date}|${x.slot}`;
      taken.set(k, (taken.get(k) ?? 0) + 1);
    }
    tables = {
      pool: spec.tables - fixed,
      fixedSellers,
      poolTaken: [...taken].map(([k, count]) => {
        const [date, slot] = k.split('|');
        return { date, slot: Number(slot), count };
      }),
    };
  }
  return {
    dates,
    slotsPerDay: spec.slotsPerDay,
    buyers,
    sellers,
    wishes,
    existing,
    blocked,
    ...(unavailable.length ? { unavailable } : {}),
    ...(tables ? { tables } : {}),
    languages,
    interpreters,
  };
}
