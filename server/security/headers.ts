// Security headers on every answer: helmet's set, tightened, plus what helmet does not cover.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The one inline script of web/index.html (it sets the saved theme before the first paint), allowed
 * by its hash; headers.test.ts checks the hash against the file (docs/decisions/036-first-paint-and-lighthouse.md).
 */
export const THEME_SCRIPT_HASH = "'sha256-pwHgGKaniFuYbrqcskU+B1g99RbvAF6ihimtIj7IAs4='";

/**
 * The content security policy. Scripts only from our own origin, and the inline theme script by its
 * hash; inline style attributes stay allowed because React and Radix position things with them.
 * Images may come from https: for company logos given as links; recordings play from blob: URLs.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // WebAssembly may be compiled (not eval): the badge scanner's QR decoder (docs/decisions/033-badge-scanning.md).
  'script-src': ["'self'", THEME_SCRIPT_HASH, "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // Plain HTTP on a venue's LAN must keep working; HTTPS deployments get HSTS instead.
  'upgrade-insecure-requests': null,
};

/** Microphone for voice notes and camera for the badge scanner, on our own pages; every other powerful feature off. */
export const PERMISSIONS_POLICY =
  'microphone=(self), camera=(self), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), display-capture=(), interest-cohort=()';

/** Sent only over HTTPS (directly or behind a trusted proxy): over plain HTTP it means nothing. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { directives: CSP_DIRECTIVES },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets, worked out once. @fastify/helmet builds helmet's middleware (parsing
 * the policy) on every request, which cost more than a cached API answer; helmet's headers do not
 * depend on the request, so they are read off one run against a recording response.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Sets helmet's headers and those it lacks: Permissions-Policy, HSTS over HTTPS, no-store for API data. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Contacts and deal values must not stay in a shared venue computer's cache; routes that
    // serve files set their own caching.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
