// Resolves the session cookie, or an API token (`Authorization: Bearer …`), to request.user and
// enforces each route's access level. Default deny: a route that does not say 'public' needs a
// signed-in, active user. A token carries its owner's rights, limited by its scope and rate
// (docs/decisions/048-api-tokens.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache } from '../cache/answer-cache.ts';
import { ApiError, forbidden, unauthenticated } from '../errors.ts';
import type { CurrentUser } from '../types.ts';
import { apiTokenFor, bearerOf, touchApiToken } from './api-tokens.ts';
import { SESSION_COOKIE, sessionForToken } from './sessions.ts';

/** What one remembered session costs, roughly, in bytes (a profile and the token). */
const SESSION_ENTRY_SIZE = 2048;
/** At most this many sessions are remembered (32 MiB). */
const SESSION_CACHE_SIZE = 16_384 * SESSION_ENTRY_SIZE;

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('apiToken', null);
  // Every request needs its session; read from the database only when sessions or profiles may
  // have changed since (signing out, deactivation and profile edits count at once; a meeting
  // request does not).
  const changes = app.database.changes.identity;
  const sessions = new AnswerCache<{ user: CurrentUser; ends: number }>(changes, {
    ttlMs: app.config.readCache.ttlMs,
    maxSize: SESSION_CACHE_SIZE,
  });
  const userFor = async (token: string) => {
    const known = sessions.get(token);
    if (known && known.ends > Date.now()) return known.user;
    const readAt = changes.value;
    const found = await sessionForToken(app.db, token);
    if (!found) return null;
    sessions.set(token, { user: found.profile, ends: found.expiresAt.getTime() }, readAt, SESSION_ENTRY_SIZE);
    return found.profile;
  };

  // Per token, counted on this instance (as every limit of the app is).
  const tokenLimit = app.createRateLimit({
    max: app.config.apiTokenRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${request.apiToken?.id}`,
  });

  const signInWithToken = async (request: FastifyRequest, reply: FastifyReply, bearer: string) => {
    const found = bearer ? await apiTokenFor(app.db, bearer) : undefined;
    if (!found) throw tokenRefused();
    request.apiToken = { id: found.id, scope: found.scope };
    request.user = found.profile;
    const limit = await tokenLimit(request);
    if (!limit.isAllowed) {
      reply.header('x-ratelimit-limit', limit.max);
      reply.header('x-ratelimit-remaining', limit.remaining);
      reply.header('x-ratelimit-reset', limit.ttlInSeconds);
      if (limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw new ApiError(429, 'rate_limited', 'Too many requests with this token', {
          retry_after_s: limit.ttlInSeconds,
        });
      }
    }
    await touchApiToken(app.db, found.id, found.lastUsedAt);
  };

  app.addHook('onRequest', async (request, reply) => {
    // A request that names a token is that token's alone: the cookie is not read, so a bad token
    // never falls back to a browser's session.
    const bearer = request.url.startsWith('/api/') ? bearerOf(request.headers.authorization) : undefined;
    const token = bearer === undefined ? request.cookies[SESSION_COOKIE] : undefined;
    if (bearer !== undefined) await signInWithToken(request, reply, bearer);
    else if (token && token.length <= 100) {
      request.user = await userFor(token);
      request.sessionToken = request.user ? token : null;
    }
    // Only API routes are guarded; the web app's files and unknown paths are public.
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    // A token's limits hold on public routes too (a read-only token signs nobody in or out).
    if (request.apiToken) {
      // A token cannot make, list or revoke tokens: one leaked token must not mint others.
      if (request.routeOptions.config?.sessionOnly) {
        throw new ApiError(403, 'token_not_allowed', 'Sign in to do this; an API token cannot');
      }
      if (request.apiToken.scope === 'read' && !READ_METHODS.has(request.method)) {
        throw new ApiError(403, 'token_read_only', 'This API token may only read');
      }
    }
    const access = request.routeOptions.config?.access ?? 'signed-in';
    if (access === 'public') return;
    if (!request.user) throw unauthenticated();
    if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
  });
});

/** What a read-only token may send. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** Unknown, revoked and expired tokens, and those of deactivated accounts, get the same 401. */
const tokenRefused = () => new ApiError(401, 'api_token_invalid', 'This API token is unknown, revoked or expired');

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure when the request came over HTTPS. */
export function setSessionCookie(reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
