import { describe, expect, it } from 'vitest';
import { UNUSABLE_PASSWORD } from '../auth/password.ts';
import type { CurrentUser } from '../types.ts';
import { INTEGRATION_EMAIL_DOMAIN, isIntegrationAccount, mayManageTokensOf, NO_PASSWORD } from './api-token.ts';

const person = (id: string, role: CurrentUser['role']) => ({ id, role }) as CurrentUser;
const integration = { id: 'i', email: `crm${INTEGRATION_EMAIL_DOMAIN}`, passwordHash: NO_PASSWORD };

describe('API token policy', () => {
  it('reads the unusable password as the auth module writes it', () => {
    expect(NO_PASSWORD).toBe(UNUSABLE_PASSWORD);
  });

  it('an integration account has the reserved domain and no password; a person who chose one is not one', () => {
    expect(isIntegrationAccount(integration)).toBe(true);
    expect(isIntegrationAccount({ ...integration, passwordHash: 'scrypt$…' })).toBe(false);
    expect(isIntegrationAccount({ ...integration, email: 'crm@example.com' })).toBe(false);
  });

  it('a person manages their own tokens; an admin also those of integration accounts, never of another person', () => {
    const other = { id: 'b', email: 'b@example.com', passwordHash: 'scrypt$…' };
    expect(mayManageTokensOf(person('b', 'buyer'), other)).toBe(true);
    expect(mayManageTokensOf(person('a', 'admin'), other)).toBe(false);
    expect(mayManageTokensOf(person('a', 'admin'), integration)).toBe(true);
    expect(mayManageTokensOf(person('b', 'buyer'), integration)).toBe(false);
  });
});
