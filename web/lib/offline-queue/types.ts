// What the offline write queue keeps and how it talks to its storage and the network
// (docs/rules.md#offline-writes).
import type { ApiError } from '../api.ts';

/** The writes a phone makes at the venue that may wait for the network. */
export type WriteKind = 'check-in' | 'feedback' | 'note';

/** A write as the screen asks for it. */
export interface WriteRequest {
  method: 'POST' | 'PUT';
  url: string;
  body: unknown;
  kind: WriteKind;
  /** What it is about (a meeting's id): the place it was made shows it waiting. */
  target: string;
}

/** A write in the queue, under the key it is sent with every time. */
export interface QueuedEntry extends WriteRequest {
  /** Order of the queue (the store's own counter). */
  seq?: number;
  key: string;
  /** Whose session sends it: another person signed in on the same phone never sends it. */
  userId: string;
  createdAt: string;
}

/** Where queued writes are kept: IndexedDB in the browser, memory in the unit tests. */
export interface WriteStore {
  add(entry: QueuedEntry): Promise<number>;
  /** The person's writes, oldest first. */
  list(userId: string): Promise<QueuedEntry[]>;
  remove(seq: number): Promise<void>;
}

/** How one sending ended. */
export type SendOutcome =
  | { kind: 'sent'; data: unknown }
  /** The server refused it for good (a 4xx): it leaves the queue and the refusal is shown. */
  | { kind: 'refused'; error: ApiError }
  /** Not now: no network, a failure on the server's side, signed out, or the key still being applied. */
  | { kind: 'later'; error?: ApiError };

/** A write the server refused after it had waited (nobody on this page was waiting for its answer). */
export interface FailedWrite {
  key: string;
  kind: WriteKind;
  target: string;
  error: ApiError;
}
