// No password, temporary password, session token or password hash reaches the logs, even at trace level.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { call, signedIn, uniqueEmail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { serializeError } from './logging.ts';

let app: TestApp;
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const logText = () => lines.join('');

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'trace' }, { logStream });
});
afterAll(() => app.dispose());

describe('logs', () => {
  it('carry no password, temporary password, session token or password hash', async () => {
    const email = uniqueEmail('logged');
    const password = 'Pa55-word-that-must-not-be-logged';
    const signUp = await call(app, 'POST', '/api/auth/sign-up', { body: { email, password, full_name: 'Logged' } });
    expect(signUp.statusCode).toBe(201);
    const again = await call(app, 'POST', '/api/auth/sign-up', { body: { email, password, full_name: 'Again' } });
    expect(again.statusCode).toBe(409);
    const wrong = await call(app, 'POST', '/api/auth/sign-in', { body: { email, password: 'Wrong-guess-not-logged' } });
    expect(wrong.statusCode).toBe(401);
    const signIn = await call(app, 'POST', '/api/auth/sign-in', { body: { email, password } });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.cookies.find((c) => c.name === 'sid')?.value ?? '';
    expect((await call(app, 'GET', '/api/profile', { cookie: `sid=${token}` })).statusCode).toBe(200);

    const admin = await signedIn(app, 'admin');
    const person = await call(app, 'POST', '/api/people', {
      cookie: admin.cookie,
      body: { role: 'buyer', full_name: 'Made By Admin', email: uniqueEmail('made') },
    });
    expect(person.statusCode).toBe(201);
    const temporary: string = person.json().temporary_password;
    const madeIn = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: person.json().person.email, password: temporary },
    });
    expect(madeIn.statusCode).toBe(200);
    expect((await call(app, 'POST', '/api/auth/sign-out', { cookie: `sid=${token}` })).statusCode).toBe(204);

    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, admin.profile.id));
    const text = logText();
    // The capture works: the requests are there.
    expect(text).toContain('/api/auth/sign-in');
    expect(text).toContain('/api/people');
    for (const secret of [
      password,
      'Wrong-guess-not-logged',
      temporary,
      token,
      admin.cookie.slice(4),
      user.passwordHash,
      session.id,
    ]) {
      expect(secret.length).toBeGreaterThan(8);
      expect(text.includes(secret), `a secret was logged: ${secret.slice(0, 4)}...`).toBe(false);
    }
  });

  it('redact password fields and cookies from anything logged', () => {
    lines.length = 0;
    app.log.info(
      { password: 'redact-me-1', body: { password: 'redact-me-2', temporary_password: 'redact-me-3' } },
      'x',
    );
    app.log.info({ req: { headers: { cookie: 'sid=redact-me-4', authorization: 'Bearer redact-me-5' } } }, 'y');
    expect(logText()).toContain('[Redacted]');
    expect(logText()).not.toMatch(/redact-me/);
  });

  it('an error from a failed query is logged without the values it carried', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505', constraint: 'users_email_unique' });
    const err = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['a@b.test', 'scrypt$secret-hash'],
      cause,
    );
    const logged = JSON.stringify(serializeError(err));
    expect(logged).not.toContain('secret-hash');
    expect(logged).not.toContain('a@b.test');
    expect(logged).toContain('insert into');
    expect(logged).toContain('users_email_unique');
    expect(logged).toContain('23505');
  });
});
