/// <reference lib="webworker" />
// Web Push in the service worker (docs/rules.md#push-notifications): a push shows as a notification
// with the words the server wrote in the person's language; a tap on it brings an open window of the
// app to the push's page, or opens one. Imported by web/sw.ts.

declare const self: ServiceWorkerGlobalScope;

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const ICON = '/icons/icon-192.png';

/** The payload, or a neutral notice when it is not ours (a browser must show something for each push). */
function payloadOf(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (data && typeof data.title === 'string') {
      return { title: data.title, body: data.body ?? '', url: data.url || '/', tag: data.tag ?? '' };
    }
  } catch {
    // not JSON: fall through
  }
  return { title: 'B2B Platform', body: event.data?.text() ?? '', url: '/', tag: '' };
}

self.addEventListener('push', (event) => {
  const push = payloadOf(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: ICON,
      badge: ICON,
      // The same tag replaces the older notification (one per meeting, one per conversation).
      tag: push.tag || undefined,
      data: { url: push.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of this app: a payload cannot send the person elsewhere.
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== url) await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

export {};
