// Every error leaves as { error: { code, message, details } } with a 4xx, or a 500 that leaks nothing.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ApiError,
  hygieneViolation,
  PG_BAD_INPUT_CODES,
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgError,
} from './errors.ts';

export const errorBody = (code: string, message: string, details?: unknown) => ({ error: { code, message, details } });

/** Codes for the 4xx errors Fastify and its plugins raise themselves. */
const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * The router's own refusals, raised before any route or error handler runs (a broken %-escape in
 * the path, a path parameter longer than the router allows): the same error shape as the rest.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode === 414 ? 414 : 400;
  const message = status === 414 ? 'A part of the address is too long' : 'The address is not valid';
  // No hook runs for these, so helmet's headers are not there: a JSON error needs only these two.
  return reply
    .status(status)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .send(errorBody(STATUS_CODES[status], message));
}

/**
 * The 4xx answer `err` makes (status and body), or undefined when it is a failure on our side (a
 * 500). The error handler sends it; idempotent writes store it (server/idempotency/plugin.ts).
 */
export function refusalOf(
  err: FastifyError | Error,
): { status: number; body: ReturnType<typeof errorBody> } | undefined {
  const e = err as FastifyError;
  if (err instanceof ApiError) return { status: err.statusCode, body: errorBody(err.code, err.message, err.details) };
  if (hasZodFastifySchemaValidationErrors(e)) {
    const issues = e.validation.map((v) => ({
      path: v.instancePath,
      message: v.message,
    }));
    return { status: 400, body: errorBody('validation_failed', 'The request is not valid', { issues }) };
  }
  const rule = hygieneViolation(err);
  if (rule) return { status: rule.statusCode, body: errorBody(rule.code, rule.message, rule.details) };
  const db = pgError(err);
  if (db?.code === PG_UNIQUE_VIOLATION) {
    return { status: 409, body: errorBody('conflict', 'This already exists', { constraint: db.constraint }) };
  }
  if (db?.code === PG_FOREIGN_KEY_VIOLATION) {
    return {
      status: 409,
      body: errorBody('invalid_reference', 'A referenced record does not exist', { constraint: db.constraint }),
    };
  }
  if (db?.code === PG_CHECK_VIOLATION) {
    return {
      status: 400,
      body: errorBody('validation_failed', 'The request breaks a rule', { constraint: db.constraint }),
    };
  }
  if (db && PG_BAD_INPUT_CODES.has(db.code)) {
    return { status: 400, body: errorBody('validation_failed', 'The request holds a value that cannot be stored') };
  }
  const status = e.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: errorBody(STATUS_CODES[status] ?? 'bad_request', err.message) };
  }
  return undefined;
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const refusal = refusalOf(err);
    if (refusal) return reply.status(refusal.status).send(refusal.body);
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal_error', 'Something went wrong on our side'));
  });
}
