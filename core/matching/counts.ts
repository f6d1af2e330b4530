// How many good matches each buyer and seller of a project has (docs/rules.md#matchmaking), for the
// organiser to see who has none. The same scores as rankMatches (profiles only: wishes and slots
// aside), computed for every buyer-seller pair at once with the profiles turned into numbers, so a
// project of 7,500 buyers and 7,500 sellers takes a few seconds rather than a few minutes.
import type { EligibilityPerson } from './eligible.ts';
import {
  BOTH_MARKETS_BONUS,
  CATEGORY_DECAY,
  categoryRarity,
  MATCH_WEIGHTS,
  type MatchProfile,
  type MatchWeights,
  matchKey,
} from './rank.ts';

/**
 * The score from which a match counts as good: about one shared category together with a market
 * either of them serves (10 x rarity + 6), or two shared categories with a common language. One
 * shared category alone, or a market and a language without a category, stay below it.
 */
export const GOOD_MATCH_SCORE = 12;

/** A buyer or seller as the counts see them: their profile and their company. */
export type CountedPerson = MatchProfile & Omit<EligibilityPerson, 'id'>;

/** Numbers for strings: the same key gets the same number (-1 for blank). */
class Codes {
  private readonly map = new Map<string, number>();
  get size(): number {
    return this.map.size;
  }
  of(value: string): number {
    const key = matchKey(value);
    if (key === '') return -1;
    let code = this.map.get(key);
    if (code === undefined) {
      code = this.map.size;
      this.map.set(key, code);
    }
    return code;
  }
}

/** One side's people as flat bitsets: `words` words per person for each kind of list. */
interface Side {
  n: number;
  categories: Uint32Array;
  markets: Uint32Array;
  languages: Uint32Array;
  hasLanguages: Uint8Array;
  covered: Uint8Array;
  country: Int32Array;
  industry: Int32Array;
  company: Int32Array;
  /** Number of the company record, or -1; only for records with an exclusion. */
  kept: Int32Array;
  /** Rarity of each category among this side (as candidates of the other). */
  rarity: Float64Array;
}

function bitsOf(codes: number[], into: Uint32Array, offset: number) {
  for (const c of codes) {
    if (c < 0) continue;
    const w = offset + (c >>> 5);
    into[w] = (into[w] as number) | (1 << (c & 31));
  }
}

/** The lowest set bit's index of a non-zero 32-bit word. */
const lowBit = (x: number) => 31 - Math.clz32(x & -x);

/**
 * For each buyer and seller, how many people of the other side are good matches for them (score at
 * least `threshold` from their own view, as rankMatches gives without wishes), leaving out pairs of
 * one company and pairs the organiser keeps apart (`excludedPairs` of company ids, as pairKey).
 * Markets, languages and industry score the same from both views; only the rarity of the shared
 * categories differs, each taken among the other side.
 */
