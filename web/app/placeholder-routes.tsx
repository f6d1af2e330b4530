// Screens whose content arrives with later issues: each is routed, guarded and titled now, with
// the empty state SPEC.md gives it, so every sidebar link works.
import type { RouteObject } from 'react-router';
import { type PlaceholderProps, PlaceholderScreen } from '../screens/placeholder/PlaceholderScreen';
import { AdminOnly } from './guards';

const screens: (PlaceholderProps & { path: string; adminOnly?: boolean })[] = [
  {
    path: '/interpreter-notes',
    titleKey: 'interpreterNotes.title',
    emptyTitleKey: 'interpreterNotes.emptyTitle',
    emptyTextKey: 'interpreterNotes.emptyText',
  },
  { path: '/travel', titleKey: 'travel.title', emptyTitleKey: 'travel.emptyTitle', emptyTextKey: 'travel.emptyText' },
  {
    path: '/assignments',
    titleKey: 'assignments.titleMine',
    adminTitleKey: 'assignments.titleAdmin',
    emptyTitleKey: 'assignments.emptyTitle',
    emptyTextKey: 'assignments.emptyTextOthers',
    volunteerEmptyTextKey: 'assignments.emptyTextVolunteer',
  },
];

export const placeholderRoutes: RouteObject[] = screens.map(({ path, adminOnly, ...props }) => {
  const screen = <PlaceholderScreen key={path} {...props} />;
  return { path, element: adminOnly ? <AdminOnly>{screen}</AdminOnly> : screen };
});
