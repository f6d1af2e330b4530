// Recommendations and match counts to API answers (core/schemas/recommendation.ts).
import type { MatchProfile, RankedMatch } from '../../core/matching/rank.ts';
import type { MatchCounts, MatchField, Recommendations } from '../../core/schemas/recommendation.ts';
import type { projects } from '../db/schema.ts';
import type { Side } from '../policies/recommendation.ts';

/** The match fields of a profile that are empty: what the empty state asks to add. */
export function missingMatchFields(p: MatchProfile): MatchField[] {
  const missing: MatchField[] = [];
  if (!p.categories.some((c) => c.trim())) missing.push('product_categories');
  if (!p.markets.some((m) => m.trim())) missing.push('markets');
  if (!p.languages.some((l) => l.trim())) missing.push('languages');
  if (!p.industry.trim()) missing.push('industry');
  if (!p.country.trim()) missing.push('country');
  return missing;
}

export function presentRecommendations(
  project: typeof projects.$inferSelect,
  side: Side,
  me: MatchProfile,
  picked: RankedMatch[],
  cards: Map<string, { fullName: string; companyName: string; country: string }>,
  metBefore: Set<string>,
): Recommendations {
  return {
    project: { id: project.id, name: project.name },
    role: side,
    missing: missingMatchFields(me),
    items: picked.map((r) => {
      const card = cards.get(r.id);
      return {
        id: r.id,
        full_name: card?.fullName ?? '',
        company_name: card?.companyName ?? '',
        country: card?.country ?? '',
        role: side === 'buyer' ? 'seller' : 'buyer',
        score: r.score,
        reasons: r.reasons,
        met_before: metBefore.has(r.id),
      };
    }),
  };
}

export function presentMatchCounts(
  people: { id: string; fullName: string; companyName: string; role: Side }[],
  counts: Map<string, number>,
  threshold: number,
  limit: number,
): MatchCounts {
  const rows = people.map((p) => ({
    id: p.id,
    full_name: p.fullName,
    company_name: p.companyName,
    role: p.role,
    good_matches: counts.get(p.id) ?? 0,
  }));
  // Those with no good match first, then the fewest; by name within.
  rows.sort(
    (a, b) => a.good_matches - b.good_matches || a.full_name.localeCompare(b.full_name) || (a.id < b.id ? -1 : 1),
  );
  return {
    threshold,
    buyers: rows.filter((r) => r.role === 'buyer').length,
    sellers: rows.filter((r) => r.role === 'seller').length,
    without: rows.filter((r) => r.good_matches === 0).length,
    // Only the first rows: at a flagship's 7,500 buyers and sellers the organiser acts on those
    // with the fewest matches, not on a list of everyone (docs/api-lists.md).
    people: rows.slice(0, limit),
  };
}
