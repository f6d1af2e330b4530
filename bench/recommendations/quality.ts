// Ranking quality on synthetic events (generate.ts): for each buyer, each method orders every seller;
// the sellers the buyer's visible wishes already name are taken out of every order (they are known,
// the question is who else), and the hidden third of the wishes is what the top ten should find.
import { type MatchProfile, type MatchSignals, matchKey, rankMatches } from '../../core/matching/rank.ts';
import { type EventSpec, generateEvent, type SimEvent, seededRandom, shuffle } from './generate.ts';

export const K = 10;

/** A method orders the sellers (indices) for buyer `b`, best first; it may leave some out. */
type Method = (event: SimEvent, b: number, random: () => number) => number[];

/** rankMatches as shipped; `withWishes` false gives it no wishes of either side (profiles alone). */
const rankedBy =
  (withWishes: boolean): Method =>
  (event, b) => {
    const index = new Map(event.sellers.map((s, i) => [s.id, i]));
    const ids = (list: number[]) => new Set(withWishes ? list.map((s) => event.sellers[s].id) : []);
    const signals: MatchSignals = {
      wishedByMe: ids(event.visibleWishes[b]),
      wishedMe: ids(event.wishedBy[b]),
      interpreterLanguages: new Set([...event.interpreterLanguages].map(matchKey)),
    };
    const me: MatchProfile = event.buyers[b];
    return rankMatches(me, event.sellers, signals).map((m) => index.get(m.id)!);
  };

const randomOrder: Method = (event, _b, random) =>
  shuffle(
    random,
    event.sellers.map((_, i) => i),
  );

/** Shared visible categories (trimmed, any case), ties in random order. */
const sharedCategories: Method = (event, b, random) => {
  const norm = (list: readonly string[]) => new Set(list.map((c) => c.trim().toLowerCase()).filter(Boolean));
  const mine = norm(event.buyers[b].categories);
  const scored = event.sellers.map((s, i) => ({
    i,
    n: [...norm(s.categories)].filter((c) => mine.has(c)).length,
    tie: random(),
  }));
  return scored.sort((x, y) => y.n - x.n || x.tie - y.tie).map((x) => x.i);
};

/** The hidden utility itself: no ranking can know it; the ceiling the noise leaves. */
const ceiling: Method = (event, b) => {
  const S = event.sellers.length;
  return event.sellers.map((_, i) => i).sort((x, y) => event.utility[b * S + y] - event.utility[b * S + x]);
};

export const METHODS = {
  ours: rankedBy(true),
  random: randomOrder,
  categories: sharedCategories,
  ceiling,
  /** Ours without the wish signals: how much of its lead the profiles alone give (JSON only). */
  oursProfilesOnly: rankedBy(false),
} as const;
export type MethodName = keyof typeof METHODS;

/** recall@K and NDCG@K of one order against the relevant set (binary relevance). */
export function scoreOrder(order: readonly number[], relevant: ReadonlySet<number>, k = K) {
  let hits = 0;
  let dcg = 0;
  order.slice(0, k).forEach((s, i) => {
    if (relevant.has(s)) {
      hits++;
      dcg += 1 / Math.log2(i + 2);
    }
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(relevant.size, k); i++) ideal += 1 / Math.log2(i + 2);
  return { recall: relevant.size ? hits / relevant.size : 0, ndcg: ideal ? dcg / ideal : 0 };
}

export interface PerBuyer {
  recall: Record<MethodName, number[]>;
  ndcg: Record<MethodName, number[]>;
  /** How many sellers (after the known wishes) ours put in its list, per buyer: fewer than K costs. */
  oursLength: number[];
  msOurs: number;
}

/** Every buyer of one event through every method. */
export function evaluateEvent(spec: EventSpec): PerBuyer {
  const event = generateEvent(spec);
  const names = Object.keys(METHODS) as MethodName[];
  const empty = () => Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<MethodName, number[]>;
  const out: PerBuyer = { recall: empty(), ndcg: empty(), oursLength: [], msOurs: 0 };
  // Each method draws from its own stream, so adding one does not change another's numbers.
  const streams = Object.fromEntries(names.map((n, i) => [n, seededRandom(spec.seed * 31 + i + 1)]));
  for (let b = 0; b < event.buyers.length; b++) {
    const known = new Set(event.visibleWishes[b]);
    const relevant = new Set(event.hiddenWishes[b]);
    for (const name of names) {
      const start = performance.now();
      const order = METHODS[name](event, b, streams[name]).filter((s) => !known.has(s));
      if (name === 'ours') {
        out.msOurs += performance.now() - start;
        out.oursLength.push(order.length);
      }
      const { recall, ndcg } = scoreOrder(order, relevant);
      out.recall[name].push(recall);
      out.ndcg[name].push(ndcg);
    }
  }
  return out;
}

export const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);

/** Mean of the paired differences a - b and its 95% interval (normal approximation). */
export function pairedDifference(a: readonly number[], b: readonly number[]) {
  const d = a.map((x, i) => x - b[i]);
  const m = mean(d);
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(d.length - 1, 1));
  const half = (1.96 * sd) / Math.sqrt(Math.max(d.length, 1));
  return { mean: m, low: m - half, high: m + half };
}
