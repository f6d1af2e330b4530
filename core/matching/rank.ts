// Who to recommend first (docs/rules.md#matchmaking, docs/decisions/028-recommendations.md): each
// candidate of the other side gets a score from what the two profiles share and what the two people
// wished, with the reasons behind it. Pure: the server reads the profiles, filters who may be
// recommended at all (eligible.ts) and ranks the rest here.

/**
 * Points of each kind of evidence. A score is a sum of these, so they read as "how much is this worth
 * next to that":
 * - `sharedCategory`: one shared product category of average rarity. More shared categories add less
 *   and less (CATEGORY_DECAY), and a category few of the other side list counts more than one nearly
 *   all of them list (categoryRarity): sharing "halal cosmetics" says more than sharing "food".
 * - `market`: the other side's country is in one's markets (a seller sells to the buyer's country, or
 *   the buyer buys from the seller's). Both directions at once add half as much again.
 * - `language`: the two speak a common language, so the meeting needs no interpreter.
 * - `interpreterLanguage`: no common language, but the project's interpreters cover one language of
 *   each side: the meeting can happen, at the cost of booking an interpreter.
 * - `mutualWish`: both put the other on their wish list: the strongest evidence there is.
 * - `theyWished`: the other person wished to meet me: a likely acceptance.
 * - `industry`: the same industry (trade, not product): weak on its own, useful to break ties.
 */
export const MATCH_WEIGHTS = {
  sharedCategory: 10,
  market: 6,
  language: 3,
  interpreterLanguage: 1,
  mutualWish: 14,
  theyWished: 7,
  industry: 2,
};

export type MatchWeights = { readonly [K in keyof typeof MATCH_WEIGHTS]: number };

/** Each further shared category (in order of rarity) is worth this share of the one before. */
export const CATEGORY_DECAY = 0.6;

/** A market served in both directions adds this share of `market` on top. */
export const BOTH_MARKETS_BONUS = 0.5;

export interface MatchProfile {
  id: string;
  /** Product categories, compared trimmed and without case. */
  categories: readonly string[];
  /** Countries (ISO codes) a seller sells to, or a buyer buys from. */
  markets: readonly string[];
  country: string;
  languages: readonly string[];
  industry: string;
}

export interface MatchSignals {
  /** People I put on my wish list. */
  wishedByMe: ReadonlySet<string>;
  /** People who put me on theirs. */
  wishedMe: ReadonlySet<string>;
  /** Languages the project's interpreters cover, lower-cased and trimmed. */
  interpreterLanguages: ReadonlySet<string>;
}

export type MatchReason =
  | { kind: 'categories'; shared: string[] }
  /** `country` is in the markets of one side; `mine`: in my markets (else in theirs). */
  | { kind: 'market'; country: string; mine?: boolean }
  | { kind: 'language'; language: string }
  /** `language`: the candidate's language the interpreters cover; `myLanguage`: mine. */
  | { kind: 'interpreter'; language: string; myLanguage?: string }
  | { kind: 'mutual_wish' }
  | { kind: 'they_wished' }
  | { kind: 'industry'; industry: string };

export interface RankedMatch {
  id: string;
  score: number;
  reasons: MatchReason[];
}

/** The form names are compared in: trimmed, lower-cased. */
export function matchKey(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * How much a category tells, from how many of the `total` candidates list it (`listedBy`, at least
 * one): 1 when one candidate lists it, falling with the log of its share to 0.5 when every candidate
 * does (a smoothed inverse document frequency, kept within [0.5, 1] so a common category still counts).
 */
export function categoryRarity(listedBy: number, total: number): number {
  if (total <= 1) return 1;
  const idf = Math.log((total + 1) / (Math.max(1, listedBy) + 1)) / Math.log((total + 1) / 2);
  return 0.5 + 0.5 * Math.min(1, Math.max(0, idf));
}

/**
 * Points for shared categories of the given rarities: the rarest counts fully, each next one
 * CATEGORY_DECAY of the one before (so five shared categories count about 2.3 of one, not 5).
 */
export function categoryPoints(rarities: readonly number[], weight: number): number {
  const sorted = [...rarities].sort((a, b) => b - a);
  let points = 0;
  let factor = 1;
  for (const r of sorted) {
    points += weight * r * factor;
    factor *= CATEGORY_DECAY;
  }
  return points;
}

/** Distinct keys of a list with the first spelling of each (for the reasons' words). */
function keyed(list: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of list) {
    const key = matchKey(raw);
    if (key && !out.has(key)) out.set(key, raw.trim());
  }
  return out;
}

