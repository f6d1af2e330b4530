// Who to recommend first (docs/rules.md#matchmaking, docs/decisions/028-recommendations.md): each
// candidate of the other side gets a score from what the two profiles share and what the two people
// wished, with the reasons behind it. Pure: the server reads the profiles, filters who may be
// recommended at all (eligible.ts) and ranks the rest here.

import { listsOf, type SideLists, scoresByLists } from './score-lists.ts';

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
  return pointsSorting([...rarities], weight);
}

/** categoryPoints of `rarities`, which it sorts in place (ranking reuses one array for every candidate). */
function pointsSorting(rarities: number[], weight: number): number {
  if (rarities.length > 1) rarities.sort((a, b) => b - a);
  let points = 0;
  let factor = 1;
  for (const r of rarities) {
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
export interface PreparedCandidate<P extends MatchProfile = MatchProfile> {
  id: string;
  /** The profile it was keyed from (with whatever else the caller keeps on it). */
  profile: P;
  categories: ReadonlyMap<string, string>;
  /** The keys of `categories`, as an array (cheaper to walk for every candidate). */
  categoryKeys: readonly string[];
  markets: ReadonlySet<string>;
  country: string;
  countryKey: string;
  languages: ReadonlyMap<string, string>;
  languageKeys: readonly string[];
  industry: string;
  industryKey: string;
}

/**
 * One side of a project keyed for ranking: the candidates in id order (equal scores keep it), and
 * lists of who has what, from which a category's rarity is also taken (how many list it). Kept by a
 * server between requests; a subset of `candidates` with the same lists is ranked with the whole
 * side's rarities.
 */
export interface PreparedSide<P extends MatchProfile = MatchProfile> {
  candidates: readonly PreparedCandidate<P>[];
  /** Positions in `of`, the whole side, by what they have (score-lists.ts). */
  lists: SideLists & { of: readonly PreparedCandidate<P>[] };
}

/** The candidates keyed for rankPrepared. */
export function prepareSide<P extends MatchProfile>(candidates: readonly P[]): PreparedSide<P> {
  const prepared = candidates
    .map((c): PreparedCandidate<P> => {
      const categories = keyed(c.categories);
      const languages = keyed(c.languages);
      return {
        id: c.id,
        profile: c,
        categories,
        categoryKeys: [...categories.keys()],
        markets: new Set(c.markets.map(matchKey).filter(Boolean)),
        country: c.country.trim(),
        countryKey: matchKey(c.country),
        languages,
        languageKeys: [...languages.keys()],
        industry: c.industry.trim(),
        industryKey: matchKey(c.industry),
      };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { candidates: prepared, lists: { ...listsOf(prepared), of: prepared } };
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
  /** The rarity (categoryRarity) on the candidates' side of each of my categories. */
  rarity: Map<string, number>;
  /** One array the shared categories' rarities are gathered in, candidate after candidate. */
  scratch: number[];
  markets: Set<string>;
  country: string;
  languages: Map<string, string>;
  languageKeys: string[];
  industry: string;
  /** My first language the interpreters cover, if any. */
  covered: [string, string] | undefined;
  signals: MatchSignals;
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

  const rarities = v.scratch;
  rarities.length = 0;
  for (const key of c.categoryKeys) {
    const rarity = v.rarity.get(key);
    if (rarity !== undefined) rarities.push(rarity);
  }
  if (rarities.length > 0) {
    score += pointsSorting(rarities, weights.sharedCategory);
    if (reasons) {
      // In my spelling of each.
      const shared = c.categoryKeys.filter((key) => v.rarity.has(key)).map((key) => v.categories.get(key) as string);
      reasons.push({ kind: 'categories', shared: shared.sort((a, b) => a.localeCompare(b)) });
    }
  }

  const theyServeMe = v.country !== '' && c.markets.has(v.country);
  const iServeThem = c.countryKey !== '' && v.markets.has(c.countryKey);
  if (theyServeMe) reasons?.push({ kind: 'market', country: v.me.country.trim(), mine: false });
  if (iServeThem) reasons?.push({ kind: 'market', country: c.country, mine: true });
  if (theyServeMe || iServeThem) {
    score += weights.market * (theyServeMe && iServeThem ? 1 + BOTH_MARKETS_BONUS : 1);
  }

  if (v.languageKeys.length > 0) {
    const theirs = c.languages;
    let common: string | undefined;
    for (const key of v.languageKeys) {
      if (theirs.has(key)) {
        common = v.languages.get(key);
        break;
      }
    }
    if (common !== undefined) {
      score += weights.language;
      reasons?.push({ kind: 'language', language: common });
    } else if (v.covered) {
      const covered = c.languageKeys.find((key) => signals.interpreterLanguages.has(key));
      if (covered !== undefined) {
        score += weights.interpreterLanguage;
        reasons?.push({ kind: 'interpreter', language: theirs.get(covered) as string, myLanguage: v.covered[1] });
      }
    }
  }

  if (v.industry !== '' && c.industryKey === v.industry) {
    score += weights.industry;
    reasons?.push({ kind: 'industry', industry: c.industry });
  }

  return Math.round(score * 1000) / 1000;
}

export interface RankOptions<P extends MatchProfile = MatchProfile> {
  weights?: MatchWeights;
  /** Only the candidates this lets through are ranked (rarities still come from the whole side). */
  keep?: (candidate: PreparedCandidate<P>) => boolean;
  /**
   * False leaves every `reasons` empty: ranking a large side for a few to show is cheaper so, and
   * ranking those few again with reasons gives the same scores (see PreparedSide).
   */
  reasons?: boolean;
}

/** rankMatches over a side already keyed by prepareSide. */
export function rankPrepared<P extends MatchProfile>(
  me: MatchProfile,
  side: PreparedSide<P>,
  signals: MatchSignals,
  { weights = MATCH_WEIGHTS, keep, reasons = true }: RankOptions<P> = {},
): RankedMatch[] {
  const languages = keyed(me.languages);
  const categories = keyed(me.categories);
  const viewer: Viewer = {
    me,
    categories,
    rarity: new Map(
      [...categories.keys()].map((key) => [
        key,
        categoryRarity(side.lists.byCategory.get(key)?.length ?? 1, side.lists.of.length),
      ]),
    ),
    scratch: [],
    markets: new Set(me.markets.map(matchKey).filter(Boolean)),
    country: matchKey(me.country),
    languages,
    languageKeys: [...languages.keys()],
    industry: matchKey(me.industry),
    covered: [...languages].find(([key]) => signals.interpreterLanguages.has(key)),
    signals,
    weights,
  };
  // Scores without reasons come from the side's lists when they are the side's own (not a subset's).
  const byLists =
    !reasons && side.lists.of === side.candidates
      ? scoresByLists(
          side.lists,
          side.candidates.length,
          { ...viewer, covered: viewer.covered !== undefined },
          { ...signals, weights, categoryDecay: CATEGORY_DECAY, bothMarketsBonus: BOTH_MARKETS_BONUS },
        )
      : undefined;
  const positions: number[] = [];
  side.candidates.forEach((c, i) => {
    if (!keep || keep(c)) positions.push(i);
  });
  const why = reasons ? positions.map(() => [] as MatchReason[]) : undefined;
  // Best first, equal scores in id order (the candidates' own): one numeric sort of keys holding
  // both, score in thousandths above the position, much cheaper than comparing objects.
  const keys = new Float64Array(positions.length);
  positions.forEach((i, n) => {
    const c = side.candidates[i] as PreparedCandidate<P>;
    const score = byLists ? (byLists[i] as number) : assess(viewer, c, why?.[n]);
    keys[n] = (SCORE_KEY_CEILING - Math.round(score * 1000)) * POSITIONS + n;
  });
  keys.sort();
  return Array.from(keys, (key) => {
    const n = key % POSITIONS;
    const c = side.candidates[positions[n] as number] as PreparedCandidate<P>;
    return { id: c.id, score: (SCORE_KEY_CEILING - (key - n) / POSITIONS) / 1000, reasons: why?.[n] ?? [] };
  });
}

/** Positions a sort key leaves room for, and the most thousandths of a score it holds (2^21 * 2^31 < 2^53). */
const POSITIONS = 2 ** 21;
const SCORE_KEY_CEILING = 2 ** 31;
