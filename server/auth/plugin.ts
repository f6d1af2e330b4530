// Resolves the session cookie to request.user and enforces each route's access level.
// Default deny: a route that does not say 'public' needs a signed-in, active user.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../errors';
import { profileForToken, SESSION_COOKIE } from './sessions';

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 100) {
      request.user = (await profileForToken(app.db, token)) ?? null;
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
