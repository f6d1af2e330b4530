// A real SMTP server on loopback for the tests (smtp-server), keeping what it accepts, parsed by
// mailparser. `refuse` makes it answer DATA with an error, as a real server refusing a message.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Resolves once `n` messages have been accepted in all. */
  waitFor(n: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** When set, DATA is answered with this code and text instead of accepted. */
  refuse?: { code: number; text: string };
  /** While true, DATA is read and never answered: a send in flight when its sender dies. */
  hold?: boolean;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    received: [],
    async waitFor(n, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (sink.received.length < n) {
        if (Date.now() > deadline) throw new Error(`got ${sink.received.length} of ${n} messages`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return sink.received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (sink.hold) return;
        if (sink.refuse) {
          const err = Object.assign(new Error(sink.refuse.text), { responseCode: sink.refuse.code });
          return callback(err);
        }
        sink.received.push(await simpleParser(Buffer.concat(chunks)));
        callback(null, 'Queued as test');
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}
