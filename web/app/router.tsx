// The route table of SPEC.md section 2. Screens behind sign-in load lazily, so the landing and
// login screens stay small.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { loadAllTexts } from '../i18n';
import { LandingScreen } from '../screens/landing/LandingScreen';
import { AdminOnly, SessionLoading, SignedIn, SignedOutOnly } from './guards';

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

export const router = createBrowserRouter([
  { path: '/', element: <LandingScreen /> },
  {
    path: '/login',
    hydrateFallbackElement: <SessionLoading />,
    lazy: async () => {
      const { LoginScreen } = await import('../screens/login/LoginScreen');
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
    hydrateFallbackElement: <SessionLoading />,
    lazy: async () => {
      // Screens behind sign-in need the whole language files, not only the first screens' texts.
      const [{ AppLayout }] = await Promise.all([import('../components/layout/AppLayout'), loadAllTexts()]);
      return {
        element: (
          <SignedIn>
            <AppLayout />
          </SignedIn>
        ),
      };
    },
    children: [
      { path: '/dashboard', lazy: () => import('../screens/dashboard/DashboardScreen') },
      { path: '/profile', lazy: () => import('../screens/profile/ProfileScreen') },
      { path: '/projects', lazy: () => import('../screens/projects/ProjectsScreen') },
      { path: '/projects/:id', lazy: () => import('../screens/projects/ProjectDetailScreen') },
      { path: '/meetings', lazy: () => import('../screens/meetings/MeetingsScreen') },
      { path: '/meetings/:id', lazy: () => import('../screens/meetings/MeetingDetailScreen') },
      { path: '/meeting-requests', lazy: () => import('../screens/meeting-requests/MeetingRequestsScreen') },
      { path: '/contracts', lazy: () => import('../screens/contracts/ContractsScreen') },
      { path: '/contracts/new', lazy: () => import('../screens/contracts/NewContractScreen') },
      { path: '/contracts/:id', lazy: () => import('../screens/contracts/ContractDetailScreen') },
      { path: '/transactions', lazy: () => import('../screens/transactions/TransactionsScreen') },
      { path: '/buyers', lazy: () => import('../screens/people/DirectoryScreen') },
      { path: '/sellers', lazy: () => import('../screens/people/DirectoryScreen') },
      { path: '/interpreters', lazy: () => import('../screens/people/InterpretersScreen') },
      { path: '/admin', lazy: () => adminOnly(import('../screens/admin/AdminSettingsScreen')) },
      { path: '/admin/users', lazy: () => adminOnly(import('../screens/admin/UsersScreen')) },
      { path: '/projects/:id/wishes', lazy: () => import('../screens/wishes/WishesScreen') },
      { path: '/travel', lazy: () => import('../screens/travel/TravelScreen') },
      { path: '/assignments', lazy: () => import('../screens/assignments/AssignmentsScreen') },
      { path: '/interpreter-notes', lazy: () => import('../screens/interpreter-notes/InterpreterNotesScreen') },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
