// What buildApp adds to Fastify: the database, the config, the signed-in user, route access.

import type { ApiTokenScope } from '../core/schemas/api-token.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { profiles } from './db/schema.ts';
import type { NotificationBus } from './services/notification-bus.ts';

export type CurrentUser = typeof profiles.$inferSelect;

/** Who may call a route at all; finer rules live in server/policies. Absent means 'signed-in'. */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    bus: NotificationBus;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionToken: string | null;
    /** The API token the request came with (docs/decisions/048-api-tokens.md); null for a session. */
    apiToken: { id: string; scope: ApiTokenScope } | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Refused to API tokens (403 token_not_allowed): the token routes themselves. */
    sessionOnly?: boolean;
  }
}
