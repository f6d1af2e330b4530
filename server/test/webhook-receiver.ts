// A webhook receiver on loopback for tests: a plain node:http server that keeps every request it
// gets and verifies its signature with the `standardwebhooks` package (another implementation of
// the specification than server/webhooks/signing.ts). `answer` decides each reply's status.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Null when standardwebhooks accepted the signature, else its complaint. */
  refusal: string | null;
  status: number;
}

export async function startWebhookReceiver(secretOf: () => string) {
  const received: Received[] = [];
  let answer: (r: Omit<Received, 'status'>) => number = () => 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let refusal: string | null = null;
      try {
        new Webhook(secretOf()).verify(body, req.headers as Record<string, string>);
      } catch (err) {
        refusal = (err as Error).message;
      }
      const got = { id: String(req.headers['webhook-id']), headers: req.headers, body, refusal };
      const status = answer(got);
      received.push({ ...got, status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'receiver broke');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Sets how the receiver answers from now on. */
    answerWith(fn: (r: Omit<Received, 'status'>) => number) {
      answer = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