/**
 * The candidates, best first, with their reasons. Ties go by id; candidates with no evidence score 0
 * and come last. The rarity of a category is taken from the candidates themselves.
 */
export function rankMatches(
  me: MatchProfile,
  candidates: readonly MatchProfile[],
  signals: MatchSignals,
  weights: MatchWeights = MATCH_WEIGHTS,
): RankedMatch[] {
  const myCategories = keyed(me.categories);
  const myMarkets = new Set(me.markets.map(matchKey).filter(Boolean));
  const myCountry = matchKey(me.country);
  const myLanguages = keyed(me.languages);
  const myIndustry = matchKey(me.industry);
  const myCovered = [...myLanguages].find(([key]) => signals.interpreterLanguages.has(key));

  // How many candidates list each of my categories (only mine can be shared).
  const listedBy = new Map<string, number>();
  const candidateCategories = candidates.map((c) => {
    const keys = keyed(c.categories);
    for (const key of keys.keys()) {
      if (myCategories.has(key)) listedBy.set(key, (listedBy.get(key) ?? 0) + 1);
    }
    return keys;
  });

  const ranked = candidates.map((c, index): RankedMatch => {
    const reasons: MatchReason[] = [];
    let score = 0;

    if (signals.wishedByMe.has(c.id) && signals.wishedMe.has(c.id)) {
      score += weights.mutualWish;
      reasons.push({ kind: 'mutual_wish' });
    } else if (signals.wishedMe.has(c.id)) {
      score += weights.theyWished;
      reasons.push({ kind: 'they_wished' });
    }

    const shared: string[] = [];
    const rarities: number[] = [];
    for (const [key, spelling] of candidateCategories[index] as Map<string, string>) {
      if (!myCategories.has(key)) continue;
      shared.push(myCategories.get(key) ?? spelling);
      rarities.push(categoryRarity(listedBy.get(key) ?? 1, candidates.length));
    }
    if (shared.length > 0) {
      score += categoryPoints(rarities, weights.sharedCategory);
      reasons.push({ kind: 'categories', shared: shared.sort((a, b) => a.localeCompare(b)) });
    }

    const theirCountry = matchKey(c.country);
    const theyServeMe = myCountry !== '' && c.markets.some((m) => matchKey(m) === myCountry);
    const iServeThem = theirCountry !== '' && myMarkets.has(theirCountry);
    if (theyServeMe) reasons.push({ kind: 'market', country: me.country.trim(), mine: false });
    if (iServeThem) reasons.push({ kind: 'market', country: c.country.trim(), mine: true });
    if (theyServeMe || iServeThem) {
      score += weights.market * (theyServeMe && iServeThem ? 1 + BOTH_MARKETS_BONUS : 1);
    }

    if (myLanguages.size > 0) {
      const theirs = keyed(c.languages);
      const common = [...myLanguages].find(([key]) => theirs.has(key));
      if (common) {
        score += weights.language;
        reasons.push({ kind: 'language', language: common[1] });
      } else if (myCovered && theirs.size > 0) {
        const covered = [...theirs].find(([key]) => signals.interpreterLanguages.has(key));
        if (covered) {
          score += weights.interpreterLanguage;
          reasons.push({ kind: 'interpreter', language: covered[1], myLanguage: myCovered[1] });
        }
      }
    }

    if (myIndustry !== '' && matchKey(c.industry) === myIndustry) {
      score += weights.industry;
      reasons.push({ kind: 'industry', industry: c.industry.trim() });
    }

    return { id: c.id, score: Math.round(score * 1000) / 1000, reasons };
  });

  return ranked.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
