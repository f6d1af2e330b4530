/// <reference lib="webworker" />
// The service worker (docs/decisions/031-installable-app-and-offline.md), built by vite-plugin-pwa
// (injectManifest) into dist/web/sw.js. It keeps the app shell (index.html and every built script,
// style sheet and icon of this build) so every screen opens with no network, and the last answer of
// the reading routes (web/lib/offline-answers.ts) so the participant's agenda, meetings, badge and
// profile show what they showed last time. A new build waits until the person chooses to reload
// (web/pwa/UpdatePrompt.tsx).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  isOfflineReadable,
  OFFLINE_AS_OF_HEADER,
  OFFLINE_CACHE,
  OFFLINE_MAX_AGE_SECONDS,
  OFFLINE_MAX_ENTRIES,
  WARM_READING_SET,
} from './lib/offline-answers.ts';
// Web Push: the notification of a push and a tap on it (docs/rules.md#push-notifications).
import './sw-push.ts';
import { warmReadingSet } from './sw-reading-set.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The first install takes the open pages at once (nothing older to be consistent with); an update
// waits for the person's "Reload" (SKIP_WAITING from workbox-window's messageSkipWaiting).
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html: open it from the precache, so it starts with no network.
// /api/ is the server's, never the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

/** A kept answer tells the page when the server gave it (its Date header), for the offline banner. */
const markKept: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_AS_OF_HEADER, cachedResponse.headers.get('date') ?? new Date(0).toUTCString());
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

// The network first, always (the server is the truth); its answer is kept. With no network, or
// none within 4 s (venue Wi-Fi that connects but carries nothing), the kept answer.
const answers = new NetworkFirst({
  cacheName: OFFLINE_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: OFFLINE_MAX_ENTRIES, maxAgeSeconds: OFFLINE_MAX_AGE_SECONDS }),
    markKept,
  ],
});
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isOfflineReadable(url.pathname),
  answers,
);

// A participant's page asks for their reading set once it has drawn (web/pwa/PwaChrome.tsx).
self.addEventListener('message', (event) => {
  if (event.data?.type === WARM_READING_SET) event.waitUntil(warmReadingSet(answers, event));
});
