import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  companyKey,
  type EligibilityFacts,
  type EligibilityPerson,
  ineligibleWhy,
  noSlots,
  pairKey,
  pickRecommendations,
  type SlotGrid,
  setBit,
  shareSlot,
  slotBit,
} from './eligible.ts';
import { type MatchProfile, rankMatches } from './rank.ts';

const grid: SlotGrid = { dates: ['2030-05-01', '2030-05-02'], slotsPerDay: 20 };
const noFacts: EligibilityFacts = {
  excludedPairs: new Set(),
  met: new Set(),
  requested: new Set(),
  declined: new Set(),
  dismissed: new Set(),
};

function bits(...slots: [string, number][]) {
  const b = noSlots(grid);
  for (const [date, slot] of slots) setBit(b, slotBit(grid, date, slot));
  return b;
}

describe('eligibility', () => {
  const me: EligibilityPerson = { id: 'me', companyId: 'c1', companyKey: companyKey('  Acme Ltd ') };

  it('keys companies like the database: lower-cased, trimmed, blank is none', () => {
    expect(companyKey(' ACME Ltd')).toBe('acme ltd');
    expect(companyKey('   ')).toBeNull();
    expect(companyKey(null)).toBeNull();
    expect(pairKey('b', 'a')).toBe(pairKey('a', 'b'));
  });

  it('names why a candidate is never recommended', () => {
    const facts: EligibilityFacts = {
      excludedPairs: new Set([pairKey('c2', 'c1')]),
      met: new Set(['m']),
      requested: new Set(['r']),
      declined: new Set(['d']),
      dismissed: new Set(['n']),
    };
    const why = (p: Partial<EligibilityPerson> & { id: string }) =>
      ineligibleWhy(me, { companyId: null, companyKey: null, ...p }, facts);
    expect(why({ id: 'me' })).toBe('self');
    expect(why({ id: 'x', companyKey: 'acme ltd', companyId: 'c9' })).toBe('same_company');
    expect(why({ id: 'x', companyId: 'c2', companyKey: 'rival' })).toBe('excluded_pair');
    expect(why({ id: 'm' })).toBe('met');
    expect(why({ id: 'r' })).toBe('requested');
    expect(why({ id: 'd' })).toBe('declined');
    expect(why({ id: 'n' })).toBe('dismissed');
    expect(why({ id: 'ok', companyId: 'c3', companyKey: 'other' })).toBeNull();
    // Two people without a company are not one company.
    expect(
      ineligibleWhy({ ...me, companyKey: null }, { id: 'x', companyId: null, companyKey: null }, facts),
    ).toBeNull();
  });

  it('finds a common free slot in the bitsets', () => {
    expect(shareSlot(bits(['2030-05-02', 20]), bits(['2030-05-02', 20], ['2030-05-01', 1]))).toBe(true);
    expect(shareSlot(bits(['2030-05-02', 19]), bits(['2030-05-02', 20]))).toBe(false);
    expect(slotBit(grid, '2030-05-03', 1)).toBe(-1);
    expect(slotBit(grid, '2030-05-01', 21)).toBe(-1);
  });

  it('picks the best eligible candidates with a common slot, up to the limit', () => {
    const ranked = [
      { id: 'a', score: 9, reasons: [] },
      { id: 'b', score: 8, reasons: [] },
      { id: 'c', score: 7, reasons: [] },
      { id: 'd', score: 6, reasons: [] },
    ];
    const people = new Map(ranked.map((r) => [r.id, { id: r.id, companyId: null, companyKey: r.id }]));
    const free = new Map([
      ['me', bits(['2030-05-01', 3])],
      ['a', bits(['2030-05-01', 4])],
      ['b', bits(['2030-05-01', 3])],
      ['c', bits(['2030-05-01', 3])],
      ['d', bits(['2030-05-01', 3])],
    ]);
    const facts = { ...noFacts, dismissed: new Set(['c']) };
    expect(pickRecommendations(me, ranked, people, facts, free, 2).map((r) => r.id)).toEqual(['b', 'd']);
    expect(pickRecommendations(me, ranked, people, facts, new Map(), 2)).toEqual([]);
  });
});

