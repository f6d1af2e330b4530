import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CountedPerson, countGoodMatches, GOOD_MATCH_SCORE } from './counts.ts';
import { companyKey, pairKey } from './eligible.ts';
import { rankMatches } from './rank.ts';

const person = fc.record({
  categories: fc.subarray(['Food', 'food ', 'Tea', 'Toys', 'Skin care', 'Cosmetics']),
  markets: fc.subarray(['KR', 'JP', 'us']),
  country: fc.constantFrom('KR', 'JP', 'US', ''),
  languages: fc.subarray(['English', 'korean', 'Japanese', 'Thai']),
  industry: fc.constantFrom('Beauty', 'beauty', ''),
  company: fc.constantFrom('Acme', 'acme', 'Bolt', 'Crane', 'Dune', ''),
});

describe('countGoodMatches', () => {
  it('counts, for each side, the other side scoring at least the threshold in rankMatches, one company and kept-apart pairs aside', () => {
    fc.assert(
      fc.property(
        fc.array(person, { minLength: 1, maxLength: 6 }),
        fc.array(person, { minLength: 1, maxLength: 6 }),
        fc.subarray(['english', 'korean', 'thai']),
        fc.array(fc.tuple(fc.constantFrom('Acme', 'Bolt', 'Crane'), fc.constantFrom('Bolt', 'Crane', 'Dune'))),
        fc.constantFrom(GOOD_MATCH_SCORE, 5, 9),
        (bs, ss, interpreters, excluded, threshold) => {
          const counted =
            (prefix: string) =>
            (p: (typeof bs)[0], i: number): CountedPerson => ({
              id: `${prefix}${i}`,
              categories: p.categories,
              markets: p.markets,
              country: p.country,
              languages: p.languages,
              industry: p.industry,
              companyId: p.company ? `id-${p.company}` : null,
              companyKey: companyKey(p.company),
            });
          const buyers = bs.map(counted('b'));
          const sellers = ss.map(counted('s'));
          const excludedPairs = new Set(excluded.map(([a, b]) => pairKey(`id-${a}`, `id-${b}`)));
          const interpreterLanguages = new Set(interpreters);
          const counts = countGoodMatches(buyers, sellers, { interpreterLanguages, excludedPairs }, threshold);

          const signals = { wishedByMe: new Set<string>(), wishedMe: new Set<string>(), interpreterLanguages };
          const apart = (a: CountedPerson, b: CountedPerson) =>
            (a.companyKey !== null && a.companyKey === b.companyKey) ||
            (a.companyId !== null && b.companyId !== null && excludedPairs.has(pairKey(a.companyId, b.companyId)));
          for (const [me, others] of [
            ...buyers.map((b) => [b, sellers] as const),
            ...sellers.map((s) => [s, buyers] as const),
          ]) {
            const good = rankMatches(me, others, signals).filter((r) => {
              const other = others.find((o) => o.id === r.id) as CountedPerson;
              return r.score >= threshold && !apart(me, other);
            });
            expect(counts.get(me.id)).toBe(good.length);
          }
        },
      ),
    );
  });

  it('counts a project of 2,000 buyers and 2,000 sellers within two seconds of processor time', () => {
    const categories = Array.from({ length: 60 }, (_, i) => `Category ${i}`);
    const countries = ['KR', 'JP', 'US', 'CN', 'DE', 'FR', 'VN', 'TH'];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
    const make = (prefix: string) =>
      Array.from(
        { length: 2000 },
        (_, i): CountedPerson => ({
          id: `${prefix}${i}`,
          categories: [pick(categories), pick(categories), pick(categories)],
          markets: [pick(countries), pick(countries)],
          country: pick(countries),
          languages: [pick(['English', 'Korean', 'Japanese']), pick(['Chinese', 'English'])],
          industry: pick(['Food', 'Beauty', 'Tech']),
          companyId: null,
          companyKey: `${prefix} company ${i}`,
        }),
      );
    const started = process.cpuUsage();
    const counts = countGoodMatches(make('b'), make('s'), {
      interpreterLanguages: new Set(['english', 'korean']),
      excludedPairs: new Set(),
    });
    const used = process.cpuUsage(started);
    // Processor time, not the clock: the test machine may be busy with other work.
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
    expect(counts.size).toBe(4000);
  });
});
