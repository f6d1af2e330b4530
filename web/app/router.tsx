// The route table (docs/product.md). Screens behind sign-in load lazily, so the landing and
// login screens stay small.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { loadAllTexts } from '../i18n/index.ts';
import { LandingScreen } from '../screens/landing/LandingScreen.tsx';
import { AdminOnly, SessionLoading, SignedIn, SignedOutOnly } from './guards.tsx';

/** A lazy screen module behind the admin guard ('Access Denied' for everyone else). */
async function adminOnly(module: Promise<{ Component: ComponentType }>) {
  const { Component } = await module;
  return {
    element: (
      <AdminOnly>
        <Component />
      </AdminOnly>
    ),
  };
}

/** The app's router, at the page's address (its first route's module starts loading at once). */
export const createAppRouter = () =>
  createBrowserRouter([
    { path: '/', element: <LandingScreen /> },
    {
      path: '/login',
      hydrateFallbackElement: <SessionLoading />,
      lazy: async () => {
        const { LoginScreen } = await import('../screens/login/LoginScreen.tsx');
        return {
          element: (
            <SignedOutOnly>
              <LoginScreen />
            </SignedOutOnly>
          ),
        };
      },
    },
    {
      path: '/forgot-password',
      hydrateFallbackElement: <SessionLoading />,
      lazy: async () => {
        const [{ Component }] = await Promise.all([
          import('../screens/password/ForgotPasswordScreen.tsx'),
          loadAllTexts(),
        ]);
        return {
          element: (
            <SignedOutOnly>
              <Component />
            </SignedOutOnly>
          ),
        };
      },
    },
    {
      // Open to anyone holding the link: it signs its owner in, whoever was signed in before.
      path: '/set-password',
      hydrateFallbackElement: <SessionLoading />,
      lazy: async () => {
        const [module] = await Promise.all([import('../screens/password/SetPasswordScreen.tsx'), loadAllTexts()]);
        return module;
      },
    },
    {
      // Open without signing in: the link's token is the permission to change the notice choices.
      path: '/unsubscribe',
      hydrateFallbackElement: <SessionLoading />,
      lazy: async () => {
        const [module] = await Promise.all([import('../screens/notices/UnsubscribeScreen.tsx'), loadAllTexts()]);
        return module;
      },
    },
    {
      hydrateFallbackElement: <SessionLoading />,
      lazy: async () => {
        // Screens behind sign-in need the whole language files, not only the first screens' texts.
        const [{ AppLayout }] = await Promise.all([import('../components/layout/AppLayout.tsx'), loadAllTexts()]);
        return {
          element: (
            <SignedIn>
              <AppLayout />
            </SignedIn>
          ),
        };
      },
      children: [
        { path: '/dashboard', lazy: () => import('../screens/dashboard/DashboardScreen.tsx') },
        { path: '/profile', lazy: () => import('../screens/profile/ProfileScreen.tsx') },
        { path: '/api-tokens', lazy: () => import('../screens/api-tokens/ApiTokensScreen.tsx') },
        { path: '/projects', lazy: () => import('../screens/projects/ProjectsScreen.tsx') },
        { path: '/projects/:id', lazy: () => import('../screens/projects/ProjectDetailScreen.tsx') },
        { path: '/meetings', lazy: () => import('../screens/meetings/MeetingsScreen.tsx') },
        { path: '/meetings/:id', lazy: () => import('../screens/meetings/MeetingDetailScreen.tsx') },
        { path: '/availability', lazy: () => import('../screens/availability/AvailabilityScreen.tsx') },
        { path: '/meeting-requests', lazy: () => import('../screens/meeting-requests/MeetingRequestsScreen.tsx') },
        { path: '/contracts', lazy: () => import('../screens/contracts/ContractsScreen.tsx') },
        { path: '/contracts/new', lazy: () => import('../screens/contracts/NewContractScreen.tsx') },
        { path: '/contracts/:id', lazy: () => import('../screens/contracts/ContractDetailScreen.tsx') },
        { path: '/transactions', lazy: () => import('../screens/transactions/TransactionsScreen.tsx') },
        { path: '/buyers', lazy: () => import('../screens/people/DirectoryScreen.tsx') },
        { path: '/sellers', lazy: () => import('../screens/people/DirectoryScreen.tsx') },
        { path: '/interpreters', lazy: () => import('../screens/people/InterpretersScreen.tsx') },
        { path: '/admin', lazy: () => adminOnly(import('../screens/admin/AdminSettingsScreen.tsx')) },
        { path: '/admin/users', lazy: () => adminOnly(import('../screens/admin/UsersScreen.tsx')) },
        { path: '/admin/outbox', lazy: () => adminOnly(import('../screens/admin/OutboxScreen.tsx')) },
        { path: '/admin/moderation', lazy: () => adminOnly(import('../screens/moderation/ModerationScreen.tsx')) },
        { path: '/projects/:id/wishes', lazy: () => import('../screens/wishes/WishesScreen.tsx') },
        {
          path: '/projects/:id/recommendations',
          lazy: () => import('../screens/recommendations/RecommendationsScreen.tsx'),
        },
        { path: '/projects/:id/agenda', lazy: () => import('../screens/agendas/AgendaScreen.tsx') },
        { path: '/projects/:id/badge', lazy: () => import('../screens/badge/BadgeScreen.tsx') },
        { path: '/projects/:id/report', lazy: () => adminOnly(import('../screens/report/ReportScreen.tsx')) },
        { path: '/projects/:id/scan', lazy: () => import('../screens/scan/ScanBadgesScreen.tsx') },
        {
          path: '/projects/:id/requests',
          lazy: () => adminOnly(import('../screens/project-requests/ProjectRequestsScreen.tsx')),
        },
        {
          path: '/projects/:id/webhooks',
          lazy: () => adminOnly(import('../screens/webhooks/WebhooksScreen.tsx')),
        },
        {
          path: '/projects/:id/import',
          lazy: () => adminOnly(import('../screens/participant-import/ParticipantImportScreen.tsx')),
        },
        { path: '/travel', lazy: () => import('../screens/travel/TravelScreen.tsx') },
        { path: '/assignments', lazy: () => import('../screens/assignments/AssignmentsScreen.tsx') },
        { path: '/interpreter-notes', lazy: () => import('../screens/interpreter-notes/InterpreterNotesScreen.tsx') },
        { path: '/messages', lazy: () => import('../screens/messages/MessagesScreen.tsx') },
        { path: '/messages/:id', lazy: () => import('../screens/messages/MessagesScreen.tsx') },
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ]);
