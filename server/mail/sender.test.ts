// Delivery over SMTP to a real server on loopback (docs/rules.md#e-mail): what arrives, retries,
// failures with the server's reason, and two instances sharing one database sending each
// message once. On both databases.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { call, makeUser, signIn, uniqueEmail } from '../test/factories.ts';
import { createTestApp, freshPostgresDatabase, type TestApp } from '../test/harness.ts';
import { linkToken } from '../test/mail-factories.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { invitationMail } from './messages.ts';
import { queueMail } from './outbox.ts';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
afterEach(() => {
  sink.received.length = 0;
  sink.refuse = undefined;
});

const mailConfig = (app: { config: Config }, extra: Partial<Config['mail']> = {}) => ({
  mail: { ...app.config.mail, smtpUrl: sink.url, retryMs: 0, from: 'events@b2b.example', ...extra },
});

/** Waits until `check` holds, polling the database. */
async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const rowsTo = (app: TestApp, email: string) => app.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));

describe('delivery over SMTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    app = await createTestApp(mailConfig({ config: base }, { maxAttempts: 3 }));
  });
  afterAll(() => app.dispose());

  it('delivers the rendered message, whose link works', async () => {
    const { email } = await makeUser(app, { fullName: 'Mina Park' });
    await call(app, 'POST', '/api/auth/forgot-password', { body: { email } });
    const [mail] = await sink.waitFor(1);
    expect(mail.subject).toBe('Reset your B2B Platform password');
    expect(mail.from?.value[0]).toMatchObject({ name: 'B2B Platform', address: 'events@b2b.example' });
    expect(mail.to && 'value' in mail.to ? mail.to.value[0].address : '').toBe(email);
    expect(mail.text).toContain('Dear Mina Park,');
    expect(mail.html).toContain('Choose a new password');
    const token = linkToken(mail.text ?? '');
    expect(mail.html).toContain(`set-password#token=${token}`);
    const set = await call(app, 'POST', '/api/auth/set-password', { body: { token, password: 'from-the-mail' } });
    expect(set.statusCode).toBe(200);

    await until(async () => (await rowsTo(app, email))[0]?.status === 'sent');
    const [row] = await rowsTo(app, email);
    expect(row.serverResponse).toContain('250');
    expect(row.attempts).toBe(1);
    expect(mail.messageId).toBe(`<${row.id}@b2b.example>`);
  });

  it('retries a refused message and then marks it failed with the server’s reason', async () => {
    sink.refuse = { code: 451, text: 'Mailbox busy, try later' };
    const email = uniqueEmail('busy');
    await queueMail(app.db, [outgoing(email)]);
    app.mailer.wake();
    await until(async () => (await rowsTo(app, email))[0]?.status === 'failed');
    const [row] = await rowsTo(app, email);
    expect(row.attempts).toBe(3);
    expect(row.serverResponse).toContain('451');
    expect(row.serverResponse).toContain('Mailbox busy');

    // An admin tries it again once the server accepts mail.
    sink.refuse = undefined;
    const admin = await makeUser(app, { role: 'admin' });
    const cookie = await signIn(app, admin.email);
    expect((await call(app, 'POST', `/api/admin/outbox/${row.id}/retry`, { cookie })).statusCode).toBe(200);
    await until(async () => (await rowsTo(app, email))[0]?.status === 'sent');
    expect(sink.received.map((m) => m.subject)).toEqual(['Expo: your invitation to the B2B meetings']);
  });

  it('gives a notice the one-click unsubscribe headers, and essential mail none', async () => {
    const email = uniqueEmail('notice');
    const unsubscribeUrl = 'https://b2b.example/api/notices/unsubscribe/tok?kind=meetings';
    await queueMail(app.db, [{ ...outgoing(email), kind: 'notice', unsubscribeUrl }, outgoing(uniqueEmail('plain'))]);
    app.mailer.wake();
    const received = await sink.waitFor(2);
    const notice = received.find((m) => m.to && 'value' in m.to && m.to.value[0].address === email);
    const plain = received.find((m) => m !== notice);
    // The header as sent, unfolded.
    const line = (key: string) => notice?.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(line('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(plain?.headerLines.some((h) => h.key.startsWith('list-'))).toBe(false);
  });

  it('gives up at once on a permanent refusal', async () => {
    sink.refuse = { code: 550, text: 'No such user here' };
    const email = uniqueEmail('gone');
    await queueMail(app.db, [outgoing(email)]);
    app.mailer.wake();
    await until(async () => (await rowsTo(app, email))[0]?.status === 'failed');
    const [row] = await rowsTo(app, email);
    expect(row.attempts).toBe(1);
    expect(row.serverResponse).toContain('550 No such user here');
  });
});

describe('two instances on one database', () => {
  it('deliver each message exactly once', async () => {
    const pgDb = process.env.TEST_DB === 'postgres' ? await freshPostgresDatabase() : undefined;
    const first = pgDb ? await openDatabase({ databaseUrl: pgDb.url }) : await openDatabase({ pgliteDir: 'memory://' });
    await first.migrate();
    // PGlite lives inside one process: there the two apps share its one connection.
    const second: Database = pgDb ? await openDatabase({ databaseUrl: pgDb.url }) : first;
    const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const config = { ...base, ...mailConfig({ config: base }) };
    const apps = [await buildApp({ config, database: first }), await buildApp({ config, database: second })];
    try {
      await Promise.all(apps.map((a) => a.ready()));
      const recipients = Array.from({ length: 40 }, (_, i) => `twin-${i}@example.test`);
      await queueMail(first.db, recipients.map(outgoing));
      for (const a of apps) a.mailer.wake();
      const received = await sink.waitFor(40);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const to = received.map((m) => (m.to && 'value' in m.to ? m.to.value[0].address : ''));
      expect(to.sort()).toEqual([...recipients].sort());
      const rows = await first.db.select().from(emailOutbox);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      for (const a of apps) await a.close();
      await first.close();
      if (second !== first) await second.close();
      await pgDb?.drop();
    }
  });
});

function outgoing(email: string) {
  return {
    ...invitationMail({
      locale: 'en',
      name: 'Guest',
      email,
      event: 'Expo',
      url: 'http://localhost/set-password#token=abc',
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      timeZone: 'UTC',
    }),
    to: { email, name: 'Guest' },
    fromName: 'Expo',
  };
}
