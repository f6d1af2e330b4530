// Personal API tokens: another system calls the API as the token's owner, limited by the token's
// scope (docs/decisions/048-api-tokens.md).
import { z } from 'zod';

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** How long a new token lives: the choices the screen offers, in days. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'b2b_';

/** How many characters of a token its lists show: the prefix and 8 of the random part. */
export const API_TOKEN_SHOWN_CHARS = API_TOKEN_PREFIX.length + 8;

/** Live (not revoked, not expired) tokens one account may hold at once. */
export const API_TOKEN_LIVE_MAX = 20;

export const apiTokenCreateInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  scope: z.enum(API_TOKEN_SCOPES),
  expires_in_days: z.union(API_TOKEN_EXPIRY_DAYS.map((d) => z.literal(d))),
  /** An admin making a token for an integration account; absent: a token of the caller's own. */
  user_id: z.uuid().optional(),
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateInput>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The token's first characters, to tell tokens apart; never the whole token. */
  prefix: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Past its expiry: it answers 401 and can only be revoked (taken off the list). */
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to making a token: the only time the token itself is sent. */
export const apiTokenCreatedSchema = z.object({ token: z.string(), api_token: apiTokenSchema });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

export const apiTokenIdParams = z.object({ id: z.uuid() });

export const integrationAccountInput = z.strictObject({ name: z.string().trim().min(1).max(100) });

/** An account that exists only to hold tokens an admin made for another system. */
export const integrationAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.string(),
  created_at: z.string(),
  tokens: z.array(apiTokenSchema),
});
export type IntegrationAccount = z.infer<typeof integrationAccountSchema>;
