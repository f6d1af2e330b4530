// Answers remembered in memory while the data they were read from cannot have changed: an entry
// is kept only if the database's change counter (or the part of it the answers depend on) still
// has the value it had when the read began, and for at most `ttlMs` (the bound on anything the
// counter cannot see, such as the clock).
import type { Version } from '../db/change-counter.ts';

interface Entry<V> {
  value: V;
  expires: number;
  size: number;
}

export class AnswerCache<V> {
  #entries = new Map<string, Entry<V>>();
  #size = 0;
  /** The counter's value the entries were read at; any change empties the cache. */
  #version: number;

  private readonly changes: Version;
  private readonly options: { ttlMs: number; maxSize: number };

  constructor(changes: Version, options: { ttlMs: number; maxSize: number }) {
    this.changes = changes;
    this.options = options;
    this.#version = changes.value;
  }

  /** The remembered answer for `key`, if the data cannot have changed since it was read. */
  get(key: string): V | undefined {
    const found = this.lookup(key);
    return found?.fresh ? found.value : undefined;
  }

  /**
   * The remembered answer for `key` while no change was counted since it was read; `fresh` false
   * once its lifetime is over (it may still stand in while a fresh read of it is under way).
   */
  lookup(key: string): { value: V; fresh: boolean } | undefined {
    if (!this.#current()) return undefined;
    const entry = this.#entries.get(key);
    return entry && { value: entry.value, fresh: entry.expires > Date.now() };
  }

  /**
   * Remembers `value`, read when the counter was `readAt`; dropped at once when data changed
   * meanwhile (the value may predate the change). `size` counts towards `maxSize`; the oldest
   * entries go first when it is exceeded.
   */
  set(key: string, value: V, readAt: number, size: number) {
    if (this.options.ttlMs <= 0 || readAt !== this.changes.value || !this.#current()) return;
    if (size > this.options.maxSize) return;
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    this.#entries.set(key, { value, expires: Date.now() + this.options.ttlMs, size });
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.options.maxSize) break;
      this.#delete(oldest, entry);
    }
  }

  get size() {
    return this.#size;
  }

  /** Empties the cache when data changed since its entries were read; false when nothing may be served. */
  #current() {
    if (this.changes.value !== this.#version) {
      this.#entries.clear();
      this.#size = 0;
      this.#version = this.changes.value;
    }
    return this.changes.hearsAll;
  }

  #delete(key: string, entry: Entry<V>) {
    this.#entries.delete(key);
    this.#size -= entry.size;
  }
}
