// Error factories: an HTTP status plus a stable snake_case code the web maps to a translated text.
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details?: Record<string, unknown>;

  constructor(statusCode: number, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export const badRequest = (code: string, message: string, details?: Record<string, unknown>) =>
  new ApiError(400, code, message, details);
export const unauthenticated = (message = 'Sign in to continue') => new ApiError(401, 'unauthenticated', message);
export const forbidden = (message = 'You may not do this') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new ApiError(409, code, message, details);

/** PostgreSQL error codes we turn into 4xx answers instead of 500s. */
/** An upload over MAX_ATTACHMENT_BYTES. */
export const fileTooLarge = () => new ApiError(413, 'file_too_large', 'File size exceeds 10MB limit');

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
/**
 * Data exceptions a request's value can cause past validation: a NUL character in text (22021,
 * 22P05), a date PostgreSQL cannot hold such as year 0000 (22007, 22008), a number out of range
 * (22003), text too long for its column (22001), a malformed value (22P02).
 */
export const PG_BAD_INPUT_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** The SQLSTATE and constraint of a database error, from node-postgres or PGlite, when it is one. */
export function pgError(err: unknown): { code: string; constraint?: string; detail?: string } | undefined {
  let e = err as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown } | undefined;
  // Drizzle wraps driver errors; the driver's error is the cause.
  for (let depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
        detail: typeof e.detail === 'string' ? e.detail : undefined,
      };
    }
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * The matchmaking rules the database's triggers enforce (docs/rules.md#request-hygiene), as their
 * 409 codes; undefined for any other error. The error handler applies it to every route.
 */
export function hygieneViolation(err: unknown): ApiError | undefined {
  const e = pgError(err);
  if (e?.code !== PG_CHECK_VIOLATION) return undefined;
  switch (e.constraint) {
    case 'meeting_requests_pending_cap':
      return conflict(
        'pending_request_cap',
        `You already have ${e.detail} requests waiting for an answer. Cancel one or wait for an answer to send another.`,
        { cap: Number(e.detail) },
      );
    case 'meetings_same_company':
      return conflict('same_company', 'People of one company do not meet each other');
    case 'meetings_excluded_pair':
      return conflict('excluded_pair', 'The organiser keeps these two companies apart');
    case 'meetings_daily_limit':
      return conflict('daily_meeting_limit', `The ${e.detail} already has the most meetings allowed that day`, {
        person: e.detail,
      });
    default:
      return undefined;
  }
}
