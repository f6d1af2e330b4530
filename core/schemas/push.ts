// Web Push (docs/rules.md#push-notifications): a browser's subscription as PushSubscription.toJSON()
// gives it, and the server's public key the browser subscribes with.
import { z } from 'zod';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url')
    .refine((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, `${bytes} bytes`);

export const pushSubscriptionInput = z.strictObject({
  endpoint: z.string().min(10).max(2000),
  /** When the push service ends it (ms since 1970), as the browser says; not kept. */
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url(65),
    /** The shared authentication secret (16 bytes). */
    auth: base64url(16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.strictObject({ endpoint: z.string().min(10).max(2000) });

export const pushKeySchema = z.object({ public_key: z.string() });
