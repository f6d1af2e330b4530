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
 * A candidate's match fields in the form ranking compares them: every name keyed once. A server
 * ranking the same side of a project for many people keeps these instead of keying them again on
 * every request (docs/decisions/028-recommendations.md).
 */
export interface PreparedCandidate {
  id: string;
  categories: ReadonlyMap<string, string>;
  markets: ReadonlySet<string>;
  country: string;
  countryKey: string;
  languages: ReadonlyMap<string, string>;
  industry: string;
  industryKey: string;
}

/**
 * One side of a project keyed for ranking: the candidates in id order (equal scores keep it), and
 * how many of them list each category, from which a category's rarity is taken. Kept by a server
 * between requests, it also lets a subset of the side be ranked with the whole side's rarities.
 */
export interface PreparedSide {
  candidates: readonly PreparedCandidate[];
  /** How many candidates of the side list each category key. */
  listedBy: ReadonlyMap<string, number>;
  /** How many candidates the side has. */
  total: number;
}

/** The candidates keyed for rankPrepared. */
export function prepareSide(candidates: readonly MatchProfile[]): PreparedSide {
  const prepared = candidates
    .map(
      (c): PreparedCandidate => ({
        id: c.id,
        categories: keyed(c.categories),
        markets: new Set(c.markets.map(matchKey).filter(Boolean)),
        country: c.country.trim(),
        countryKey: matchKey(c.country),
        languages: keyed(c.languages),
        industry: c.industry.trim(),
        industryKey: matchKey(c.industry),
      }),
    )
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const listedBy = new Map<string, number>();
  for (const c of prepared) for (const key of c.categories.keys()) listedBy.set(key, (listedBy.get(key) ?? 0) + 1);
  return { candidates: prepared, listedBy, total: prepared.length };
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
  return rankPrepared(me, prepareSide(candidates), signals, { weights });
}

/** What ranking for one person needs of them, worked out once for all candidates. */
interface Viewer {
  me: MatchProfile;
  categories: Map<string, string>;
  markets: Set<string>;
  country: string;
  languages: Map<string, string>;
  industry: string;
  /** My first language the interpreters cover, if any. */
  covered: [string, string] | undefined;
  signals: MatchSignals;
  side: PreparedSide;
  weights: MatchWeights;
}

/**
 * The score of one candidate for the viewer, rounded to thousandths; when `reasons` is given, the
 * reasons behind it are pushed there. The one place the weights are applied.
 */
function assess(v: Viewer, c: PreparedCandidate, reasons?: MatchReason[]): number {
  const { weights, signals } = v;
  let score = 0;

  if (signals.wishedByMe.has(c.id) && signals.wishedMe.has(c.id)) {
    score += weights.mutualWish;
    reasons?.push({ kind: 'mutual_wish' });
  } else if (signals.wishedMe.has(c.id)) {
    score += weights.theyWished;
    reasons?.push({ kind: 'they_wished' });
  }

  const shared: string[] = [];
  const rarities: number[] = [];
  for (const [key, spelling] of c.categories) {
    const mine = v.categories.get(key);
    if (mine === undefined) continue;
    shared.push(mine || spelling);
    rarities.push(categoryRarity(v.side.listedBy.get(key) ?? 1, v.side.total));
  }
  if (shared.length > 0) {
    score += categoryPoints(rarities, weights.sharedCategory);
    reasons?.push({ kind: 'categories', shared: shared.sort((a, b) => a.localeCompare(b)) });
  }

  const theyServeMe = v.country !== '' && c.markets.has(v.country);
  const iServeThem = c.countryKey !== '' && v.markets.has(c.countryKey);
  if (theyServeMe) reasons?.push({ kind: 'market', country: v.me.country.trim(), mine: false });
  if (iServeThem) reasons?.push({ kind: 'market', country: c.country, mine: true });
  if (theyServeMe || iServeThem) {
    score += weights.market * (theyServeMe && iServeThem ? 1 + BOTH_MARKETS_BONUS : 1);
  }

  if (v.languages.size > 0) {
    const theirs = c.languages;
    let common: string | undefined;
    for (const [key, spelling] of v.languages) {
      if (theirs.has(key)) {
        common = spelling;
        break;
      }
    }
    if (common !== undefined) {
      score += weights.language;
      reasons?.push({ kind: 'language', language: common });
    } else if (v.covered && theirs.size > 0) {
      const covered = [...theirs].find(([key]) => signals.interpreterLanguages.has(key));
      if (covered) {
        score += weights.interpreterLanguage;
        reasons?.push({ kind: 'interpreter', language: covered[1], myLanguage: v.covered[1] });
      }
    }
  }

  if (v.industry !== '' && c.industryKey === v.industry) {
    score += weights.industry;
    reasons?.push({ kind: 'industry', industry: c.industry });
  }

  return Math.round(score * 1000) / 1000;
}

export interface RankOptions {
  weights?: MatchWeights;
  /** Only the candidates this lets through are ranked (rarities still come from the whole side). */
  keep?: (candidate: PreparedCandidate) => boolean;
  /**
   * False leaves every `reasons` empty: ranking a large side for a few to show is cheaper so, and
   * ranking those few again with reasons gives the same scores (see PreparedSide).
   */
  reasons?: boolean;
}

/** rankMatches over a side already keyed by prepareSide. */
export function rankPrepared(
  me: MatchProfile,
  side: PreparedSide,
  signals: MatchSignals,
  { weights = MATCH_WEIGHTS, keep, reasons = true }: RankOptions = {},
): RankedMatch[] {
  const languages = keyed(me.languages);
  const viewer: Viewer = {
    me,
    categories: keyed(me.categories),
    markets: new Set(me.markets.map(matchKey).filter(Boolean)),
    country: matchKey(me.country),
    languages,
    industry: matchKey(me.industry),
    covered: [...languages].find(([key]) => signals.interpreterLanguages.has(key)),
    signals,
    side,
    weights,
  };
  const ranked: RankedMatch[] = [];
  for (const c of side.candidates) {
    if (keep && !keep(c)) continue;
    const why: MatchReason[] = [];
    ranked.push({ id: c.id, score: assess(viewer, c, reasons ? why : undefined), reasons: why });
  }
  // The candidates are in id order and the sort is stable: equal scores stay in id order.
  return ranked.sort((a, b) => b.score - a.score);
}
