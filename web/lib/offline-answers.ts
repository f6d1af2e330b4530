// What the app keeps for reading with no network (docs/decisions/031-installable-app-and-offline.md):
// the service worker (web/sw.ts) keeps the last answer of the GET routes below and, when the network
// fails, answers from it with OFFLINE_AS_OF_HEADER set to the time the server sent that answer. The
// API client (web/lib/api.ts) reports each answer here, and the offline banner reads the oldest
// time shown since the last fresh answer. Pure and DOM-free apart from the small store at the end,
// because the service worker imports the first half.

/** The Cache Storage cache of API answers; cleared on sign-in and sign-out (docs/security.md). */
export const OFFLINE_CACHE = 'api-answers-v1';
/** Set by the service worker on an answer read from OFFLINE_CACHE: the answer's own Date header. */
export const OFFLINE_AS_OF_HEADER = 'x-offline-as-of';

/**
 * The reading screens a participant needs at the venue: the session, dashboard, projects with
 * their agenda and announcements, meetings and their feedback, notifications, the profile. Not
 * downloads (PDF, calendar files), streams, messages, search or admin lists: large, or useless
 * without the network, or someone else's.
 */
const READABLE: RegExp[] = [
  /^\/api\/auth\/session$/,
  /^\/api\/dashboard$/,
  /^\/api\/projects$/,
  /^\/api\/projects\/[^/]+$/,
  /^\/api\/projects\/[^/]+\/(agenda|announcements)$/,
  /^\/api\/meetings$/,
  /^\/api\/meetings\/[^/]+$/,
  /^\/api\/meetings\/[^/]+\/feedback$/,
  /^\/api\/feedback\/pending$/,
  /^\/api\/notifications$/,
  /^\/api\/conversations\/unread$/,
  /^\/api\/profile\/(categories|calendar-feed)$/,
];

/** Whether a GET of this path is kept for reading offline. */
export function isOfflineReadable(pathname: string): boolean {
  return READABLE.some((route) => route.test(pathname));
}

/** How long a kept answer may be shown offline: an event's days and the trip there. */
export const OFFLINE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
/** The most answers kept (a participant's meetings are well under this; the oldest go first). */
export const OFFLINE_MAX_ENTRIES = 400;

/**
 * The time of the data on screen after one more answer: a fresh answer (no header) means the
 * network is back, so nothing is stale; a kept one makes it the older of the two times.
 */
export function nextAsOf(current: number | null, header: string | null): number | null {
  if (header === null) return null;
  const at = Date.parse(header);
  if (Number.isNaN(at)) return current;
  return current === null ? at : Math.min(current, at);
}

/** "09:41" today, or with the day ("27 Nov, 09:41") for older data, in the reader's language. */
export function formatAsOf(at: number, language: string, now = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit' }
    : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(language, options).format(new Date(at));
}

// The store the banner subscribes to (useSyncExternalStore).
let asOf: number | null = null;
const listeners = new Set<() => void>();

/** Called by the API client with each answer's OFFLINE_AS_OF_HEADER (null on a fresh answer). */
export function noteAnswer(header: string | null) {
  const next = nextAsOf(asOf, header);
  if (next === asOf) return;
  asOf = next;
  for (const listener of listeners) listener();
}

export const offlineAsOf = {
  get: () => asOf,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** localStorage key prefix of when a person's reading set was last fetched ahead (web/pwa/PwaChrome.tsx). */
export const PREFETCH_STAMP_PREFIX = 'offline-prefetched:';

/** The message a page posts its service worker to have the reading set fetched ahead (web/sw-reading-set.ts). */
export const WARM_READING_SET = 'WARM_READING_SET';

let forgetting: Promise<unknown> = Promise.resolve();

/**
 * Forgets every kept answer: on sign-in and sign-out, so no one reads the last person's agenda
 * offline on a shared phone (docs/security.md). Done by the page, so it works whatever the worker.
 */
export function forgetOfflineAnswers(): Promise<unknown> {
  noteAnswer(null);
  forgetting = (async () => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(PREFETCH_STAMP_PREFIX)) localStorage.removeItem(key);
    }
    if (typeof caches !== 'undefined') await caches.delete(OFFLINE_CACHE).catch(() => false);
  })();
  return forgetting;
}

/** Resolves when the last forgetOfflineAnswers() is done (nothing is fetched ahead before). */
export const offlineAnswersForgotten = () => forgetting;
