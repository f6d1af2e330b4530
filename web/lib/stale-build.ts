// After a new version is deployed, a page opened before it asks for script chunks that no longer
// exist (the server answers 404 for a missing file under /assets/; docs/decisions/027). Vite
// reports that as a `vite:preloadError` event: the page reloads to get the new version, once a
// minute at most, so a chunk that is really missing shows its error instead of reloading forever.

const KEY = 'b2b.reloadedForNewVersionAt';
const QUIET_MS = 60_000;

export interface StaleBuildDeps {
  events: Pick<EventTarget, 'addEventListener'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now?: () => number;
}

export function reloadOnStaleChunks({ events, storage, reload, now = Date.now }: StaleBuildDeps) {
  events.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(KEY) ?? 0);
    if (now() - last < QUIET_MS) return;
    storage.setItem(KEY, String(now()));
    // Vite would throw the import's error next; the page is about to be replaced instead.
    event.preventDefault();
    reload();
  });
}
