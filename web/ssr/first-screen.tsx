// A participant's first screen drawn on the server, so a phone shows its agenda or meeting as soon as
// the page has arrived instead of after the app's scripts have downloaded and run. Built on its own
// (`vite build --ssr`, into dist/ssr) and called by server/first-screen.ts for the pages of
// web/app/first-load.json. The screen is the app's own component with the app's own queries: a first
// pass records which queries it asks, the answers are fetched as the person (through the server's
// own routes), and the screen is drawn again with them, up to three rounds for queries that wait on
// others. The browser starts from the same answers (web/main.tsx), so its first render draws the same
// screen over this one (docs/decisions/051-first-screen-on-the-server.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../core/constants.ts';
import { routePattern } from '../../core/first-screen.ts';
import declared from '../app/first-load.json' with { type: 'json' };
import { sessionQuery } from '../features/auth/api.ts';
import { type SendRequest, sendRequestsWith } from '../lib/api.ts';
import type { RenderFirstScreen } from './contract.ts';

const locales = import.meta.glob<{ default: object }>('../i18n/locales/*.json');
// The screens of first-load.json (a test holds the two lists together).
const screens = import.meta.glob<{ Component: ComponentType }>([
  '../screens/dashboard/DashboardScreen.tsx',
  '../screens/meetings/MeetingsScreen.tsx',
  '../screens/meetings/MeetingDetailScreen.tsx',
  '../screens/agendas/AgendaScreen.tsx',
  '../screens/badge/BadgeScreen.tsx',
]);

/** How many times a screen is drawn at most: its own queries, then those that waited on them. */
const ROUNDS = 3;

// Each render sends its requests as its own person: the requests of renders running side by side
// must not cross, so the sender is looked up in the render's own async context.
const sender = new AsyncLocalStorage<SendRequest>();
sendRequestsWith((url, init) => {
  const send = sender.getStore();
  if (!send) throw new Error('A request outside a first-screen render');
  return send(url, init);
});

const texts = new Map<string, Promise<i18n>>();
function textsOf(language: string): Promise<i18n> {
  let made = texts.get(language);
  if (!made) {
    made = (async () => {
      const resources = (await locales[`../i18n/locales/${language}.json`]()).default;
      const instance = i18next.createInstance();
      await instance.use(initReactI18next).init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        resources: { [language]: { translation: resources } },
        interpolation: { escapeValue: false },
        initAsync: false,
      });
      return instance;
    })();
    texts.set(language, made);
  }
  return made;
}

/**
 * A query client that notes which queries the screen asks for and wants answered: a query the
 * screen only reads from the cache (`enabled: false`) is not fetched for it, as in the browser.
 */
function drawingClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wanted = new Set<string>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    if (defaulted.enabled !== false && defaulted.queryHash) wanted.add(defaulted.queryHash);
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return { client, wanted };
}

export const renderFirstScreen: RenderFirstScreen = async ({ url, language, fetch }) => {
  const pathname = url.split('?')[0];
  const route = declared.routes.find((r) => routePattern(r.path).pattern.test(pathname));
  const load = route && screens[`../${route.module}`];
  if (!route || !load || !(LANGUAGES as readonly string[]).includes(language)) return null;
  const [{ Component }, i18n] = await Promise.all([load(), textsOf(language)]);
  const { client, wanted } = drawingClient();
  const draw = () => {
    wanted.clear();
    return renderToString(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={url}>
            <Routes>
              <Route path={route.path} element={<Component />} />
            </Routes>
          </StaticRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
  };

  return sender.run(fetch, async () => {
    // Signed out, or a session that has ended: the app sends the browser to sign in; nothing to draw.
    const session = await client.fetchQuery(sessionQuery).catch(() => null);
    if (!session?.user) return null;
    let html = draw();
    const asked = new Set<string>();
    for (let round = 1; round < ROUNDS; round++) {
      const waiting = client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && wanted.has(q.queryHash) && !asked.has(q.queryHash));
      if (waiting.length === 0) break;
      for (const q of waiting) asked.add(q.queryHash);
      await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
      // A query the person may not read, or one the screen asks only in some states, is drawn as
      // still loading, as the browser would draw it until its own answer, never as an error.
      client.removeQueries({ predicate: (q) => q.state.status === 'error' });
      html = draw();
    }
    // Only answered queries go to the browser (dehydrate's default): it asks the rest itself.
    return { html: withoutTestIds(html), state: dehydrate(client) };
  });
};

/**
 * The copy is a picture of the screen until the app draws the live one: the browser journeys' test
 * ids name only live elements, so a journey never reads or measures a copy about to be replaced.
 * (React writes attribute values with `"` escaped, so text cannot end one early.)
 */
function withoutTestIds(html: string): string {
  return html.replace(/ data-testid="[^"]*"/g, '');
}
