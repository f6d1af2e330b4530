// How many times the data may have changed: the read caches (server/cache) keep an answer only
// while this number stays what it was when the answer was read. Counted at the driver, so every
// write counts, whoever makes it: routes, background jobs, scripts and tests alike.

/** False for statements that cannot change data: `select` (a commit or any other statement counts). */
export const mayChangeData = (text: string | undefined) => !/^\s*select\s/i.test(text ?? '');

export class ChangeCounter {
  #value = 0;
  #listeners = new Set<() => void>();
  /**
   * False while another instance's changes could go unheard (its announcements travel over
   * PostgreSQL NOTIFY; while that connection is down, nothing may be served from a cache).
   */
  hearsAll = true;

  get value() {
    return this.#value;
  }

  /** A statement of this process that may have changed data has finished (committed or not). */
  changed() {
    this.#value++;
    for (const listener of this.#listeners) listener();
  }

  /** Another instance changed data: caches drop what they hold, nothing is announced again. */
  heard() {
    this.#value++;
  }

  /** Calls `listener` after each change made by this process (to announce it to other instances). */
  onChange(listener: () => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
