// Synthetic events for the ranking-quality half of the recommendations bench (README.md beside).
// Every person has hidden preferences; what the ranking sees is a noisy, incomplete profile derived
// from them, plus some of the wishes people made. The hidden model is deliberately not the ranking's
// form: utility is a product of a category fit with diminishing returns, a sourcing-country fit, a
// delivery factor, a language factor that depends on how much the buyer minds, a seller appeal
// nobody can see, and a personal taste noise.

/** A repeatable random source in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const normal = (random: Random) => {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
};
const gamma1 = (random: Random) => -Math.log(1 - random());
const between = (random: Random, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
/** An index drawn with probability proportional to `weights`. */
function pick(random: Random, weights: readonly number[]) {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i];
    if (r < 0) return i;
  }
  return weights.length - 1;
}
/** `n` distinct indices drawn with probability proportional to `weights` (without replacement). */
function pickMany(random: Random, weights: readonly number[], n: number) {
  const w = [...weights];
  const out: number[] = [];
  while (out.length < n && w.some((x) => x > 0)) {
    const i = pick(random, w);
    out.push(i);
    w[i] = 0;
  }
  return out;
}
export function shuffle<T>(random: Random, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** Countries with the language spoken there and how many exhibitors come from there (relative). */
const COUNTRIES: readonly { code: string; language: string; weight: number }[] = [
  { code: 'KR', language: 'Korean', weight: 8 },
  { code: 'CN', language: 'Chinese', weight: 6 },
  { code: 'JP', language: 'Japanese', weight: 5 },
  { code: 'US', language: 'English', weight: 5 },
  { code: 'VN', language: 'Vietnamese', weight: 3 },
  { code: 'DE', language: 'German', weight: 3 },
  { code: 'FR', language: 'French', weight: 2 },
  { code: 'GB', language: 'English', weight: 2 },
  { code: 'TH', language: 'Thai', weight: 2 },
  { code: 'ID', language: 'Indonesian', weight: 2 },
  { code: 'MX', language: 'Spanish', weight: 1.5 },
  { code: 'ES', language: 'Spanish', weight: 1.5 },
  { code: 'BR', language: 'Portuguese', weight: 1.5 },
  { code: 'IN', language: 'Hindi', weight: 2 },
  { code: 'AE', language: 'Arabic', weight: 1 },
  { code: 'TW', language: 'Chinese', weight: 1.5 },
];
const LANGUAGES = [...new Set(COUNTRIES.map((c) => c.language))];

export interface EventSpec {
  buyers: number;
  sellers: number;
  /** Categories, in industries of `perIndustry` each. */
  categories: number;
  perIndustry: number;
  seed: number;
  /**
   * A check of the generator's own assumptions: utility from categories, appeal and taste only
   * (markets and languages change nothing), so the profile fields the ranking adds are noise.
   */
  categoriesOnly?: boolean;
}

/** What the ranking may see of a person (the shape of core/matching's MatchProfile). */
export interface VisibleProfile {
  id: string;
  categories: string[];
  markets: string[];
  country: string;
  languages: string[];
  industry: string;
}

export interface SimEvent {
  spec: EventSpec;
  buyers: VisibleProfile[];
  sellers: VisibleProfile[];
  /** Languages the event's interpreters speak. */
  interpreterLanguages: Set<string>;
  /** Per buyer (by index): the sellers (indices) wished and shown to the ranking, and the hidden third. */
  visibleWishes: number[][];
  hiddenWishes: number[][];
  /** Per buyer: the sellers (indices) who wished to meet them. */
  wishedBy: number[][];
  /** Hidden utility of buyer b for seller s, row-major (b * sellers + s): the ceiling's order. */
  utility: Float64Array;
}

interface HiddenSeller {
  country: number;
  cats: number[];
  serves: Set<number>;
  languages: Set<string>;
  appeal: number;
}
interface HiddenBuyer {
  country: number;
  /** Interest in each category (mostly zero). */
  interest: Float64Array;
  focus: number[];
  /** How much they prefer to buy from each country (0.25..1). */
  sourcing: Float64Array;
  preferred: number[];
  languages: Set<string>;
  /** How much a meeting without a common language puts them off (0..1). */
  languageSensitivity: number;
  /** Purchasing size sellers hope for (hidden). */
  size: number;
}

/** Wishes a buyer makes, and how many of the buyer's best sellers they are drawn from. */
const WISHES = { min: 6, max: 12, from: 20 };
/** Share of sellers who make wishes at all, how many, and from how many of their best buyers. */
const SELLER_WISHES = { share: 0.6, min: 3, max: 8, from: 25 };

export function generateEvent(spec: EventSpec): SimEvent {
  const random = seededRandom(spec.seed);
  const C = spec.categories;
  const industries = Math.ceil(C / spec.perIndustry);
  const industryOf = (c: number) => Math.floor(c / spec.perIndustry);
  const catName = (c: number) => `Category ${String(c + 1).padStart(2, '0')}`;
  const industryName = (i: number) => `Industry ${String.fromCharCode(65 + i)}`;
  // Category popularity is skewed (a few categories carry most of the exhibitors).
  const catPopularity = Array.from({ length: C }, (_, c) => 1 / (1 + ((c * 7) % C)) ** 0.8);
  const countryWeights = COUNTRIES.map((c) => c.weight);
  const sameIndustry = (c: number) =>
    Array.from({ length: C }, (_, d) => (d !== c && industryOf(d) === industryOf(c) ? 1 : 0));
  const spoken = (country: number, englishShare: number) => {
    const set = new Set([COUNTRIES[country].language]);
    if (random() < englishShare) set.add('English');
    if (random() < 0.12) set.add(LANGUAGES[Math.floor(random() * LANGUAGES.length)]);
    return set;
  };

  const hiddenSellers: HiddenSeller[] = Array.from({ length: spec.sellers }, () => {
    const country = pick(random, countryWeights);
    const primary = pick(random, catPopularity);
    const cats = [primary];
    for (let k = between(random, 0, 2); k > 0; k--) {
      const next = random() < 0.7 ? pick(random, sameIndustry(primary)) : Math.floor(random() * C);
      if (!cats.includes(next)) cats.push(next);
    }
    const serveWeights = countryWeights.map((w, i) => (i === country ? 0 : w));
    const serves = new Set(pickMany(random, serveWeights, between(random, 2, 6)));
    return { country, cats, serves, languages: spoken(country, 0.6), appeal: Math.exp(0.35 * normal(random)) };
  });

  const hiddenBuyers: HiddenBuyer[] = Array.from({ length: spec.buyers }, () => {
    const country = pick(random, countryWeights);
    const focus = pickMany(random, catPopularity, between(random, 1, 3));
    const interest = new Float64Array(C);
    for (const c of focus) interest[c] = gamma1(random) + 0.2;
    // A little interest in the neighbours of what they focus on.
    for (const c of focus)
      for (let d = 0; d < C; d++) if (!focus.includes(d) && industryOf(d) === industryOf(c)) interest[d] += 0.08;
    const sourcing = new Float64Array(COUNTRIES.length).fill(1);
    let preferred: number[] = [];
    if (random() > 0.3) {
      // Most buyers prefer a few source countries; the rest are indifferent.
      preferred = pickMany(
        random,
        countryWeights.map((w, i) => (i === country ? 0 : w)),
        between(random, 1, 4),
      );
      sourcing.fill(0.25);
      for (const i of preferred) sourcing[i] = 0.6 + 0.4 * random();
    }
    return {
      country,
      interest,
      focus,
      sourcing,
      preferred,
      languages: spoken(country, 0.7),
      languageSensitivity: random() ** 0.7,
      size: Math.exp(0.6 * normal(random)),
    };
  });

  const interpreterLanguages = new Set(['English', 'Korean', 'Chinese', 'Japanese']);
  const bridged = (a: Set<string>, b: Set<string>) =>
    [...a].some((l) => interpreterLanguages.has(l)) && [...b].some((l) => interpreterLanguages.has(l));
  const common = (a: Set<string>, b: Set<string>) => [...a].some((l) => b.has(l));

  // The buyers' hidden utility for every seller.
  const S = spec.sellers;
  const utility = new Float64Array(spec.buyers * S);
  hiddenBuyers.forEach((b, bi) => {
    hiddenSellers.forEach((s, si) => {
      const fits = s.cats.map((c) => b.interest[c]).sort((x, y) => y - x);
      const category = fits[0] + 0.25 * fits.slice(1).reduce((a, x) => a + x, 0) + 0.02;
      const market = spec.categoriesOnly ? 1 : b.sourcing[s.country] * (s.serves.has(b.country) ? 1 : 0.6);
      const language = spec.categoriesOnly
        ? 1
        : common(b.languages, s.languages)
          ? 1
          : 1 - (bridged(b.languages, s.languages) ? 0.4 : 1) * b.languageSensitivity;
      utility[bi * S + si] = s.appeal * category * market * Math.max(language, 0.02) * Math.exp(0.35 * normal(random));
    });
  });

  // Buyers wish some of their best sellers, the better ones more likely; a third of them is hidden.
  const visibleWishes: number[][] = [];
  const hiddenWishes: number[][] = [];
  for (let bi = 0; bi < spec.buyers; bi++) {
    const row = Array.from({ length: S }, (_, si) => si).sort((x, y) => utility[bi * S + y] - utility[bi * S + x]);
    const best = row.slice(0, WISHES.from);
    const wished = pickMany(
      random,
      best.map((si) => utility[bi * S + si]),
      between(random, WISHES.min, WISHES.max),
    ).map((k) => best[k]);
    shuffle(random, wished);
    const hidden = Math.round(wished.length / 3);
    hiddenWishes.push(wished.slice(0, hidden));
    visibleWishes.push(wished.slice(hidden));
  }

  // Some sellers wish buyers too: those buying their categories, in a country they deliver to, and
  // big (hidden), with their own taste noise.
  const wishedBy: number[][] = Array.from({ length: spec.buyers }, () => []);
  hiddenSellers.forEach((s, si) => {
    if (random() >= SELLER_WISHES.share) return;
    const v = hiddenBuyers.map((b) => {
      const demand = s.cats.reduce((a, c) => a + b.interest[c], 0) + 0.02;
      return demand * (s.serves.has(b.country) ? 1 : 0.4) * b.size * Math.exp(0.5 * normal(random));
    });
    const best = v
      .map((_, bi) => bi)
      .sort((x, y) => v[y] - v[x])
      .slice(0, SELLER_WISHES.from);
    const wished = pickMany(
      random,
      best.map((bi) => v[bi]),
      between(random, SELLER_WISHES.min, SELLER_WISHES.max),
    );
    for (const k of wished) wishedBy[best[k]].push(si);
  });

  // What people fill in: their real fields with gaps, slips and extras.
  const languagesShown = (set: Set<string>) => (random() < 0.1 ? [] : [...set].filter(() => random() < 0.85));
  const industryShown = (i: number) =>
    random() < 0.15 ? '' : industryName(random() < 0.1 ? Math.floor(random() * industries) : i);
  const countryShown = (i: number) => (random() < 0.03 ? '' : COUNTRIES[i].code);
  const sellers: VisibleProfile[] = hiddenSellers.map((s, si) => {
    const categories = new Set(s.cats.filter(() => random() < 0.8));
    for (let k = 0; k < 2; k++) if (random() < 0.35) categories.add(Math.floor(random() * C));
    return {
      id: `s${si}`,
      categories: random() < 0.08 ? [] : [...categories].map(catName),
      markets: random() < 0.2 ? [] : [...s.serves].filter(() => random() < 0.7).map((i) => COUNTRIES[i].code),
      country: countryShown(s.country),
      languages: languagesShown(s.languages),
      industry: industryShown(industryOf(s.cats[0])),
    };
  });
  const buyers: VisibleProfile[] = hiddenBuyers.map((b, bi) => {
    const categories = new Set(b.focus.filter(() => random() < 0.8));
    for (const c of b.focus) if (random() < 0.3) categories.add(pick(random, sameIndustry(c)));
    if (random() < 0.2) categories.add(Math.floor(random() * C));
    const markets =
      b.preferred.length > 0
        ? b.preferred.filter(() => random() < 0.7)
        : random() < 0.5
          ? []
          : pickMany(random, countryWeights, between(random, 1, 2));
    const top = b.focus.reduce((x, y) => (b.interest[y] > b.interest[x] ? y : x));
    return {
      id: `b${bi}`,
      categories: random() < 0.1 ? [] : [...categories].map(catName),
      markets: random() < 0.25 ? [] : markets.map((i) => COUNTRIES[i].code),
      country: countryShown(b.country),
      languages: languagesShown(b.languages),
      industry: industryShown(industryOf(top)),
    };
  });

  return { spec, buyers, sellers, interpreterLanguages, visibleWishes, hiddenWishes, wishedBy, utility };
}
