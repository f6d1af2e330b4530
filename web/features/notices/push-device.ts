// This browser's push subscription (docs/rules.md#push-notifications): whether it can take pushes,
// asking the person's permission, subscribing through the service worker with the server's public
// key and telling the server, and the way back.
import { api } from '../../lib/api.ts';

export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';

/** Push needs a service worker, the Push API and notifications (iOS: the app added to the home screen). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** How long a first visit may wait for the service worker to be installed. */
const READY_MS = 15_000;

/** The app's service worker, once it is active; 'push_unavailable' when there is none in time. */
async function registration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('push_unavailable')), READY_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Where this browser stands now. */
export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  // No waiting here: without a service worker yet, this browser simply has no subscription.
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The bytes of a base64url text (the VAPID public key as pushManager.subscribe wants it). */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Asks for permission, subscribes this browser and hands the subscription to the server. Throws
 * 'push_permission_denied' when the person says no, else the browser's or the server's error.
 */
export async function turnPushOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('push_permission_denied');
  const { public_key } = await api.get<{ public_key: string }>('/api/push/key');
  const manager = (await registration()).pushManager;
  let sub = await manager.getSubscription();
  // A subscription made for another key (the server's pair changed) cannot be used: start again.
  const key = sub?.options.applicationServerKey;
  if (sub && key && !sameBytes(new Uint8Array(key), bytesOf(public_key))) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await manager
    .subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(public_key) })
    .catch((err: unknown) => {
      // No push service reachable (a browser without one, a network that blocks it).
      if (err instanceof DOMException && (err.name === 'AbortError' || err.name === 'NotSupportedError')) {
        throw new Error('push_unavailable');
      }
      throw err;
    });
  await api.post('/api/push/subscriptions', sub.toJSON());
}

/** Unsubscribes this browser and tells the server to forget it. */
export async function turnPushOff(): Promise<void> {
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  await api.post('/api/push/unsubscribe', { endpoint: sub.endpoint });
  await sub.unsubscribe();
}
