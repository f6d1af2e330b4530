// A Web Push service on loopback for tests: the web-push-testing package's server, in this process
// on a free port. It makes subscriptions as a browser's push service would, takes the server's
// pushes (checking the VAPID signature), decrypts them with the subscription's private key, and
// keeps what it received per subscription; it answers 410 for one it was told has expired.
import { once } from 'node:events';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);

interface TestingServer {
  _server: Server;
  startServer(): void;
}

export interface Subscribed {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export async function startPushService() {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
  const WebPushTestingServer = require('web-push-testing/src/server.js');
  const model = new PushApiModel();
  const server: TestingServer = new WebPushTestingServer(model, 0);
  const log = console.log;
  console.log = () => {}; // its start-up line
  try {
    server.startServer();
    await once(server._server, 'listening');
  } finally {
    console.log = log;
  }
  const base = `http://localhost:${(server._server.address() as AddressInfo).port}`;
  model.notifyUrl = `${base}/notify/`;
  const post = async (path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!res.ok) throw new Error(`push service ${path}: ${res.status} ${await res.text()}`);
    return res.headers.get('content-type')?.includes('json') ? res.json() : undefined;
  };
  return {
    /** A browser's subscription for the server's public key. */
    async subscribe(applicationServerKey: string): Promise<Subscribed> {
      return (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).data;
    },
    /** The decrypted pushes a subscription received, oldest first. */
    async received(sub: Subscribed): Promise<unknown[]> {
      const { data } = await post('/get-notifications', { clientHash: sub.clientHash });
      return (data.messages as string[]).map((m) => JSON.parse(m));
    },
    /** The push service forgets it: pushes to it get 410 Gone. */
    expire: (sub: Subscribed) => post(`/expire-subscription/${sub.clientHash}`),
    async close() {
      server._server.closeAllConnections();
      server._server.close();
      await once(server._server, 'close');
    },
  };
}
