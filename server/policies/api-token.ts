// Who may see, make and revoke API tokens (docs/decisions/048-api-tokens.md). A person manages their
// own; an admin also manages those of integration accounts: accounts an admin made only to hold
// tokens, which nobody can sign in to. Nobody manages another person's tokens, admins included:
// a token is the power to act as its owner.
import { and, eq, isNull, like, type SQL } from 'drizzle-orm';
import { apiTokens, users } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

/**
 * Integration accounts' e-mail addresses end with this: `.invalid` is reserved (RFC 2606), so it is
 * nobody's real address and no e-mail to it goes anywhere.
 */
export const INTEGRATION_EMAIL_DOMAIN = '@integrations.invalid';

/**
 * The password hash of an account nobody can sign in to: server/auth/password.ts's
 * UNUSABLE_PASSWORD, which policies may not import (a test holds the two equal).
 */
export const NO_PASSWORD = '!';

/** The account behind a token: its e-mail address and password hash say whether it is an integration account. */
export interface TokenOwner {
  id: string;
  email: string;
  passwordHash: string;
}

/** An account made for tokens: the reserved domain and no password anyone could sign in with. */
export function isIntegrationAccount(owner: Pick<TokenOwner, 'email' | 'passwordHash'>) {
  return owner.email.endsWith(INTEGRATION_EMAIL_DOMAIN) && owner.passwordHash === NO_PASSWORD;
}

/** SQL: the users that are integration accounts. */
export const integrationAccounts: SQL = and(
  like(users.email, `%${INTEGRATION_EMAIL_DOMAIN}`),
  eq(users.passwordHash, NO_PASSWORD),
) as SQL;

/** May `user` make, list and revoke the tokens of `owner`? Their own, or an admin an integration account's. */
export function mayManageTokensOf(user: CurrentUser, owner: TokenOwner): boolean {
  return owner.id === user.id || (user.role === 'admin' && isIntegrationAccount(owner));
}

/** SQL: the tokens `user` sees in their own list: theirs, not revoked. */
export const ownLiveTokens = (user: CurrentUser): SQL =>
  and(eq(apiTokens.userId, user.id), isNull(apiTokens.revokedAt)) as SQL;

/** Only admins make integration accounts. */
export function mayMakeIntegrationAccounts(user: CurrentUser): boolean {
  return user.role === 'admin';
}
