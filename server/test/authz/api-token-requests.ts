// How the matrix calls the API token routes (see requests.ts), and the tokens it calls every route
// with (docs/decisions/048-api-tokens.md): the world's token is the buyer's.
import { newApiToken } from '../../auth/api-tokens.ts';
import { apiTokens } from '../../db/schema.ts';
import type { TestApp } from '../harness.ts';
import type { Recipe } from './requests.ts';

/** A token of `userId` put straight in the table; `expiresInMs` < 0 makes an expired one. */
export async function tokenOf(
  app: TestApp,
  userId: string,
  opts: { scope?: 'read' | 'write'; expiresInMs?: number; revoked?: boolean } = {},
) {
  const { token, tokenHash, prefix } = newApiToken();
  const [row] = await app.db
    .insert(apiTokens)
    .values({
      userId,
      name: 'Matrix',
      scope: opts.scope ?? 'read',
      tokenHash,
      prefix,
      expiresAt: new Date(Date.now() + (opts.expiresInMs ?? 3600_000)),
      revokedAt: opts.revoked ? new Date() : null,
    })
    .returning();
  return { token, id: row.id };
}

/** The id of the token made for the last DELETE world (the buyer's). */
let buyersToken = '';

export const API_TOKEN_RECIPES: Record<string, Recipe> = {
  'POST /api/api-tokens': { body: () => ({ name: 'Matrix', scope: 'read', expires_in_days: 30 }) },
  'DELETE /api/api-tokens/:id': {
    prepare: async (app, w) => {
      buyersToken = (await tokenOf(app, w.meeting.buyerId)).id;
    },
    params: () => ({ id: buyersToken }),
  },
  'POST /api/api-tokens/integrations': { body: () => ({ name: 'Matrix integration' }) },
};
