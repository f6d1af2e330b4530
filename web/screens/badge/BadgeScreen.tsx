// /projects/{id}/badge: the person's name badge on their phone, drawn like the printed one
// (docs/rules.md#installable-app-and-offline): the role's colour band with the project, the name
// large, company and country, and the QR code of their agenda page, the same link the printed
// badge carries. White whatever the theme, like paper, so it reads at the door and scans. It reads
// the agenda's answer (the person and the project), which the app keeps for offline reading.
import { CalendarRange, CalendarX2, UserSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { agendaPath } from '../../../core/rules/agenda-links.ts';
import { BADGE_ROLE_COLOUR } from '../../../core/rules/badge-colours.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { QrCode } from '../../components/ui/QrCode.tsx';
import { useAgenda } from '../../features/agendas/api.ts';
import { useCurrentUser } from '../../features/auth/api.ts';
import { ApiError } from '../../lib/api.ts';
import { pageOrigin } from '../../lib/page-origin.ts';

export function BadgeScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  // An admin has no badge of their own; ?user= shows a participant's (as the agenda page does).
  const person = params.get('user') ?? undefined;
  const agenda = useAgenda(id, person, !isAdmin || !!person);
  const missing = agenda.error instanceof ApiError && [400, 404].includes(agenda.error.status);
  const shown = agenda.data;

  if (isAdmin && !person) {
    return (
      <>
        <h1 className="sr-only">{t('pwa.badge.title')}</h1>
        <EmptyState icon={UserSearch} title={t('pwa.badge.title')} text={t('pwa.badge.adminText')} />
      </>
    );
  }
  if (agenda.isLoading) return <Loading label={t('pwa.badge.loading')} />;
  if (missing) {
    return (
      <>
        <h1 className="sr-only">{t('pwa.badge.title')}</h1>
        <EmptyState icon={CalendarX2} title={t('pwa.badge.notFound')} text={t('agendas.notFoundText')} />
      </>
    );
  }
  if (!shown) return <LoadError message={t('pwa.badge.loadError')} onRetry={() => agenda.refetch()} />;

  const { person: who, project } = shown;
  const qrLink = `${pageOrigin()}${agendaPath(project.id, who.id)}`;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="sr-only">{t('pwa.badge.title')}</h1>
      <article
        className="overflow-hidden rounded-2xl bg-white text-slate-900 shadow-md ring-1 ring-slate-300 dark:ring-slate-600"
        data-testid="badge"
      >
        <div
          className="flex items-center justify-between gap-3 px-5 py-3 text-white"
          style={{ backgroundColor: BADGE_ROLE_COLOUR[who.role] }}
        >
          <span className="min-w-0 truncate text-sm font-bold">{project.name}</span>
          <span className="shrink-0 text-base font-bold uppercase tracking-wide" data-testid="badge-role">
            {t(`roles.${who.role}`)}
          </span>
        </div>
        <div className="px-5 pt-5 pb-6">
          <p className="text-3xl leading-tight font-bold break-words" data-testid="badge-name">
            {who.full_name}
          </p>
          {who.company_name && <p className="mt-2 text-xl break-words text-slate-800">{who.company_name}</p>}
          {who.country && <p className="mt-1 text-lg text-slate-700">{who.country}</p>}
          <div className="mx-auto mt-5 w-full max-w-72">
            <QrCode value={qrLink} label={t('pwa.badge.qrLabel')} className="block h-auto w-full" testId="badge-qr" />
          </div>
          <p className="mt-2 text-center text-sm text-slate-700">{t('pwa.badge.qrCaption')}</p>
        </div>
      </article>
      <div className="mt-4 flex justify-center">
        <Link to={agendaPath(project.id, person)} className={buttonClass('secondary', 'lg')} data-testid="badge-agenda">
          <CalendarRange className="h-4 w-4" aria-hidden /> {t('agendas.myAgenda')}
        </Link>
      </div>
    </div>
  );
}

export { BadgeScreen as Component };
