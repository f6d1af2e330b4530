// Route guards (docs/architecture.md#web-conventions): signed-out-only, signed-in, admin.
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { EmptyState } from '../components/ui/EmptyState.tsx';
import { useCurrentUser } from '../features/auth/api.ts';
import { BootShell } from './boot-shell.tsx';

/** The placeholder shown while the session or a screen's code loads: the first paint's shell. */
export function SessionLoading() {
  return <BootShell />;
}

/** Where to go after signing in: back to the page a signed-out visit came from, else the dashboard. */
export function afterSignIn(location: { state: unknown }): string {
  const from = (location.state as { from?: string } | null)?.from;
  return from?.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}

/** Only for signed-out users; signed-in users go on (to /dashboard unless they came from elsewhere). */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <SessionLoading />;
  if (user) return <Navigate to={afterSignIn(location)} replace />;
  return children;
}

/** Needs a signed-in user; others go to /login. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <SessionLoading />;
  // The whole address is kept, so a scanned QR check-in link still works after signing in.
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** Admin screens show 'Access Denied' to everyone else (the server refuses them too). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (user?.role !== 'admin') {
    return <EmptyState icon={ShieldAlert} title={t('admin.accessDenied')} text={t('admin.noPermission')} />;
  }
  return children;
}
