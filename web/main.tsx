import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { Spinner } from './components/ui/Feedback.tsx';
import './i18n/index.ts';
import { reloadOnStaleChunks } from './lib/stale-build.ts';
import { applyTheme, useTheme } from './lib/theme.ts';
import './styles.css';

const queryClient = createQueryClient();

applyTheme(useTheme.getState().theme);
reloadOnStaleChunks({ events: window, storage: sessionStorage, reload: () => window.location.reload() });

// Shown before the language file has loaded, so it carries no text of its own.
const boot = (
  <div role="status" aria-label="Loading" className="flex min-h-screen items-center justify-center">
    <Spinner />
  </div>
);

function App() {
  const theme = useTheme((s) => s.theme);
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <Suspense fallback={boot}>
      <RouterProvider router={router} />
    </Suspense>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
