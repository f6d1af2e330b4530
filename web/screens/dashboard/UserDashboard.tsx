// The dashboard of buyers, sellers, interpreters and volunteers (docs/product.md, Dashboard):
// one call brings the sections of the user's role; a null section is not the role's. Buyers and
// sellers also see the meetings awaiting their rating (docs/rules.md#feedback-and-no-shows), and
// everyone the organisers' announcements of their active projects, pinned on top (docs/rules.md#announcements).
import { FolderKanban } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../core/schemas/dashboard.ts';
import type { Profile } from '../../../core/schemas/profile.ts';
import { Card } from '../../components/ui/Card.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { PinnedAnnouncements } from '../../features/announcements/PinnedAnnouncements.tsx';
import { ScanBadgesLink } from '../../features/badge-scan/ScanBadgesLink.tsx';
import { useDashboard } from '../../features/dashboard/api.ts';
import { usePendingFeedback } from '../../features/feedback/api.ts';
import { CompletenessPrompt } from '../../features/profile/CompletenessPrompt.tsx';
import { ProjectCard } from '../../features/projects/ProjectCard.tsx';
import { DashboardTiles } from './DashboardTiles.tsx';
import { MyContracts, PendingRequests, RecentTransactions } from './DealLists.tsx';
import { CompletedMeetings, UpcomingMeetings } from './MeetingLists.tsx';
import { MyAssignments, SellersMet } from './PeopleLists.tsx';
import { RateYourMeetings } from './RateYourMeetings.tsx';
import { SellerActions } from './SellerActions.tsx';

export function UserDashboard({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  // The sections wait for the meetings awaiting a rating too (asked beside the dashboard, the same
  // query RateYourMeetings reads), so that list does not push the others down when it arrives.
  const rates = user.role === 'buyer' || user.role === 'seller';
  const pending = usePendingFeedback({ enabled: rates });
  const loading = dashboard.isPending || (rates && pending.isPending);
  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: user.full_name })}
        subtitle={t(`dashboard.roleSubtitle.${user.role}`)}
        actions={
          user.role === 'seller' ? (
            <SellerActions />
          ) : user.role === 'volunteer' ? (
            <ScanBadgesLink role={user.role} />
          ) : undefined
        }
      />
      {/* Shown at once: it needs only the profile, not the dashboard's sections. */}
      {(user.role === 'buyer' || user.role === 'seller') && <CompletenessPrompt user={user} />}
      {loading && !dashboard.isError && <Loading label={t('dashboard.loading')} />}
      {dashboard.isError && <LoadError message={t('dashboard.loadError')} onRetry={() => dashboard.refetch()} />}
      {dashboard.data && !loading && <Sections data={dashboard.data} user={user} />}
    </>
  );
}

function Sections({ data: d, user }: { data: Dashboard; user: Profile }) {
  // What a phone shows first draws with the data; the sections below it follow in a background
  // render React splits and can interrupt, so the whole dashboard is not one long task on a slow
  // phone (docs/decisions/036-first-paint-and-lighthouse.md). They come after the others, so
  // nothing already drawn moves.
  const below = useDeferredValue(true, false);
  return (
    <>
      <PinnedAnnouncements projects={d.active_projects} />
      {d.tiles && <DashboardTiles tiles={d.tiles} />}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-6">
        {(user.role === 'buyer' || user.role === 'seller') && <RateYourMeetings />}
        {d.upcoming_meetings && <UpcomingMeetings meetings={d.upcoming_meetings} viewer={user.role} />}
        {below && (
          <>
            {d.pending_requests && <PendingRequests requests={d.pending_requests} />}
            {d.my_assignments && <MyAssignments assignments={d.my_assignments} />}
            {d.recent_transactions && <RecentTransactions transactions={d.recent_transactions} viewer={user.role} />}
            {d.my_contracts && <MyContracts contracts={d.my_contracts} />}
            {d.completed_meetings && <CompletedMeetings meetings={d.completed_meetings} />}
            {d.sellers_met && <SellersMet sellers={d.sellers_met} />}
          </>
        )}
      </div>
      {below && <ActiveProjects projects={d.active_projects} />}
    </>
  );
}

function ActiveProjects({ projects }: { projects: Dashboard['active_projects'] }) {
  const { t } = useTranslation();
  return (
    <Card className="mt-4 p-5 lg:mt-6" data-testid="active-projects">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <FolderKanban className="h-5 w-5 text-brand-600 dark:text-brand-500" aria-hidden />
        {t('dashboard.activeProjects')}
      </h2>
      {projects.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t('dashboard.noActiveProjects')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {projects.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </div>
      )}
    </Card>
  );
}
