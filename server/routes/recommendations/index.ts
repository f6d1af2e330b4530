// Recommendations (docs/rules.md#matchmaking, docs/decisions/028-recommendations.md): a buyer or
// seller of an active project gets the other side ranked with reasons, may mark people "not
// interested" (and take it back), and the organiser counts good matches per person. Each handler:
// validate -> load -> authorize -> act -> present.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countGoodMatches, GOOD_MATCH_SCORE } from '../../../core/matching/counts.ts';
import { ineligibleWhy, pickRecommendations, type SlotBits } from '../../../core/matching/eligible.ts';
import { type RankedMatch, rankPrepared } from '../../../core/matching/rank.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  matchCountsQuery,
  matchCountsSchema,
  recommendationParams,
  recommendationQuery,
  recommendationsSchema,
} from '../../../core/schemas/recommendation.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { matchDismissals } from '../../db/schema.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { mayCountMatches, recommendationsOpen, recommendedSide, type Side } from '../../policies/recommendation.ts';
import { presentMatchCounts, presentRecommendations } from '../../presenters/recommendation.ts';
import type { CurrentUser } from '../../types.ts';
import { candidateIndex } from './candidate-index.ts';
import {
  cardsOf,
  countedPeople,
  freeSlotsOf,
  matchFacts,
  matchPeople,
  matchPerson,
  metBefore,
  projectAndRole,
  projectMatchContext,
} from './queries.ts';

const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

/**
 * The project and the caller's side, checked: the project is one they see (else 404), they take
 * part in it as a buyer or seller (else 403), and it is active (else 409 project_not_active).
 */
async function recommendationContext(db: Db, me: CurrentUser, projectId: string) {
  const found = await projectAndRole(db, me, projectId);
  if (!found) throw notFound('Project not found');
  const side = recommendedSide(me, found.role);
  if (!side) throw forbidden('Only buyers and sellers of the project get recommendations');
  if (!recommendationsOpen(found.project.status)) {
    throw conflict('project_not_active', 'Recommendations are made while the project is active');
  }
  return { project: found.project, side };
}

export async function recommendationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:id/recommendations',
    { schema: { params: uuidParam, querystring: recommendationQuery, response: { 200: recommendationsSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { project, side } = await recommendationContext(app.db, me, request.params.id);
      const limit = request.query.limit;
      const [mine, { people, prepared }] = await Promise.all([
        matchPerson(app.db, me.id),
        candidateIndex(app.db, app.database.changes.identity, project.id, other(side)),
      ]);
      if (!mine) throw notFound('Profile not found');
      const { facts, signals } = await matchFacts(app.db, project.id, mine);
      // Rank in memory everyone who may be recommended at all, by score alone, then check free
      // slots only for the best, in growing batches, until `limit` share a slot with me; only
      // those shown are ranked again with their reasons (decision 028).
      const ranked = rankPrepared(mine, prepared, signals, {
        keep: (c) => ineligibleWhy(mine, c.profile, facts) === null,
        reasons: false,
      });
      const now = new Date();
      const chosen: RankedMatch[] = [];
      const free = new Map<string, SlotBits>();
      let batch = Math.max(2 * limit, 20);
      for (let start = 0; start < ranked.length && chosen.length < limit; start += batch, batch *= 2) {
        const slice = ranked.slice(start, start + batch);
        const wanted = [
          ...(free.has(me.id) ? [] : [{ id: me.id, role: side }]),
          ...slice.map((r) => ({ id: r.id, role: other(side) })),
        ];
        for (const [id, bits] of await freeSlotsOf(app.db, project, wanted, now)) free.set(id, bits);
        if (!(free.get(me.id) as SlotBits).some((w) => w !== 0)) break;
        chosen.push(...pickRecommendations(mine, slice, people, facts, free, limit - chosen.length));
      }
      const shown = new Set(chosen.map((r) => r.id));
      const picked = rankPrepared(
        mine,
        { ...prepared, candidates: prepared.candidates.filter((c) => shown.has(c.id)) },
        signals,
      );
      const ids = picked.map((r) => r.id);
      const [cards, before] = await Promise.all([cardsOf(app.db, ids), metBefore(app.db, project, me.id, ids)]);
      return presentRecommendations(project, side, mine, picked, cards, before);
    },
  );

  /** Throws 400 invalid_match_target unless `personId` takes part on the other side. */
  async function counterpart(projectId: string, side: Side, personId: string) {
    const [person] = await matchPeople(app.db, projectId, other(side), [personId]);
    if (!person) {
      throw badRequest('invalid_match_target', 'Only people of the other side of the project can be dismissed');
    }
    return person;
  }

  app.post(
    '/:id/recommendations/:personId/dismiss',
    { schema: { params: recommendationParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { project, side } = await recommendationContext(app.db, me, request.params.id);
      const person = await counterpart(project.id, side, request.params.personId);
      await app.db
        .insert(matchDismissals)
        .values({ projectId: project.id, userId: me.id, targetId: person.id })
        .onConflictDoNothing();
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:id/recommendations/:personId/dismiss',
    { schema: { params: recommendationParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { project, side } = await recommendationContext(app.db, me, request.params.id);
      const person = await counterpart(project.id, side, request.params.personId);
      await app.db
        .delete(matchDismissals)
        .where(
          and(
            eq(matchDismissals.projectId, project.id),
            eq(matchDismissals.userId, me.id),
            eq(matchDismissals.targetId, person.id),
          ),
        );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/match-counts',
    {
      config: { access: 'admin' },
      schema: { params: uuidParam, querystring: matchCountsQuery, response: { 200: matchCountsSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      if (!mayCountMatches(me)) throw new ApiError(403, 'forbidden', 'Only organisers see match counts');
      const found = await projectAndRole(app.db, me, request.params.id);
      if (!found) throw notFound('Project not found');
      const [people, context] = await Promise.all([
        countedPeople(app.db, found.project.id),
        projectMatchContext(app.db, found.project.id),
      ]);
      const buyers = people.filter((p) => p.role === 'buyer');
      const sellers = people.filter((p) => p.role === 'seller');
      const counts = countGoodMatches(buyers, sellers, context, GOOD_MATCH_SCORE);
      return presentMatchCounts(people, counts, GOOD_MATCH_SCORE, request.query.limit);
    },
  );
}
