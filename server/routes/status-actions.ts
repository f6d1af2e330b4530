// The verb routes that move a record's status, POST /:id/<action>, for every entity whose statuses
// actions move (meetings, transactions, volunteer assignments; docs/rules.md#statuses-and-transitions).
// Each answers alike: 404 for a record the user may not see, 403 when the entity's policy refuses,
// 409 invalid_transition when the record is not in the action's from-status, then the record as it
// is now, after the entity has told whom it concerns.
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { actionsOf, nextStatus, type Transitions } from '../../core/rules/transitions.ts';
import { uuidParam } from '../../core/schemas/common.ts';
import { currentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import type { CurrentUser } from '../types.ts';

/** A table whose rows have an id and a status column. */
type StatusTable = PgTable & { id: PgColumn; status: PgColumn };

/** What the status routes of one entity need to know of it. */
export interface StatusEntity<A extends string, R extends { id: string; status: string }, Out> {
  /** The entity's name in messages, e.g. 'meeting'. */
  noun: string;
  table: StatusTable;
  transitions: Transitions<A, R['status']>;
  /** The answer's schema. */
  response: z.ZodType<Out>;
  /** The record as `user` may see it, or null (404) when they may not. */
  find: (user: CurrentUser, id: string) => Promise<R | null | undefined>;
  /** May `user` take `action` on the record, its status aside? */
  mayAct: (user: CurrentUser, record: R, action: A) => boolean;
  /** The 403's message, when it says more than the general one. */
  forbidden?: string;
  /** The 409's message for a record in another status than `from`. */
  wrongStatus: (from: R['status']) => string;
  /** The record as the answer shows it, read after the change. */
  reread: (user: CurrentUser, id: string) => Promise<Out>;
  /**
   * What the change writes besides the status, in its transaction: the webhook events of the
   * change (docs/decisions/049-webhooks.md), so they exist exactly when it does.
   */
  during?: (tx: Db, action: A, id: string, user: CurrentUser) => Promise<unknown>;
  /** What follows a change, such as notifying the record's people. */
  after?: (action: A, record: Out, user: CurrentUser) => Promise<void>;
}

/** Registers POST /:id/<action> for every action of the entity's transition table. */
export function statusActionRoutes<A extends string, R extends { id: string; status: string }, Out>(
  fastify: FastifyInstance,
  entity: StatusEntity<A, R, Out>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { table } = entity;
  const Noun = entity.noun.charAt(0).toUpperCase() + entity.noun.slice(1);

  for (const action of actionsOf(entity.transitions)) {
    app.post(
      `/:id/${action}`,
      // The schema checks and serializes the answer; a generic one is no help to the type provider.
      { schema: { params: uuidParam, response: { 200: entity.response as z.ZodType } } },
      async (request) => {
        const me = currentUser(request);
        const before = await entity.find(me, request.params.id);
        if (!before) throw notFound(`${Noun} not found`);
        if (!entity.mayAct(me, before, action)) throw forbidden(entity.forbidden);
        const { from } = entity.transitions[action];
        const to = nextStatus(entity.transitions, before.status, action);
        if (to === null) throw conflict('invalid_transition', entity.wrongStatus(from));
        // The status in the WHERE makes a double click or a race change the record once.
        const change = (db: Db) =>
          db
            .update(table)
            .set({ status: to } as PgUpdateSetSource<typeof table>)
            .where(and(eq(table.id, before.id), eq(table.status, from)))
            .returning({ id: table.id });
        const { during } = entity;
        const rows = during
          ? await app.db.transaction(async (tx) => {
              const changed = await change(tx as unknown as Db);
              if (changed.length > 0) await during(tx as unknown as Db, action, before.id, me);
              return changed;
            })
          : await change(app.db);
        if (rows.length === 0) throw conflict('invalid_transition', `The ${entity.noun} changed meanwhile`);
        const after = await entity.reread(me, before.id);
        await entity.after?.(action, after, me);
        return after;
      },
    );
  }
}
