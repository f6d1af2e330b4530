// Registers the service worker (web/sw.ts, built as /sw.js) with workbox-window, loaded lazily by
// the signed-in frame so the landing and login scripts stay as small as they were
// (docs/decisions/031-installable-app-and-offline.md).
import { Workbox } from 'workbox-window';
import { updateState } from './update-state.ts';

let registered: Promise<void> | null = null;

/** Registers once per page; resolves when the worker controls the page (its fetches go through it). */
export function registerServiceWorker(): Promise<void> {
  registered ??= start();
  return registered;
}

async function start() {
  const wb = new Workbox('/sw.js');
  // A new build installed while this page runs (or found waiting on load): offer to switch. The
  // switch reloads once the new worker controls the page, so scripts and shell are of one build.
  wb.addEventListener('waiting', () => {
    updateState.set(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  if (navigator.serviceWorker.controller) return;
  // The first install claims the page (clientsClaim in web/sw.ts); wait for it.
  await new Promise<void>((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}
