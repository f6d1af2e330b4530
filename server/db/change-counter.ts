// How many times the data may have changed: the read caches (server/cache) keep an answer only
// while this number stays what it was when the answer was read. Counted at the driver, so every
// write counts, whoever makes it: routes, background jobs, scripts and tests alike.
// A second number counts only changes that may touch who is signed in as whom (sessions and the
// profiles behind them), so that every request's session lookup is not read again after each
// meeting request or note somebody saves (docs/decisions/012-read-cache.md).

/** False for statements that cannot change data: `select` (a commit or any other statement counts). */
export const mayChangeData = (text: string | undefined) => !/^\s*select\s/i.test(text ?? '');

/**
 * The tables a session's answer is read from, and those whose changes reach them (cascades); and who
 * takes part in which project, which the recommendations' candidate index is read from with profiles.
 */
const IDENTITY_TABLES = /\b(users|sessions|profiles|companies|project_participants)\b/i;
/** Statements that change rows of the tables they name; any other (commit, DDL, scripts) may change anything. */
const NAMED_CHANGE = /^\s*(insert|update|delete|with)\s/i;

/**
 * True when a statement that may change data may change sessions or profiles: it names one of
 * their tables, or it is not a plain insert, update or delete (a commit ends a transaction whose
 * statements could have). Erring on the side of true only costs a re-read.
 */
export const mayChangeIdentity = (text: string | undefined) =>
  !NAMED_CHANGE.test(text ?? '') || IDENTITY_TABLES.test(text ?? '');

/** Plain row changes, whose count of rows is the whole of what they did (no data-changing `with`). */
const PLAIN_CHANGE = /^\s*(insert|update|delete)\s/i;

/**
 * True when a finished statement changed nothing: a plain insert, update or delete that touched no
 * row (the queues' claims that found nothing due, every few seconds on an idle server). Counting it
 * would empty every read cache of every instance for nothing (docs/decisions/012-read-cache.md).
 * Inside a transaction it does not matter: its commit counts.
 */
export const changedNothing = (text: string | undefined, rowsChanged: number | null | undefined) =>
  rowsChanged === 0 && PLAIN_CHANGE.test(text ?? '');

/** A number that grows with every change of some data, and whether changes elsewhere can be heard. */
export interface Version {
  readonly value: number;
  readonly hearsAll: boolean;
}

export class ChangeCounter implements Version {
  #value = 0;
  #identity = 0;
  #listeners = new Set<(identity: boolean) => void>();
  /**
   * False while another instance's changes could go unheard (its announcements travel over
   * PostgreSQL NOTIFY; while that connection is down, nothing may be served from a cache).
   */
  hearsAll = true;

  /** Changes to sessions and profiles only (each of them counted in `value` too). */
  readonly identity: Version;

  constructor() {
    const counter = this;
    this.identity = {
      get value() {
        return counter.#identity;
      },
      get hearsAll() {
        return counter.hearsAll;
      },
    };
  }

  get value() {
    return this.#value;
  }

  /**
   * A statement of this process that may have changed data has finished (committed or not);
   * `identity` when it may have changed sessions or profiles.
   */
  changed(identity = true) {
    this.#count(identity);
    for (const listener of this.#listeners) listener(identity);
  }

  /** Another instance changed data: caches drop what they hold, nothing is announced again. */
  heard(identity = true) {
    this.#count(identity);
  }

  /** Calls `listener` after each change made by this process (to announce it to other instances). */
  onChange(listener: (identity: boolean) => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #count(identity: boolean) {
    this.#value++;
    if (identity) this.#identity++;
  }
}
