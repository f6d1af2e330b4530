import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_DECAY,
  categoryPoints,
  categoryRarity,
  MATCH_WEIGHTS,
  type MatchProfile,
  type MatchSignals,
  prepareSide,
  rankMatches,
  rankPrepared,
} from './rank.ts';

const none: MatchSignals = { wishedByMe: new Set(), wishedMe: new Set(), interpreterLanguages: new Set() };

function person(id: string, fields: Partial<MatchProfile> = {}): MatchProfile {
  return { id, categories: [], markets: [], country: '', languages: [], industry: '', ...fields };
}

const buyer = person('me', {
  categories: ['Cosmetics', 'Skin care', 'Hair care'],
  markets: ['KR'],
  country: 'JP',
  languages: ['Japanese', 'English'],
  industry: 'Beauty',
});

describe('rankMatches', () => {
  it('ranks by shared categories, markets, language and wishes, with the reasons', () => {
    const ranked = rankMatches(
      buyer,
      [
        person('a', { categories: [' cosmetics ', 'Food'], country: 'KR', markets: ['JP'], languages: ['english'] }),
        person('b', { categories: ['Food'], country: 'US' }),
        person('c', { categories: ['Skin care'], country: 'US', languages: ['Korean'] }),
      ],
      none,
    );
    expect(ranked.map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(ranked[0]?.reasons).toEqual([
      { kind: 'categories', shared: ['Cosmetics'] },
      { kind: 'market', country: 'JP', mine: false },
      { kind: 'market', country: 'KR', mine: true },
      { kind: 'language', language: 'English' },
    ]);
    expect(ranked[2]).toEqual({ id: 'b', score: 0, reasons: [] });
  });

  it('counts a market in one direction once and both directions half as much again', () => {
    const [one] = rankMatches(buyer, [person('x', { country: 'KR' })], none);
    const [both] = rankMatches(buyer, [person('x', { country: 'KR', markets: ['jp'] })], none);
    expect(one?.score).toBe(MATCH_WEIGHTS.market);
    expect(both?.score).toBe(MATCH_WEIGHTS.market * 1.5);
  });

  it('names an interpreter only when no language is shared and one covers each side', () => {
    const signals = { ...none, interpreterLanguages: new Set(['korean', 'english']) };
    const [covered] = rankMatches(buyer, [person('x', { languages: ['Korean'] })], signals);
    expect(covered?.reasons).toEqual([{ kind: 'interpreter', language: 'Korean', myLanguage: 'English' }]);
    expect(covered?.score).toBe(MATCH_WEIGHTS.interpreterLanguage);
    const [uncovered] = rankMatches(buyer, [person('x', { languages: ['Thai'] })], signals);
    expect(uncovered?.reasons).toEqual([]);
    const [shared] = rankMatches(buyer, [person('x', { languages: ['Korean', 'japanese'] })], signals);
    expect(shared?.reasons).toEqual([{ kind: 'language', language: 'Japanese' }]);
  });

  it('puts a mutual wish above a one-sided one, and my own wish alone adds nothing', () => {
    const signals = { ...none, wishedByMe: new Set(['m', 'o']), wishedMe: new Set(['m', 't']) };
    const ranked = rankMatches(buyer, [person('o'), person('t'), person('m')], signals);
    expect(ranked.map((r) => [r.id, r.reasons])).toEqual([
      ['m', [{ kind: 'mutual_wish' }]],
      ['t', [{ kind: 'they_wished' }]],
      ['o', []],
    ]);
  });

  it('gives less for each further shared category and more for rare ones', () => {
    expect(categoryPoints([1, 1, 1], 10)).toBeCloseTo(10 * (1 + CATEGORY_DECAY + CATEGORY_DECAY ** 2));
    expect(categoryRarity(1, 100)).toBe(1);
    expect(categoryRarity(100, 100)).toBe(0.5);
    expect(categoryRarity(10, 100)).toBeGreaterThan(categoryRarity(50, 100));
    // 'Hair care' is listed by one candidate, 'Cosmetics' by all three: sharing the rare one ranks higher.
    const ranked = rankMatches(
      buyer,
      [
        person('a', { categories: ['Cosmetics'] }),
        person('b', { categories: ['Cosmetics', 'Hair care'] }),
        person('c', { categories: ['Cosmetics'] }),
        person('d', { categories: ['Hair care'] }),
      ],
      none,
    );
    expect(ranked.map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('breaks ties by id and matches industry without case', () => {
    const ranked = rankMatches(
      buyer,
      [person('z', { industry: ' beauty' }), person('y', { industry: 'BEAUTY' })],
      none,
    );
    expect(ranked.map((r) => r.id)).toEqual(['y', 'z']);
    expect(ranked[0]?.reasons).toEqual([{ kind: 'industry', industry: 'BEAUTY' }]);
  });

  const profile = fc.record({
    id: fc.uuid(),
    categories: fc.array(fc.constantFrom('Food', 'food ', 'Cosmetics', 'Toys', 'Skin care', ''), { maxLength: 4 }),
    markets: fc.array(fc.constantFrom('KR', 'JP', 'US', 'kr'), { maxLength: 3 }),
    country: fc.constantFrom('KR', 'JP', 'US', ''),
    languages: fc.array(fc.constantFrom('English', 'Korean', 'japanese', 'Thai'), { maxLength: 3 }),
    industry: fc.constantFrom('Beauty', 'Food', ''),
  });

  it('lists every candidate once, best first, ties by id, a score of 0 exactly when there is no reason', () => {
    fc.assert(
      fc.property(
        profile,
        fc.uniqueArray(profile, { selector: (p) => p.id, maxLength: 12 }),
        fc.subarray(['English', 'korean', 'thai']),
        (me, candidates, interpreters) => {
          const ids = candidates.map((c) => c.id);
          const signals = {
            wishedByMe: new Set(ids.filter((_, i) => i % 2 === 0)),
            wishedMe: new Set(ids.filter((_, i) => i % 3 === 0)),
            interpreterLanguages: new Set(interpreters.map((l) => l.toLowerCase())),
          };
          const ranked = rankMatches(me, candidates, signals);
          expect(ranked.map((r) => r.id).sort()).toEqual([...ids].sort());
          for (let i = 1; i < ranked.length; i++) {
            const [a, b] = [ranked[i - 1], ranked[i]] as [(typeof ranked)[0], (typeof ranked)[0]];
            expect(a.score > b.score || (a.score === b.score && a.id < b.id)).toBe(true);
          }
          for (const r of ranked) expect(r.score === 0).toBe(r.reasons.length === 0);
        },
      ),
    );
  });

  it('by score alone (through the side’s lists), or only the kept ones, it gives the same order and scores; the kept ones ranked again get the same reasons', () => {
    fc.assert(
      fc.property(
        profile,
        fc.uniqueArray(profile, { selector: (p) => p.id, maxLength: 12 }),
        fc.func(fc.boolean()),
        fc.subarray(['English', 'korean', 'thai', 'japanese']),
        (me, candidates, keeps, interpreters) => {
          const ids = candidates.map((c) => c.id);
          const signals = {
            wishedByMe: new Set(ids.filter((_, i) => i % 2 === 0)),
            wishedMe: new Set(ids.filter((_, i) => i % 3 !== 1)),
            interpreterLanguages: new Set(interpreters.map((l) => l.toLowerCase())),
          };
          const side = prepareSide(candidates);
          const full = rankPrepared(me, side, signals);
          const keep = (c: { id: string }) => keeps(c.id);
          expect(rankPrepared(me, side, signals, { reasons: false })).toEqual(
            full.map(({ id, score }) => ({ id, score, reasons: [] })),
          );
          const lean = rankPrepared(me, side, signals, { keep, reasons: false });
          expect(lean).toEqual(full.filter(keep).map(({ id, score }) => ({ id, score, reasons: [] })));
          const kept = new Set(lean.map((r) => r.id));
          const again = rankPrepared(
            me,
            { ...side, candidates: side.candidates.filter((c) => kept.has(c.id)) },
            signals,
          );
          expect(again).toEqual(full.filter(keep));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never ranks a candidate lower for sharing one more category', () => {
    fc.assert(
      fc.property(profile, profile, fc.constantFrom('Food', 'Cosmetics', 'Toys', 'Skin care'), (me, them, extra) => {
        const withMe = { ...me, categories: [...me.categories, extra] };
        const before = rankMatches(withMe, [them], none)[0]?.score ?? 0;
        const after = rankMatches(withMe, [{ ...them, categories: [...them.categories, extra] }], none)[0]?.score ?? 0;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
