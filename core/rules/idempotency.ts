// Writes a phone may send twice (docs/rules.md#offline-writes): the client names each write with a
// key of its own, the server keeps the first answer under that key and gives it back to a repeat.
// The server checks keys with these rules and the web makes keys that pass them.

/** The request header that carries the key (the name of the IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The answer header that marks a stored answer given back to a repeat. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';
/** Days the server keeps a key and its answer; a repeat after that is a new write. */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** 8 to 200 letters, digits, '-' and '_': a UUID fits, and nothing that needs escaping in logs or SQL text. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

/** Whether `key` may name a write. */
export function isIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}
