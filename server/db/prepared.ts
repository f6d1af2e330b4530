// Prepared statements on the hot paths (docs/decisions/010): built by Drizzle once per database
// (and key, such as a role), planned by the server once per connection, then only executed.
import type { Db } from './client.ts';

/** `prepare(db, key)` runs once per database and key; later calls return the same statement. */
export function preparedPer<S, K extends string = ''>(prepare: (db: Db, key: K) => S) {
  const byDb = new WeakMap<Db, Map<K, S>>();
  return (db: Db, key = '' as K): S => {
    let byKey = byDb.get(db);
    if (!byKey) {
      byKey = new Map();
      byDb.set(db, byKey);
    }
    let statement = byKey.get(key);
    if (!statement) {
      statement = prepare(db, key);
      byKey.set(key, statement);
    }
    return statement;
  };
}
