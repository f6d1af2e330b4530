// Idempotent writes (docs/rules.md#offline-writes, docs/decisions/032-idempotent-writes.md): a
// route with `config: { idempotent: true }` takes an `Idempotency-Key` header. The first request
// with a key applies the write and stores its answer in the same transaction; a repeat (same
// person, key, route and body) gets that answer back and changes nothing. Without the header the
// route works as before. The route reads and writes through `dbOf(request)`.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER, isIdempotencyKey } from '../../core/rules/idempotency.ts';
import { currentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import { refusalOf } from '../error-handler.ts';
import { ApiError, badRequest } from '../errors.ts';
import { hashBody, type KeyedWrite, lockKey, storeAnswer, storedAnswer } from './store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an Idempotency-Key header; it must return its answer (not send it itself). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** While a keyed write runs: the transaction its statements and its stored answer share. */
    writeDb: Db | null;
  }
}

/**
 * The database a route works on: a keyed write's transaction, else the app's. An idempotent route
 * must use it for every statement: on the embedded database a statement outside the open
 * transaction would wait for it forever.
 */
export const dbOf = (request: FastifyRequest): Db => request.writeDb ?? request.server.db;

const JSON_TYPE = 'application/json; charset=utf-8';

/** What the first request answered: sent now, and stored for repeats. */
interface Outcome {
  statusCode: number;
  body: unknown;
  /** The JSON sent for a success; a refusal is thrown again for the error handler to send. */
  payload?: string;
  refusal?: unknown;
}

/** Runs the route's handler in a savepoint of `tx`: a refusal undoes what it wrote, and is kept. */
async function apply(
  tx: Db,
  handler: RouteHandlerMethod,
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Outcome> {
  try {
    const result = await tx.transaction(async (savepoint) => {
      request.writeDb = savepoint;
      try {
        return await handler.call(app, request, reply);
      } finally {
        request.writeDb = null;
      }
    });
    if (reply.sent) throw new Error('An idempotent route returns its answer instead of sending it');
    // The route's own response schema, as Fastify would have applied it.
    const payload = reply.serialize(result) as string;
    return { statusCode: reply.statusCode, body: JSON.parse(payload), payload };
  } catch (err) {
    // A failure on our side (5xx) stores nothing: the transaction rolls back and the key is free.
    const refusal = refusalOf(err as Error);
    if (!refusal) throw err;
    return { statusCode: refusal.status, body: refusal.body, refusal: err };
  }
}

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('writeDb', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const handler = route.handler;
    route.handler = async function keyedWrite(this: FastifyInstance, request, reply) {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (key === undefined) return handler.call(this, request, reply);
      if (!isIdempotencyKey(key))
        throw badRequest('invalid_idempotency_key', 'An Idempotency-Key is 8 to 200 letters, digits, - or _');
      const write: KeyedWrite = {
        userId: currentUser(request).id,
        key,
        route: `${request.method} ${request.url}`,
        bodyHash: hashBody(request.body),
      };
      const outcome = await app.db.transaction(async (tx) => {
        if (!(await lockKey(tx, write)))
          throw new ApiError(409, 'idempotency_in_progress', 'A request with this key is being applied; try again');
        const earlier = await storedAnswer(tx, write);
        if (earlier) {
          if (earlier.route !== write.route || earlier.bodyHash !== write.bodyHash)
            throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key named another request');
          return { statusCode: earlier.statusCode, body: earlier.body, replayed: true };
        }
        const done = await apply(tx, handler, this, request, reply);
        if (!(await storeAnswer(tx, write, done)))
          throw new ApiError(409, 'idempotency_in_progress', 'A request with this key is being applied; try again');
        return done;
      });
      if ('replayed' in outcome) {
        reply.code(outcome.statusCode).header(IDEMPOTENCY_REPLAYED_HEADER, 'true').type(JSON_TYPE);
        return reply.send(JSON.stringify(outcome.body));
      }
      if (outcome.refusal) throw outcome.refusal;
      return reply.code(outcome.statusCode).type(JSON_TYPE).send(outcome.payload);
    };
  });
});
