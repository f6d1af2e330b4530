// Where the server may send a push (docs/security.md#push-notifications). A subscription's
// endpoint comes from the browser, so any signed-in person could post any address: the server
// would then send requests wherever they like (to its own network, to other sites). Only the
// push services of the browsers are accepted, over https; http on this machine only when the
// PUSH_ALLOW_LOOPBACK setting allows it (the push service of the tests), never in production.

/** The push services of Chrome and the browsers built on it, Firefox, Safari and Edge. */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when a host is one of PUSH_SERVICE_HOSTS or below one (wns2-par02p.notify.windows.com). */
const isPushService = (host: string) =>
  PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));

/** Whether the server may send pushes to `endpoint`. */
export function acceptableEndpoint(endpoint: string, opts: { allowLoopback: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && (url.port === '' || url.port === '443')) return isPushService(url.hostname);
  return opts.allowLoopback && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}
