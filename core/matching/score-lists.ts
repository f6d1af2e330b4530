// Scores of a whole side through lists kept with it (docs/decisions/028-recommendations.md): for each
// category, market, country, language and industry, the positions of the candidates that have it.
// A ranking then touches only the candidates sharing something with the viewer and adds up in typed
// arrays, instead of looking every candidate's fields up one by one. The rule is rank.ts's `assess`;
// this adds the same terms in the same order, so the scores are equal to the last bit (a property
// test in rank.test.ts holds the two together).

/** The fields of a keyed candidate the lists are made from. */
interface Listed {
  id: string;
  categoryKeys: readonly string[];
  markets: ReadonlySet<string>;
  countryKey: string;
  languageKeys: readonly string[];
  industryKey: string;
}

export interface SideLists {
  position: ReadonlyMap<string, number>;
  byCategory: ReadonlyMap<string, readonly number[]>;
  /** Candidates whose markets hold a country. */
  byMarket: ReadonlyMap<string, readonly number[]>;
  /** Candidates of a country. */
  byCountry: ReadonlyMap<string, readonly number[]>;
  byLanguage: ReadonlyMap<string, readonly number[]>;
  byIndustry: ReadonlyMap<string, readonly number[]>;
}

function add(map: Map<string, number[]>, key: string, position: number) {
  if (key === '') return;
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}

/** The lists of candidates in their order. */
export function listsOf(candidates: readonly Listed[]): SideLists {
  const lists = {
    position: new Map<string, number>(),
    byCategory: new Map<string, number[]>(),
    byMarket: new Map<string, number[]>(),
    byCountry: new Map<string, number[]>(),
    byLanguage: new Map<string, number[]>(),
    byIndustry: new Map<string, number[]>(),
  };
  candidates.forEach((c, i) => {
    lists.position.set(c.id, i);
    for (const key of c.categoryKeys) add(lists.byCategory, key, i);
    for (const key of c.markets) add(lists.byMarket, key, i);
    add(lists.byCountry, c.countryKey, i);
    for (const key of c.languageKeys) add(lists.byLanguage, key, i);
    add(lists.byIndustry, c.industryKey, i);
  });
  return lists;
}

/** What the viewer brings, keyed as rank.ts keys it. */
export interface ViewerKeys {
  /** My categories' rarities on the side. */
  rarity: ReadonlyMap<string, number>;
  country: string;
  markets: ReadonlySet<string>;
  languageKeys: readonly string[];
  /** Whether the interpreters cover one of my languages. */
  covered: boolean;
  industry: string;
}

export interface ScoreTerms {
  weights: {
    sharedCategory: number;
    market: number;
    language: number;
    interpreterLanguage: number;
    mutualWish: number;
    theyWished: number;
    industry: number;
  };
  categoryDecay: number;
  bothMarketsBonus: number;
  wishedByMe: ReadonlySet<string>;
  wishedMe: ReadonlySet<string>;
  interpreterLanguages: ReadonlySet<string>;
}

/** Marks every candidate of the lists under `keys` in `flags`. */
function mark(flags: Uint8Array, lists: ReadonlyMap<string, readonly number[]>, keys: Iterable<string>) {
  for (const key of keys) for (const i of lists.get(key) ?? []) flags[i] = 1;
}

/** Each candidate's score for the viewer (unrounded), by position. */
export function scoresByLists(lists: SideLists, count: number, v: ViewerKeys, t: ScoreTerms): Float64Array {
  const { weights } = t;
  const wish = new Float64Array(count);
  for (const id of t.wishedMe) {
    const i = lists.position.get(id);
    if (i !== undefined) wish[i] = t.wishedByMe.has(id) ? weights.mutualWish : weights.theyWished;
  }

  // My categories rarest first, so each candidate's shared ones arrive in the order categoryPoints sums them.
  const categories = new Float64Array(count);
  const factor = new Float64Array(count).fill(1);
  const shared = new Uint8Array(count);
  for (const [key, rarity] of [...v.rarity].sort((a, b) => b[1] - a[1])) {
    for (const i of lists.byCategory.get(key) ?? []) {
      categories[i] += weights.sharedCategory * rarity * (factor[i] as number);
      factor[i] = (factor[i] as number) * t.categoryDecay;
      shared[i] = 1;
    }
  }

  const theyServeMe = new Uint8Array(count);
  if (v.country !== '') mark(theyServeMe, lists.byMarket, [v.country]);
  const iServeThem = new Uint8Array(count);
  mark(iServeThem, lists.byCountry, v.markets);

  const common = new Uint8Array(count);
  const interpreted = new Uint8Array(count);
  if (v.languageKeys.length > 0) {
    mark(common, lists.byLanguage, v.languageKeys);
    if (v.covered) mark(interpreted, lists.byLanguage, t.interpreterLanguages);
  }
  const industry = new Uint8Array(count);
  if (v.industry !== '') mark(industry, lists.byIndustry, [v.industry]);

  const scores = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    let score = wish[i] as number;
    if (shared[i]) score += categories[i] as number;
    if (theyServeMe[i] || iServeThem[i]) {
      score += weights.market * (theyServeMe[i] && iServeThem[i] ? 1 + t.bothMarketsBonus : 1);
    }
    if (common[i]) score += weights.language;
    else if (interpreted[i]) score += weights.interpreterLanguage;
    if (industry[i]) score += weights.industry;
    scores[i] = score;
  }
  return scores;
}
