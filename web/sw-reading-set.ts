/// <reference lib="webworker" />
// The reading set fetched ahead by the service worker itself (docs/decisions/031-installable-app-and-offline.md):
// the page only asks for it, so the answers are fetched, parsed and kept off the page's main thread
// while the first screen is still busy (docs/decisions/036-first-paint-and-lighthouse.md).
import type { Strategy } from 'workbox-strategies';
import { BASE_URLS, readingUrls } from './pwa/reading-set.ts';

/** A few at a time: the screens the person is looking at come first. */
const AT_ONCE = 4;

/** Keeps each answer through `answers` (the strategy of the reading routes, so the same cache and rules). */
export async function warmReadingSet(answers: Strategy, event: ExtendableEvent) {
  // A failure (a 404 agenda of a project they take no part in) only means nothing is kept for it.
  const keep = (url: string) => answers.handle({ request: new Request(url), event }).catch(() => undefined);
  const json = async <T>(res: Response | undefined, none: T): Promise<T> =>
    res?.ok ? ((await res.clone().json()) as T) : none;
  const warm = async (urls: string[]) => {
    for (let i = 0; i < urls.length; i += AT_ONCE) await Promise.all(urls.slice(i, i + AT_ONCE).map(keep));
  };
  await warm(BASE_URLS.filter((url) => url !== '/api/projects' && url !== '/api/meetings'));
  const [projects, meetings] = await Promise.all([keep('/api/projects'), keep('/api/meetings')]);
  await warm(readingUrls(await json(projects, []), await json(meetings, [])));
}
