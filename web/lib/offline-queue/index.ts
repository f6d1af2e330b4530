// The app's one offline write queue and the hooks screens use with it (docs/rules.md#offline-writes).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { idbWriteStore } from './idb-store.ts';
import { OfflineQueue, type QueueMessage, type QueueState } from './queue.ts';
import { sendKeyed } from './send.ts';
import type { WriteKind, WriteRequest } from './types.ts';

export { isQueuedWrite, QueuedWrite } from './queue.ts';
export type { FailedWrite, WriteKind } from './types.ts';

/** How often waiting writes are tried again while the page stays open. */
const RETRY_MS = 30_000;

function broadcast(): NonNullable<ConstructorParameters<typeof OfflineQueue>[0]['channel']> | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel('b2b-offline-writes');
  return {
    post: (message) => channel.postMessage(message),
    listen: (receive) => {
      channel.onmessage = (event: MessageEvent<QueueMessage>) => receive(event.data);
    },
  };
}

let queue: OfflineQueue | undefined;

export function offlineQueue(): OfflineQueue {
  queue ??= new OfflineQueue({
    store: idbWriteStore(),
    send: (entry) => sendKeyed(entry),
    isOnline: () => navigator.onLine,
    channel: broadcast(),
  });
  return queue;
}

/** Sends a write through the queue: its answer, a refusal (ApiError), or a QueuedWrite while it waits. */
export const queuedWrite = <T>(request: WriteRequest) => offlineQueue().write<T>(request);

// What a screen drawn on the server shows: nothing waits there (docs/decisions/051-first-screen-on-the-server.md).
const NOTHING_WAITING: QueueState = { waiting: [], failures: [] };
const serverState = () => NOTHING_WAITING;

/** The signed-in person's waiting writes and the refusals of writes that had waited. */
export function useOfflineQueue() {
  // On the server there is no queue (no IndexedDB, no network state) to subscribe to.
  const q = typeof window === 'undefined' ? undefined : offlineQueue();
  return useSyncExternalStore(q?.subscribe ?? noSubscription, q?.getState ?? serverState, serverState);
}

const noSubscription = () => () => undefined;

/** Whether a write of `kind` about `target` (a meeting's id) waits for the network. */
export function useWaitingWrite(kind: WriteKind, target: string) {
  return useOfflineQueue().waiting.some((w) => w.kind === kind && w.target === target);
}

/**
 * Runs the queue for the signed-in person: sends what waits now (a page load), when the network
 * comes back, when the page is shown again and every half minute; every screen reads anew once
 * a waiting write was answered.
 */
export function useOfflineQueueRunner(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const q = offlineQueue();
    q.setUser(userId ?? null);
    if (!userId) return;
    const flush = () => void q.flush();
    const visible = () => document.visibilityState === 'visible' && flush();
    const stopSettled = q.onSettled(() => void queryClient.invalidateQueries());
    flush();
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', visible);
    const timer = window.setInterval(() => q.getState().waiting.length > 0 && flush(), RETRY_MS);
    return () => {
      stopSettled();
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', visible);
      window.clearInterval(timer);
    };
  }, [userId, queryClient]);
}
