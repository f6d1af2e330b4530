// Recommendations (docs/rules.md#matchmaking): the people of the other side of a project ranked for
// a buyer or seller, with the reasons, and the organiser's count of good matches per person.
import { z } from 'zod';
import { LIST_PAGE_MAX } from './list-page.ts';

/** At most this many recommendations in one answer. */
export const RECOMMENDATION_LIMIT_MAX = 50;

/** GET /api/projects/:id/recommendations?limit= */
export const recommendationQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(RECOMMENDATION_LIMIT_MAX).default(10),
});

/** POST/DELETE /api/projects/:id/recommendations/:personId/dismiss */
export const recommendationParams = z.object({ id: z.uuid(), personId: z.uuid() });

export const matchReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('categories'), shared: z.array(z.string()) }),
  /** `mine`: the country is in my markets (else in theirs, and it is mine). */
  z.object({ kind: z.literal('market'), country: z.string(), mine: z.boolean().optional() }),
  z.object({ kind: z.literal('language'), language: z.string() }),
  z.object({ kind: z.literal('interpreter'), language: z.string(), myLanguage: z.string().optional() }),
  z.object({ kind: z.literal('mutual_wish') }),
  z.object({ kind: z.literal('they_wished') }),
  z.object({ kind: z.literal('industry'), industry: z.string() }),
]);
export type MatchReasonDto = z.infer<typeof matchReasonSchema>;

/** Profile fields that make matches; the empty state names the caller's missing ones. */
export const MATCH_FIELDS = ['product_categories', 'markets', 'languages', 'industry', 'country'] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

export const recommendationSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  company_name: z.string(),
  country: z.string(),
  role: z.enum(['buyer', 'seller']),
  score: z.number(),
  reasons: z.array(matchReasonSchema),
  /** The pair had a meeting held in an earlier project of the same organiser. */
  met_before: z.boolean(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsSchema = z.object({
  project: z.object({ id: z.uuid(), name: z.string() }),
  /** The caller's side: buyers see sellers, sellers see buyers. */
  role: z.enum(['buyer', 'seller']),
  /** Match fields of the caller's profile that are empty. */
  missing: z.array(z.enum(MATCH_FIELDS)),
  items: z.array(recommendationSchema),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

export const matchCountSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  company_name: z.string(),
  role: z.enum(['buyer', 'seller']),
  good_matches: z.number().int(),
});
export type MatchCount = z.infer<typeof matchCountSchema>;

/** GET /api/projects/:id/match-counts: people with the fewest good matches first. */
/**
 * GET /api/projects/:id/match-counts?limit=: the people listed are the `limit` with the fewest good
 * matches (those the organiser acts on); the head counts cover everyone (docs/api-lists.md).
 */
export const matchCountsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(LIST_PAGE_MAX),
});

export const matchCountsSchema = z.object({
  /** The score from which a match counts as good. */
  threshold: z.number(),
  buyers: z.number().int(),
  sellers: z.number().int(),
  /** How many people have no good match. */
  without: z.number().int(),
  /** The `limit` people with the fewest good matches, fewest first; `buyers + sellers` may be more. */
  people: z.array(matchCountSchema),
});
export type MatchCounts = z.infer<typeof matchCountsSchema>;
