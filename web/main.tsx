import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { FIRST_STATE_ID } from '../core/first-screen.ts';
import { BootShell } from './app/boot-shell.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { sessionQuery } from './features/auth/api.ts';
import i18n, { startI18n } from './i18n/index.ts';
import { hydrateFirstAnswers } from './lib/first-answers.ts';
import { prepareDateFormats } from './lib/format.ts';
import { reloadOnStaleChunks } from './lib/stale-build.ts';
import { nextTask } from './lib/tasks.ts';
import { applyTheme, useTheme } from './lib/theme.ts';
import './styles.css';

// zod's z.config({ jitless: true }), set through its global so the first screen does not load zod:
// without it, zod probes `new Function` on its first object schema, which our policy refuses and
// Chromium reports as a CSP violation (Lighthouse's best practices). The checks run the same.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

const queryClient = createQueryClient();

applyTheme(useTheme.getState().theme);
reloadOnStaleChunks({ events: window, storage: sessionStorage, reload: () => window.location.reload() });

// Shown before the language file has loaded: the shell web/index.html drew, so nothing flickers.
const boot = <BootShell />;

function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const theme = useTheme((s) => s.theme);
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <Suspense fallback={boot}>
      <RouterProvider router={router} />
    </Suspense>
  );
}

// The start runs in short tasks (docs/decisions/052-starting-in-short-tasks.md): the scripts' own
// evaluation, then the language, then the server's answers, then the router (which matches the
// address and starts loading the screen's module), then the dates' first format, then the first render. As a transition, that
// render yields to the browser every few milliseconds instead of holding the main thread for the
// whole tree, and the shell stays on screen meanwhile (docs/decisions/036-first-paint-and-lighthouse.md).
async function start() {
  await nextTask();
  startI18n();
  await nextTask();
  // The answers the server drew this page's screen from, so the app's first render draws the same
  // screen over it instead of a loading state (docs/decisions/051-first-screen-on-the-server.md).
  const firstState = document.getElementById(FIRST_STATE_ID)?.textContent;
  if (firstState) hydrateFirstAnswers(queryClient, JSON.parse(firstState));
  // Asked now, while the screen's code is still loading, not once the signed-in frame's guard renders.
  void queryClient.prefetchQuery(sessionQuery);
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  prepareDateFormats(i18n.language);
  await nextTask();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
void start();
