// E-mail through crashes (docs/rules.md#e-mail): a message committed with its change is sent after
// a SIGKILL that came before any try, and after one that came in the middle of a send, once.
// The real server as a child process, on PGlite (project api) and PostgreSQL (project api-pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../smtp-sink.ts';
import { dataPlace, type ServerProcess, signUp, startServer } from './server-process.ts';

const forgot = (base: string, email: string) =>
  fetch(`${base}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('e-mail through SIGKILL', () => {
  let sink: SmtpSink;
  let place: Awaited<ReturnType<typeof dataPlace>>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    place = await dataPlace();
  });
  afterAll(async () => {
    await server?.kill();
    await sink.close();
    await place.remove();
  });

  it('loses no message killed before or during its send, and sends it once', { timeout: 240_000 }, async () => {
    // 1. No mail server yet: the message is committed, then the process dies before any try.
    server = await startServer(place.env);
    await signUp(server.base, 'before@example.test', 'durable-pass');
    expect((await forgot(server.base, 'before@example.test')).status).toBe(202);
    await server.kill();

    // 2. Now with the mail server, which holds the next message unanswered while the process dies.
    const env = { ...place.env, SMTP_URL: sink.url, MAIL_CLAIM_SECONDS: '6' };
    server = await startServer(env);
    await sink.waitFor(1, 20_000);
    expect(sink.received[0].subject).toContain('Reset');
    await signUp(server.base, 'during@example.test', 'durable-pass');
    sink.hold = true;
    expect((await forgot(server.base, 'during@example.test')).status).toBe(202);
    // Killed while the server holds DATA (each wait of a send is a third of the 6 s claim).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.kill();
    expect(sink.received).toHaveLength(1);

    // 3. The next start takes the held message again once its claim has lapsed.
    sink.hold = false;
    server = await startServer(env);
    const received = await sink.waitFor(2, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const to = received.map((m) => (m.to && 'value' in m.to ? m.to.value[0].address : ''));
    expect(to).toEqual(['before@example.test', 'during@example.test']);
  });
});
