// Fetches a participant's reading set (./reading-set.ts) through the service worker, which keeps
// each answer, so the agenda, meetings and badge open offline after one online visit.
import { api } from '../lib/api.ts';
import { BASE_URLS, readingUrls } from './reading-set.ts';

/** A few at a time: the screens the person is looking at come first. */
const AT_ONCE = 4;

async function warm(urls: string[]) {
  for (let i = 0; i < urls.length; i += AT_ONCE) {
    // A failure (a 404 agenda of a project they take no part in) only means nothing is kept for it.
    await Promise.allSettled(urls.slice(i, i + AT_ONCE).map((url) => api.get(url)));
  }
}

/** Fetches the reading set once; resolves when every answer has come (or failed). */
export async function prefetchReadingSet() {
  await warm(BASE_URLS.filter((url) => url !== '/api/projects' && url !== '/api/meetings'));
  const [projects, meetings] = await Promise.all([
    api.get<{ id: string; status: string }[]>('/api/projects').catch(() => []),
    api.get<{ id: string; project: { id: string } }[]>('/api/meetings').catch(() => []),
  ]);
  await warm(readingUrls(projects, meetings));
}
