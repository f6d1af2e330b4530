// buildApp(config, database): the Fastify instance. main.ts and the tests build it the same way.
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { authPlugin } from './auth/plugin.ts';
import { readCachePlugin } from './cache/plugin.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { frameworkErrors, installErrorHandler } from './error-handler.ts';
import { idempotencyPlugin } from './idempotency/plugin.ts';
import { installMailer } from './mail/index.ts';
import { installNotices } from './notices/index.ts';
import { apiSecurity, withPublicRoutesOpen } from './openapi.ts';
import { installPushes } from './push/index.ts';
import { routes } from './routes/index.ts';
import { securityHeadersPlugin } from './security/headers.ts';
import { loggerOptions } from './security/logging.ts';
import { sameOriginPlugin } from './security/same-origin.ts';
import { installBackgroundJobs } from './services/background-jobs/index.ts';
import type { NotificationBus } from './services/notification-bus.ts';
import { installBus } from './services/notification-bus-pg.ts';
import { installTranscription } from './services/transcription/index.ts';
import { type Storage, storageFor } from './storage/index.ts';
import './types.ts';
import { serveWeb } from './web.ts';
import { installWebhooks } from './webhooks/index.ts';
import { webhookOpenApi } from './webhooks/openapi.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Folder of the built web app; omitted in API tests. */
  webDir?: string;
  /** Folder of the first screens built for the server (dist/ssr; server/first-screen.ts); omitted in API tests. */
  firstScreenDir?: string;
  bus?: NotificationBus;
  /** Where uploaded files go; defaults to the config's (S3 bucket or DATA_DIR/uploads). */
  storage?: Storage;
  /** Where log lines go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({ config, database, webDir, firstScreenDir, bus, storage, logStream }: AppOptions) {
  const app = Fastify({
    // Never log credentials: see server/security/logging.ts.
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  installBus(app, bus);
  app.decorate('storage', storage ?? storageFor(config));
  installTranscription(app);
  installMailer(app);
  installPushes(app);
  installWebhooks(app);
  installBackgroundJobs(app);
  installNotices(app);
  installErrorHandler(app);

  await app.register(securityHeadersPlugin);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    // The webhook events are part of the API too (docs/decisions/049-webhooks.md); how to
    // authenticate, with API tokens and their scopes, is apiSecurity() (decision 048).
    openapi: {
      openapi: '3.1.0',
      info: { title: 'B2B Platform API', version: '1' },
      ...apiSecurity(),
      webhooks: webhookOpenApi(),
    },
    transform: withPublicRoutesOpen(jsonSchemaTransform),
  });

  // A state-changing request must come from our own origin (CSRF defence besides SameSite=Lax).
  await app.register(sameOriginPlugin);

  await app.register(authPlugin);
  await app.register(readCachePlugin);
  // Before the routes: it wraps the handlers of routes marked `idempotent`.
  await app.register(idempotencyPlugin);
  await app.register(routes, { prefix: '/api' });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
  await serveWeb(app, webDir, firstScreenDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
