// Resolves the session cookie to request.user and enforces each route's access level.
// Default deny: a route that does not say 'public' needs a signed-in, active user.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache } from '../cache/answer-cache.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import type { CurrentUser } from '../types.ts';
import { SESSION_COOKIE, sessionForToken } from './sessions.ts';

/** What one remembered session costs, roughly, in bytes (a profile and the token). */
const SESSION_ENTRY_SIZE = 2048;
/** At most this many sessions are remembered (32 MiB). */
const SESSION_CACHE_SIZE = 16_384 * SESSION_ENTRY_SIZE;

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
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

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 100) {
      request.user = await userFor(token);
      request.sessionToken = request.user ? token : null;
    }
    // Only API routes are guarded; the web app's files and unknown paths are public.
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    const access = request.routeOptions.config?.access ?? 'signed-in';
    if (access === 'public') return;
    if (!request.user) throw unauthenticated();
    if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
  });
});

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
