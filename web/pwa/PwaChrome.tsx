// The installable app's part of the signed-in frame: the offline banner and the update prompt, and,
// in a built app, the service worker's registration and the reading set fetched ahead for offline
// (docs/decisions/031-installable-app-and-offline.md). Both load lazily, after the screen.
import { useEffect } from 'react';
import type { Role } from '../../core/roles.ts';
import { offlineAnswersForgotten, PREFETCH_STAMP_PREFIX, WARM_READING_SET } from '../lib/offline-answers.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import { prefetchDue, prefetches } from './reading-set.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

const stampKey = (userId: string) => `${PREFETCH_STAMP_PREFIX}${userId}`;

async function setUp(userId: string, role: Role) {
  const { registerServiceWorker } = await import('./register.ts');
  await registerServiceWorker();
  if (!navigator.onLine || !prefetches(role)) return;
  await offlineAnswersForgotten();
  const last = Number(localStorage.getItem(stampKey(userId))) || null;
  if (!prefetchDue(last, Date.now())) return;
  localStorage.setItem(stampKey(userId), String(Date.now()));
  // The worker fetches and keeps the answers itself, off this page's main thread (web/sw-reading-set.ts).
  const worker = (await navigator.serviceWorker.ready).active;
  worker?.postMessage({ type: WARM_READING_SET });
}

export function PwaChrome({ userId, role }: { userId: string; role: Role }) {
  useEffect(() => {
    // The dev server serves no /sw.js (vite-plugin-pwa builds it); browsers without workers read online.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const run = () => void setUp(userId, role).catch(() => undefined);
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [userId, role]);
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
