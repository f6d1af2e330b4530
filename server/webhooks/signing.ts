// Signing by the Standard Webhooks specification (docs/decisions/049-webhooks.md): the secret is
// 'whsec_' and the base64 of 32 random bytes; each delivery carries `webhook-id`,
// `webhook-timestamp` (seconds) and `webhook-signature`, 'v1,' and the base64 HMAC-SHA256 of
// `${id}.${timestamp}.${body}` keyed with the secret's decoded bytes. Receivers verify it with any
// implementation of the specification (the tests use the `standardwebhooks` package).
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing secret for a subscription. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The `webhook-signature` header's value for one delivery. */
export function webhookSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one attempt; the id is the delivery's, the same on every attempt. */
export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, id, timestamp, body),
  };
}
