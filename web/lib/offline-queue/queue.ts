// The offline write queue (docs/rules.md#offline-writes): every write a phone makes at the venue
// (check-in, feedback, interpreter note) is stored with a key of its own and sent in order, with
// that key every time, until the server answers. Without the network it waits, and is sent when
// the network is back; the server gives a repeat of a key the first answer, so nothing is applied
// twice. A refusal (4xx) takes it out of the queue and is shown. Storage and sending are given to
// it, so the unit tests run it without a browser.
import { ApiError } from '../api.ts';
import type { FailedWrite, QueuedEntry, SendOutcome, WriteRequest, WriteStore } from './types.ts';

/** The answer to a write that now waits in the queue: not done, not refused, sent later. */
export class QueuedWrite extends ApiError {
  readonly entry: QueuedEntry;
  constructor(entry: QueuedEntry) {
    super(0, 'write_queued', 'Saved on this device; it is sent when the network is back');
    this.entry = entry;
  }
}

export const isQueuedWrite = (err: unknown): err is QueuedWrite => err instanceof QueuedWrite;

export interface QueueState {
  /** The person's writes waiting for the network, oldest first. */
  waiting: QueuedEntry[];
  failures: FailedWrite[];
}

/** What tabs of the same app tell each other: a write settled, or the queue changed. */
export type QueueMessage =
  | { type: 'changed' }
  | { type: 'settled'; key: string; data?: unknown; error?: { status: number; code: string; message: string } };

export interface QueueOptions {
  store: WriteStore;
  send: (entry: QueuedEntry) => Promise<SendOutcome>;
  isOnline: () => boolean;
  newKey?: () => string;
  /** Other tabs (a BroadcastChannel in the browser). */
  channel?: { post(message: QueueMessage): void; listen(receive: (message: QueueMessage) => void): void };
}

interface Waiter {
  entry: QueuedEntry;
  resolve: (data: unknown) => void;
  reject: (err: unknown) => void;
}

export class OfflineQueue {
  private readonly opts: QueueOptions;
  private userId: string | null = null;
  private entries: QueuedEntry[] = [];
  /** Keys of writes being sent for the first time while online: not shown as waiting unless that fails. */
  private readonly fresh = new Set<string>();
  private failures: FailedWrite[] = [];
  /** Writes whose screen waits for the answer, by key. */
  private readonly waiters = new Map<string, Waiter>();
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<() => void>();
  private state: QueueState = { waiting: [], failures: [] };
  private draining: Promise<void> | null = null;
  private again = false;

  constructor(opts: QueueOptions) {
    this.opts = opts;
    opts.channel?.listen((message) => this.receive(message));
  }

  /** The signed-in person: only their writes are sent, with their session. */
  setUser(userId: string | null) {
    if (userId === this.userId) return;
    this.userId = userId;
    this.entries = [];
    this.failures = [];
    this.publish();
    void this.reload();
  }

  /** Sends a write through the queue; resolves its answer, or rejects a refusal or a QueuedWrite. */
  async write<T>(request: WriteRequest): Promise<T> {
    const key = this.opts.newKey?.() ?? crypto.randomUUID();
    const entry: QueuedEntry = { ...request, key, userId: this.userId ?? '', createdAt: new Date().toISOString() };
    // Nobody signed in here, or no storage (a private window may refuse it): sent once, with its key.
    if (!this.userId) return this.sendOnce<T>(entry);
    try {
      entry.seq = await this.opts.store.add(entry);
    } catch {
      return this.sendOnce<T>(entry);
    }
    if (this.opts.isOnline()) this.fresh.add(key);
    const answer = new Promise<T>((resolve, reject) =>
      this.waiters.set(key, { entry, resolve: resolve as (data: unknown) => void, reject }),
    );
    await this.reload();
    this.opts.channel?.post({ type: 'changed' });
    void this.flush();
    return answer;
  }

  /** Sends what waits, in order, until the queue is empty or the network is gone. */
  flush(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      // Asked again meanwhile (a new write, the network back): once more, even after a stop.
      do {
        this.again = false;
        await this.drain().catch(() => true);
      } while (this.again);
    })().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  getState = (): QueueState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after a write that had waited in the queue was answered (the screens read anew). */
  onSettled(listener: () => void) {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  dismissFailure(key: string) {
    this.failures = this.failures.filter((f) => f.key !== key);
    this.publish();
  }

  /** True when it stopped for want of the network (or the server), false when the queue is empty. */
  private async drain(): Promise<boolean> {
    const userId = this.userId;
    while (userId && userId === this.userId) {
      if (!this.opts.isOnline()) return this.hold();
      const [next] = await this.opts.store.list(userId);
      if (!next) return false;
      const outcome = await this.opts.send(next);
      if (outcome.kind === 'later') return this.hold();
      if (next.seq !== undefined) await this.opts.store.remove(next.seq);
      this.fresh.delete(next.key);
      if (outcome.kind === 'sent') this.settle(next, { data: outcome.data });
      else this.settle(next, { error: outcome.error });
      await this.reload();
      this.opts.channel?.post({
        type: 'settled',
        key: next.key,
        ...(outcome.kind === 'sent'
          ? { data: outcome.data }
          : { error: { status: outcome.error.status, code: outcome.error.code, message: outcome.error.message } }),
      });
    }
    return true;
  }

  /** The network is gone: everything left waits, and screens waiting for an answer hear so. */
  private async hold(): Promise<true> {
    this.fresh.clear();
    for (const [key, waiter] of this.waiters) {
      this.waiters.delete(key);
      waiter.reject(new QueuedWrite(waiter.entry));
    }
    await this.reload();
    return true;
  }

  private settle(entry: QueuedEntry, result: { data?: unknown; error?: ApiError }) {
    const waiter = this.waiters.get(entry.key);
    this.waiters.delete(entry.key);
    if (waiter) {
      // The screen that made it takes the answer as from any request.
      if (result.error) waiter.reject(result.error);
      else waiter.resolve(result.data);
      return;
    }
    // It had waited, and its screen has moved on: a refusal is shown by the queue's own indicator,
    // and the screens read anew.
    if (result.error)
      this.failures = [
        ...this.failures,
        { key: entry.key, kind: entry.kind, target: entry.target, error: result.error },
      ];
    for (const listener of this.settledListeners) listener();
  }

  private receive(message: QueueMessage) {
    if (message.type === 'settled') {
      const waiter = this.waiters.get(message.key);
      if (waiter) {
        const { error } = message;
        this.settle(waiter.entry, {
          data: message.data,
          error: error && new ApiError(error.status, error.code, error.message),
        });
      }
    }
    void this.reload();
  }

  private async sendOnce<T>(entry: QueuedEntry): Promise<T> {
    const outcome = await this.opts.send(entry);
    if (outcome.kind === 'sent') return outcome.data as T;
    throw outcome.error ?? new ApiError(0, 'network_error', 'Network error');
  }

  private async reload() {
    const userId = this.userId;
    const entries = userId ? await this.opts.store.list(userId).catch(() => []) : [];
    if (userId !== this.userId) return;
    this.entries = entries;
    this.publish();
  }

  private publish() {
    const waiting = this.entries.filter((e) => !this.fresh.has(e.key));
    // The same lists keep the same state: a screen reading the queue is not drawn again for nothing
    // (as when a page starts: nothing waited before the store was read, nothing waits after).
    if (sameItems(waiting, this.state.waiting) && sameItems(this.failures, this.state.failures)) return;
    this.state = { waiting, failures: this.failures };
    for (const listener of this.listeners) listener();
  }
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);
