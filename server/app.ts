// buildApp(config, database): the Fastify instance. main.ts and the tests build it the same way.
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { authPlugin } from './auth/plugin';
import type { Config } from './config';
import type { Database } from './db/client';
import { installErrorHandler } from './error-handler';
import { forbidden } from './errors';
import { routes } from './routes';
import { createLocalBus, type NotificationBus } from './services/notification-bus';
import { installTranscription } from './services/transcription';
import { type Storage, storageFor } from './storage';
import './types';
import { serveWeb } from './web';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Folder of the built web app; omitted in API tests. */
  webDir?: string;
  bus?: NotificationBus;
  /** Where uploaded files go; defaults to the config's (S3 bucket or DATA_DIR/uploads). */
  storage?: Storage;
}

export async function buildApp({ config, database, webDir, bus, storage }: AppOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Never log credentials: cookies and auth headers are dropped from request logs.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('bus', bus ?? createLocalBus());
  app.decorate('storage', storage ?? storageFor(config));
  installTranscription(app);
  installErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'B2B Platform API', version: '1' } },
    transform: jsonSchemaTransform,
  });

  // A state-changing request must come from our own origin (CSRF defence besides SameSite=Lax).
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    const origin = request.headers.origin;
    if (origin && !sameHost(origin, request.host)) throw forbidden('Cross-origin request refused');
  });

  await app.register(authPlugin);
  await app.register(routes, { prefix: '/api' });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
  await serveWeb(app, webDir);
  return app;
}

/**
 * True when the Origin header names the host the request was sent to. The Host header is read
 * under the origin's scheme, so 'localhost:80' matches 'http://localhost' as a browser means it;
 * request.host follows X-Forwarded-Host only behind a trusted proxy.
 */
function sameHost(origin: string, host: string) {
  try {
    const url = new URL(origin);
    return url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