// A small project: people of a few companies, some pairs kept apart, random meetings, requests,
// declines, dismissals and free slots. Whatever they are, no recommendation breaks a rule.
const companies = ['Acme', 'acme ', 'Bolt', 'Crane', ''];
const world = fc.record({
  me: fc.nat(9),
  people: fc.array(
    fc.record({
      company: fc.nat(companies.length - 1),
      categories: fc.subarray(['Food', 'Tea', 'Toys']),
      free: fc.array(fc.tuple(fc.constantFrom(...grid.dates), fc.integer({ min: 1, max: 20 })), { maxLength: 4 }),
    }),
    { minLength: 10, maxLength: 10 },
  ),
  excluded: fc.array(fc.tuple(fc.nat(3), fc.nat(3)), { maxLength: 3 }),
  met: fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
  requested: fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
  declined: fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
  dismissed: fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
  limit: fc.integer({ min: 1, max: 10 }),
});

describe('pickRecommendations (property)', () => {
  it('never names an excluded, same-company, met, requested, declined or dismissed person, nor one with no common free slot', () => {
    fc.assert(
      fc.property(world, (w) => {
        const id = (i: number) => `p${i}`;
        // Company ids: 'Acme' and 'acme ' are two records of one company name.
        const person = (i: number): EligibilityPerson => {
          const c = w.people[i]?.company ?? 0;
          return { id: id(i), companyId: companies[c] ? `c${c}` : null, companyKey: companyKey(companies[c]) };
        };
        const people = new Map(w.people.map((_, i) => [id(i), person(i)]));
        const me = person(w.me);
        const ids = (list: number[]) => new Set(list.map(id));
        const facts: EligibilityFacts = {
          excludedPairs: new Set(w.excluded.map(([a, b]) => pairKey(`c${a}`, `c${b}`))),
          met: ids(w.met),
          requested: ids(w.requested),
          declined: ids(w.declined),
          dismissed: ids(w.dismissed),
        };
        const free = new Map(w.people.map((p, i) => [id(i), bits(...p.free)]));
        const profile = (i: number): MatchProfile => ({
          id: id(i),
          categories: w.people[i]?.categories ?? [],
          markets: [],
          country: '',
          languages: [],
          industry: '',
        });
        const ranked = rankMatches(
          profile(w.me),
          w.people.map((_, i) => profile(i)),
          { wishedByMe: new Set(), wishedMe: new Set(), interpreterLanguages: new Set() },
        );
        const picked = pickRecommendations(me, ranked, people, facts, free, w.limit);

        expect(picked.length).toBeLessThanOrEqual(w.limit);
        const mine = free.get(me.id) as Uint32Array;
        for (const r of picked) {
          const them = people.get(r.id) as EligibilityPerson;
          expect(r.id).not.toBe(me.id);
          if (me.companyKey !== null) expect(them.companyKey).not.toBe(me.companyKey);
          if (me.companyId && them.companyId)
            expect(facts.excludedPairs.has(pairKey(me.companyId, them.companyId))).toBe(false);
          for (const set of [facts.met, facts.requested, facts.declined, facts.dismissed])
            expect(set.has(r.id)).toBe(false);
          const theirs = w.people[Number(r.id.slice(1))]?.free ?? [];
          expect(theirs.some(([date, slot]) => shareSlot(mine, bits([date, slot])))).toBe(true);
        }
        // And it leaves out nobody it could have named: the picks are the best eligible ones, in order.
        const allowed = ranked.filter((r) => {
          const them = people.get(r.id) as EligibilityPerson;
          return ineligibleWhy(me, them, facts) === null && shareSlot(mine, free.get(r.id) as Uint32Array);
        });
        expect(picked).toEqual(allowed.slice(0, w.limit));
      }),
    );
  });
});