export function countGoodMatches(
  buyers: readonly CountedPerson[],
  sellers: readonly CountedPerson[],
  context: { interpreterLanguages: ReadonlySet<string>; excludedPairs: ReadonlySet<string> },
  threshold: number = GOOD_MATCH_SCORE,
  weights: MatchWeights = MATCH_WEIGHTS,
): Map<string, number> {
  const codes = { categories: new Codes(), countries: new Codes(), languages: new Codes(), other: new Codes() };
  const all = [...buyers, ...sellers];
  const coded = all.map((p) => ({
    categories: p.categories.map((c) => codes.categories.of(c)),
    markets: p.markets.map((m) => codes.countries.of(m)),
    country: codes.countries.of(p.country),
    languages: p.languages.map((l) => codes.languages.of(l)),
    covered: p.languages.some((l) => context.interpreterLanguages.has(matchKey(l))),
    industry: matchKey(p.industry) === '' ? -1 : codes.other.of(`industry:${matchKey(p.industry)}`),
    company: p.companyKey === null ? -1 : codes.other.of(`company:${p.companyKey}`),
  }));
  // Company records with an exclusion get a number; a kept-apart pair is the number a * size + b.
  const keptApart = new Map<string, number>();
  const pairs = [...context.excludedPairs].map((key) => key.split('|') as [string, string]);
  for (const pair of pairs) for (const id of pair) if (!keptApart.has(id)) keptApart.set(id, keptApart.size);
  const apart = new Set(
    pairs.map(([x, y]) => (keptApart.get(x) as number) * keptApart.size + (keptApart.get(y) as number)),
  );
  const isApart = (x: number, y: number) =>
    x >= 0 && y >= 0 && (apart.has(x * keptApart.size + y) || apart.has(y * keptApart.size + x));
  const cw = Math.max(1, Math.ceil(codes.categories.size / 32));
  const mw = Math.max(1, Math.ceil(codes.countries.size / 32));
  const lw = Math.max(1, Math.ceil(codes.languages.size / 32));

  const side = (people: readonly CountedPerson[], from: number): Side => {
    const n = people.length;
    const s: Side = {
      n,
      categories: new Uint32Array(n * cw),
      markets: new Uint32Array(n * mw),
      languages: new Uint32Array(n * lw),
      hasLanguages: new Uint8Array(n),
      covered: new Uint8Array(n),
      country: new Int32Array(n),
      industry: new Int32Array(n),
      company: new Int32Array(n),
      kept: Int32Array.from(people, (p) => (p.companyId ? (keptApart.get(p.companyId) ?? -1) : -1)),
      rarity: new Float64Array(codes.categories.size),
    };
    const listedBy = new Int32Array(codes.categories.size);
    for (let i = 0; i < n; i++) {
      const c = coded[from + i] as (typeof coded)[0];
      bitsOf(c.categories, s.categories, i * cw);
      bitsOf(c.markets, s.markets, i * mw);
      bitsOf(c.languages, s.languages, i * lw);
      s.hasLanguages[i] = c.languages.some((l) => l >= 0) ? 1 : 0;
      s.covered[i] = c.covered ? 1 : 0;
      s.country[i] = c.country;
      s.industry[i] = c.industry;
      s.company[i] = c.company;
      for (const k of new Set(c.categories)) if (k >= 0) listedBy[k] = (listedBy[k] as number) + 1;
    }
    for (let k = 0; k < listedBy.length; k++) s.rarity[k] = categoryRarity(listedBy[k] as number, n);
    return s;
  };
  const b = side(buyers, 0);
  const s = side(sellers, buyers.length);

  const hasBit = (bits: Uint32Array, offset: number, code: number) =>
    code >= 0 && ((bits[offset + (code >>> 5)] as number) & (1 << (code & 31))) !== 0;
  const buyerCounts = new Int32Array(b.n);
  const sellerCounts = new Int32Array(s.n);
  const forBuyer = new Float64Array(cw * 32);
  const forSeller = new Float64Array(cw * 32);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const points = (rarities: Float64Array, n: number) => {
    // Insertion sort, largest first: n is the handful of shared categories.
    for (let i = 1; i < n; i++) {
      const v = rarities[i] as number;
      let j = i - 1;
      while (j >= 0 && (rarities[j] as number) < v) {
        rarities[j + 1] = rarities[j] as number;
        j--;
      }
      rarities[j + 1] = v;
    }
    let sum = 0;
    let factor = 1;
    for (let i = 0; i < n; i++) {
      sum += weights.sharedCategory * (rarities[i] as number) * factor;
      factor *= CATEGORY_DECAY;
    }
    return sum;
  };

  for (let i = 0; i < b.n; i++) {
    const bCountry = b.country[i] as number;
    const bCompany = b.company[i] as number;
    const bIndustry = b.industry[i] as number;
    const bKept = b.kept[i] as number;
    for (let j = 0; j < s.n; j++) {
      if (bCompany >= 0 && bCompany === s.company[j]) continue;
      if (bKept >= 0 && isApart(bKept, s.kept[j] as number)) continue;
      // What both views share: markets, language, industry.
      let base = 0;
      const sellerServes = hasBit(s.markets, j * mw, bCountry);
      const buyerServes = hasBit(b.markets, i * mw, s.country[j] as number);
      if (sellerServes || buyerServes)
        base += weights.market * (sellerServes && buyerServes ? 1 + BOTH_MARKETS_BONUS : 1);
      if (b.hasLanguages[i] && s.hasLanguages[j]) {
        let common = false;
        for (let w = 0; w < lw && !common; w++) {
          common = ((b.languages[i * lw + w] as number) & (s.languages[j * lw + w] as number)) !== 0;
        }
        if (common) base += weights.language;
        else if (b.covered[i] && s.covered[j]) base += weights.interpreterLanguage;
      }
      if (bIndustry >= 0 && bIndustry === s.industry[j]) base += weights.industry;
      // The shared categories, each view with the rarity among the other side.
      let shared = 0;
      for (let w = 0; w < cw; w++) {
        let m = (b.categories[i * cw + w] as number) & (s.categories[j * cw + w] as number);
        while (m !== 0) {
          const k = w * 32 + lowBit(m);
          forBuyer[shared] = s.rarity[k] as number;
          forSeller[shared] = b.rarity[k] as number;
          shared++;
          m &= m - 1;
        }
      }
      if (shared === 0) {
        if (round(base) >= threshold) {
          buyerCounts[i] = (buyerCounts[i] as number) + 1;
          sellerCounts[j] = (sellerCounts[j] as number) + 1;
        }
        continue;
      }
      if (round(points(forBuyer, shared) + base) >= threshold) buyerCounts[i] = (buyerCounts[i] as number) + 1;
      if (round(points(forSeller, shared) + base) >= threshold) sellerCounts[j] = (sellerCounts[j] as number) + 1;
    }
  }
  const counts = new Map<string, number>();
  for (let i = 0; i < b.n; i++) counts.set((buyers[i] as CountedPerson).id, buyerCounts[i] as number);
  for (let j = 0; j < s.n; j++) counts.set((sellers[j] as CountedPerson).id, sellerCounts[j] as number);
  return counts;
}
