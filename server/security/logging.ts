// What the server logs, and what it must never log: passwords, session tokens, cookies, and the
// values a failed query carried (a users insert holds a password hash, a sessions insert a token hash).
import type { FastifyServerOptions } from 'fastify';

/** Fields pino replaces with [Redacted] wherever a log line would carry them. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'temporary_password',
  'passwordHash',
  '*.password',
  '*.temporary_password',
  '*.passwordHash',
  '*.token',
];

/** Drizzle appends "params: ..." (the query's values) to a failed query's message and stack. */
const scrubParams = (text: unknown) =>
  typeof text === 'string' ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]') : undefined;

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  cause?: LoggedError;
}

/**
 * An error as it is logged: its type, message, stack, codes and cause, without the query values
 * a database error carries in `params` and in its message.
 */
export function serializeError(err: unknown, depth = 0): LoggedError | undefined {
  if (err === undefined || err === null) return undefined;
  if (typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as Record<string, unknown>;
  return {
    type: (err as object).constructor?.name ?? 'Error',
    message: scrubParams(e.message) ?? '',
    stack: scrubParams(e.stack) ?? '',
    code: e.code,
    statusCode: e.statusCode,
    constraint: e.constraint,
    cause: depth < 3 ? serializeError(e.cause, depth + 1) : undefined,
  };
}

/** Fastify's logger options: the level, redaction, the error serializer, and where lines go. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: REDACT_PATHS,
    serializers: { err: (err) => serializeError(err) ?? { type: 'Error', message: '', stack: '' } },
    ...(stream ? { stream } : {}),
  };
}
