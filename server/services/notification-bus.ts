// Live delivery of notifications to the open event streams of this process.
// An interface, so that several instances can later share a PostgreSQL LISTEN/NOTIFY bus.
import { EventEmitter } from 'node:events';

export interface NotificationBus {
  publish(userId: string, event: unknown): void;
  subscribe(userId: string, listener: (event: unknown) => void): () => void;
}

/** A bus that reaches the streams of this process only. */
export function createLocalBus(): NotificationBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (userId, event) => emitter.emit(userId, event),
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
  };
}
