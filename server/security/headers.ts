// Security headers on every answer: helmet's set, tightened, plus what helmet does not cover.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The content security policy. Scripts only from our own origin (the built app has no inline
 * script); inline style attributes stay allowed because React and Radix position things with them.
 * Images may come from https: for company logos given as links; recordings play from blob: URLs.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
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

/** Microphone for voice notes on our own pages; every other powerful feature off. */
export const PERMISSIONS_POLICY =
  'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), display-capture=(), interest-cohort=()';

/** Sent only over HTTPS (directly or behind a trusted proxy): over plain HTTP it means nothing. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: CSP_DIRECTIVES },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/** Registers helmet and the headers it lacks: Permissions-Policy, HSTS over HTTPS, no-store for API data. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, helmetOptions);
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Contacts and deal values must not stay in a shared venue computer's cache; routes that
    // serve files set their own caching.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
