// The server's VAPID key pair (docs/decisions/034): from the environment when set, else made once
// and kept in server_keys. The first instance to store one wins (insert … on conflict do nothing,
// then read back), so every instance sharing the database signs with the same pair and the
// browsers' subscriptions, made for its public key, stay valid across restarts.
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { serverKeys } from '../db/schema.ts';
import { loadWebPush } from './web-push.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_NAME = 'vapid';

/** The pair of the environment, else the stored one, made and stored now when there is none. */
export async function vapidKeys(db: Pick<Db, 'insert' | 'select'>, push: Config['push']): Promise<VapidKeys> {
  if (push.vapid) return push.vapid;
  const read = async () => {
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
    return row ? (JSON.parse(row.value) as VapidKeys) : undefined;
  };
  const stored = await read();
  if (stored) return stored;
  const made = (await loadWebPush()).generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, value: JSON.stringify(made) })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('The VAPID key pair could not be stored');
  return kept;
}
