// Personal API tokens: another system calls the API as the token's owner, limited by the token's
// scope (docs/decisions/048-api-tokens.md).
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
