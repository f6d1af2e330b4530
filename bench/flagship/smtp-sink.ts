// An SMTP server on loopback (smtp-server) that counts what it accepts by Message-ID, read from the
// raw header only: parsing every message would make the sink, not the senders, the bottleneck.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CountingSink {
  url: string;
  /** Messages accepted, by Message-ID. */
  seen: Map<string, number>;
  accepted(): number;
  /** performance.now() of the first and the last message accepted. */
  first: number;
  last: number;
  close(): Promise<void>;
}

export async function startCountingSink(): Promise<CountingSink> {
  const seen = new Map<string, number>();
  let accepted = 0;
  const sink: CountingSink = {
    url: '',
    seen,
    accepted: () => accepted,
    first: 0,
    last: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (c: Buffer) => {
        if (head.length < 8192) head += c.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? `none-${accepted}`;
        seen.set(id, (seen.get(id) ?? 0) + 1);
        accepted++;
        sink.last = performance.now();
        if (accepted === 1) sink.first = sink.last;
        callback(null, 'Queued');
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}
