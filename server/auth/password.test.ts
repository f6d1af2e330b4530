import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.ts';

describe('hashPassword / verifyPassword', () => {
  it('verifies the password it hashed', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
  });

  it('refuses a wrong password', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores no plain password and names its parameters', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).not.toContain('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('handles non-ASCII passwords', async () => {
    const stored = await hashPassword('비밀번호パスワード密码');
    expect(await verifyPassword('비밀번호パスワード密码', stored)).toBe(true);
  });

  it('matches no password against the dummy hash', async () => {
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('password', DUMMY_HASH)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['another scheme', 'bcrypt$2b$10$abcdefghijklmnopqrstuv'],
    ['missing parts', 'scrypt$16384$8$1'],
    ['no key', 'scrypt$16384$8$1$c2FsdHNhbHQ$'],
    ['non-numeric cost', 'scrypt$lots$8$1$c2FsdHNhbHQ$a2V5a2V5'],
    ['cost not a power of two', 'scrypt$1000$8$1$c2FsdHNhbHQ$a2V5a2V5'],
    ['zero cost', 'scrypt$0$8$1$c2FsdHNhbHQ$a2V5a2V5'],
    ['huge cost', 'scrypt$1073741824$8$1$c2FsdHNhbHQ$a2V5a2V5'],
    ['negative block size', 'scrypt$16384$-8$1$c2FsdHNhbHQ$a2V5a2V5'],
    ['plain text', 'secret-pass'],
  ])('answers false for a malformed stored string (%s)', async (_case, stored) => {
    await expect(verifyPassword('secret-pass', stored)).resolves.toBe(false);
  });

  it('answers false when the stored key is of another length', async () => {
    const [scheme, n, r, p, salt] = (await hashPassword('pw')).split('$');
    await expect(verifyPassword('pw', [scheme, n, r, p, salt, 'c2hvcnQ'].join('$'))).resolves.toBe(false);
  });
});
