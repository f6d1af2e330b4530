// CSRF defence besides SameSite=Lax: a state-changing request must come from our own origin.
// Browsers send Origin on every POST/PUT/PATCH/DELETE they make; when a privacy setting drops it,
// Sec-Fetch-Site or else the Referer still tells where the request came from. A request with none
// of the three is not a browser's cross-site request (curl, scripts, app.inject in tests), so it
// passes: it cannot ride on a victim's cookie.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerOf } from '../auth/api-tokens.ts';
import { ApiError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The 403 a request from another origin gets; the web shows errors.cross_origin. */
export const crossOrigin = () => new ApiError(403, 'cross_origin', 'Requests from another site are refused');

/**
 * True when `source` (an Origin or a Referer URL) names the host the request was sent to. The
 * Host header is read under the source's scheme, so 'localhost:80' matches 'http://localhost' as
 * a browser means it; request.host follows X-Forwarded-Host only behind a trusted proxy.
 */
export function sameHost(source: string, host: string) {
  try {
    const url = new URL(source);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** Whether a state-changing request comes from our own origin, as far as its headers tell. */
export function isSameOrigin(request: Pick<FastifyRequest, 'headers' | 'host'>) {
  const { origin, referer } = request.headers;
  // 'null' is what sandboxed frames and file:// pages send: never our own pages.
  if (origin !== undefined) return sameHost(origin, request.host);
  const site = request.headers['sec-fetch-site'];
  // 'none' means the user typed or bookmarked it; 'same-site' is a sibling subdomain: another origin.
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  if (referer !== undefined) return sameHost(referer, request.host);
  return true;
}

/**
 * Refuses POST, PUT, PATCH and DELETE from another origin with 403 cross_origin. A request with an
 * API token is let through: a page of another site cannot send an Authorization header here
 * (no CORS), and such a request is judged by its token alone, never by a cookie
 * (server/auth/plugin.ts; docs/decisions/048-api-tokens.md).
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (bearerOf(request.headers.authorization) !== undefined) return;
    if (!isSameOrigin(request)) throw crossOrigin();
  });
});
