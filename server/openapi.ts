// What the OpenAPI document (/api/openapi.json, rendered at /api/docs) says about the API as a
// whole: how to authenticate, with the scopes of API tokens (docs/decisions/048-api-tokens.md,
// docs/decisions/050-api-reference.md). The routes' own parts come from their schemas.
import type { SwaggerTransform } from '@fastify/swagger';
import { API_TOKEN_PREFIX } from '../core/schemas/api-token.ts';

const BEARER_DESCRIPTION = [
  `An API token, made on the API tokens screen (account menu): \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`.`,
  "A token acts as its owner, with the owner's rights and no more, limited by its scope:",
  '',
  '- `read`: GET and HEAD only; any other method answers 403 `token_read_only`.',
  '- `write`: every method the owner may use.',
  '',
  'An unknown, revoked or expired token answers 401 `api_token_invalid`. The token routes',
  '(`/api/api-tokens`) answer 403 `token_not_allowed` to a token: only a signed-in browser makes,',
  "lists or revokes tokens. Each token may make a number of requests a minute (the server's",
  '`API_TOKEN_RATE_LIMIT`, 600 by default); past it, 429 `rate_limited` with `retry-after`.',
].join('\n');

/** The security schemes and the default requirement: a token, or a browser's session cookie. */
export function apiSecurity() {
  return {
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http' as const, scheme: 'bearer', description: BEARER_DESCRIPTION },
        sessionCookie: {
          type: 'apiKey' as const,
          in: 'cookie' as const,
          name: 'sid',
          description:
            "The web app's session, set by POST /api/auth/sign-in. Writes must come from the app's own origin.",
        },
      },
    },
    // Either one; public routes (sign-in, health, the public counters) need neither.
    security: [{ bearerAuth: [] }, { sessionCookie: [] }] as Record<string, string[]>[],
  };
}

/**
 * The routes' transform, and a public route (`config.access: 'public'`) marked as needing no
 * credentials (`security: []`), so the reference does not ask for a token to sign in with.
 */
export function withPublicRoutesOpen(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const out = transform(input);
    const config = input.route.config as { access?: string } | undefined;
    return config?.access === 'public' ? { ...out, schema: { ...out.schema, security: [] } } : out;
  };
}
