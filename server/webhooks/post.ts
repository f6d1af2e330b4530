// One POST of a webhook (docs/decisions/049-webhooks.md#url-safety): to the address that was
// checked, never to what the name resolves to a moment later; no redirect followed; at most
// TIMEOUT_MS for the whole exchange; only the start of the answer kept.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedUrl } from './address.ts';

export const TIMEOUT_MS = 10_000;
/** How much of the receiver's answer is read and kept (for the admin screen). */
export const KEPT_BODY_BYTES = 2048;

export interface PostAnswer {
  /** The HTTP status, or null when no answer came (refused, timed out, unreachable). */
  status: number | null;
  /** The start of the answer, or why there was none. */
  body: string;
}

export function postWebhook(target: CheckedUrl, headers: Record<string, string>, body: string): Promise<PostAnswer> {
  // Every name lookup of this request answers the checked address.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: PostAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'B2B-Platform-Webhooks/1',
        },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < KEPT_BODY_BYTES) {
            chunks.push(chunk);
            kept += chunk.length;
          }
          // Enough read: the rest is not waited for.
          if (kept >= KEPT_BODY_BYTES) response.destroy();
        });
        const finish = () =>
          done({
            status: response.statusCode ?? null,
            body: Buffer.concat(chunks).subarray(0, KEPT_BODY_BYTES).toString('utf8'),
          });
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      done({ status: null, body: `no answer within ${TIMEOUT_MS / 1000} s` });
    }, TIMEOUT_MS);
    request.on('error', (err: NodeJS.ErrnoException) => done({ status: null, body: err.code ?? err.message }));
    request.end(body);
  });
}
