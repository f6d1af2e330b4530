// The page a signed-in browser opens names what that page needs first: the signed-in frame's and the
// screen's scripts, the language file, and the screen's first GET requests, as <link rel="modulepreload">
// and <link rel="preload" as="fetch">, so that on a slow phone they download beside the main script
// instead of one round trip after another once it has run (docs/decisions/036-first-paint-and-lighthouse.md).
// The build writes the list (scripts/first-load-hints.ts); without it, pages go out as built.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../core/constants.ts';
import { routePattern } from '../core/first-screen.ts';
import type { FirstLoadHints } from '../scripts/first-load-hints.ts';

type Route = { pattern: RegExp; names: string[]; scripts: string[]; data: string[] };

export interface FirstLoad {
  /** Whether this is a signed-in page the build names (a first screen the server may draw). */
  covers(page: { pathname: string; signedIn: boolean }): boolean;
  /** The <link> tags for this page, or '' when it has none (a signed-out page, no build list). */
  linksFor(page: {
    pathname: string;
    signedIn: boolean;
    /** The language the page is shown in (shownLanguage). */
    language: string;
    /**
     * True when the server drew the screen into the page (server/first-screen.ts): its answers are
     * in the page already, and the scripts are not needed for its first paint.
     */
    screenDrawn?: boolean;
  }): string;
}

/** The supported language the browser prefers, as i18next's navigator detection would pick it. */
export function preferredLanguage(acceptLanguage: string | undefined): string | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.find((r) => (LANGUAGES as readonly string[]).includes(r.language))?.language;
}

/**
 * The language a page is shown in, as the app picks it: the one the person chose (kept in the
 * `lang` cookie beside the browser's storage, web/i18n/index.ts), else the browser's preferred one.
 */
export function shownLanguage(saved: string | undefined, acceptLanguage: string | undefined): string {
  const chosen = saved?.toLowerCase().split('-')[0];
  if (chosen && (LANGUAGES as readonly string[]).includes(chosen)) return chosen;
  return preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

export function loadFirstLoad(webDir: string | undefined): FirstLoad {
  const file = webDir && path.join(webDir, 'first-load.json');
  if (!file || !fs.existsSync(file)) return { covers: () => false, linksFor: () => '' };
  const hints = JSON.parse(fs.readFileSync(file, 'utf8')) as FirstLoadHints;
  const routes: Route[] = hints.routes.map((r) => ({ ...routePattern(r.path), scripts: r.scripts, data: r.data }));
  // Behind a drawn screen the scripts only bring it to life: at low priority they leave a slow link
  // to the page itself first (docs/decisions/052-starting-in-short-tasks.md).
  const script = (file: string, low: boolean) =>
    `<link rel="modulepreload" crossorigin${low ? ' fetchpriority="low"' : ''} href="/${file}">`;
  // crossorigin (anonymous): the same request as the app's fetch(url, { credentials: 'same-origin' }),
  // so the browser hands the preloaded answer to it instead of asking again.
  const fetchOf = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${url}">`;

  return {
    // Signed out, the frame's guard sends the browser to /login: nothing of this would be used.
    covers: ({ pathname, signedIn }) => signedIn && routes.some((r) => r.pattern.test(pathname)),
    linksFor({ pathname, signedIn, language, screenDrawn = false }) {
      if (!signedIn) return '';
      const route = routes.find((r) => r.pattern.test(pathname));
      if (!route) return '';
      const values = route.pattern.exec(pathname)?.slice(1) ?? [];
      const fill = (url: string) => route.names.reduce((u, name, i) => u.replace(`:${name}`, values[i]), url);
      // A signed-in page reads its whole language file and no other (web/i18n/index.ts).
      const scripts = new Set([...hints.frame.scripts, ...route.scripts, hints.texts[language]].filter(Boolean));
      // Data first: its answers are small and wait on the server, the scripts on the bandwidth.
      const data = screenDrawn ? [] : [...hints.frame.data, ...route.data.map(fill)];
      return [...data.map(fetchOf), ...[...scripts].map((s) => script(s, screenDrawn))].join('');
    },
  };
}
