// The queue's storage in the browser: IndexedDB, which outlives a closed tab, a reload and a phone
// putting the browser to sleep (docs/rules.md#offline-writes).
import { type DBSchema, openDB } from 'idb';
import type { QueuedEntry, WriteStore } from './types.ts';

interface Schema extends DBSchema {
  writes: { key: number; value: QueuedEntry; indexes: { userId: string } };
}

const NAME = 'b2b-offline-writes';
const STORE = 'writes';

export function idbWriteStore(): WriteStore {
  let opened: ReturnType<typeof openDB<Schema>> | undefined;
  // Opened on first use: a page that never writes never creates the database.
  const db = () => {
    opened ??= openDB<Schema>(NAME, 1, {
      upgrade(database) {
        const store = database.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
        store.createIndex('userId', 'userId');
      },
    });
    return opened;
  };
  return {
    async add(entry) {
      const { seq: _seq, ...rest } = entry;
      return (await db()).add(STORE, rest as QueuedEntry);
    },
    // Entries under one index value come in the order of their primary key: the queue's order.
    list: async (userId) => (await db()).getAllFromIndex(STORE, 'userId', userId),
    remove: async (seq) => (await db()).delete(STORE, seq),
  };
}
