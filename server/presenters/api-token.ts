// A token row in the API's snake_case shape: never its hash, only the characters lists show.
import type { ApiToken } from '../../core/schemas/api-token.ts';
import type { apiTokens } from '../db/schema.ts';
import { iso } from './profile.ts';

type ApiTokenRow = typeof apiTokens.$inferSelect;

export function presentApiToken(t: ApiTokenRow, now = new Date()): ApiToken {
  return {
    id: t.id,
    user_id: t.userId,
    name: t.name,
    scope: t.scope,
    prefix: t.prefix,
    created_at: iso(t.createdAt),
    expires_at: iso(t.expiresAt),
    last_used_at: t.lastUsedAt ? iso(t.lastUsedAt) : null,
    expired: new Date(t.expiresAt).getTime() <= now.getTime(),
  };
}
