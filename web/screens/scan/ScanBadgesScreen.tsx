// /projects/{id}/scan: "Scan badges" (docs/rules.md#scanning-badges), phone first. Organisers and the
// project's volunteers point the back camera at a badge (printed, or on another phone) and its
// person is checked in to their current meeting or to the event, with a beep, a buzz and a big
// card; a search by name is the fallback, and their own recent scans are listed below.
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseBadgeCode } from '../../../core/rules/badge-scan.ts';
import type { BadgeScanInput } from '../../../core/schemas/badge-scan.ts';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Loading } from '../../components/ui/Feedback.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { useCheckInPerson } from '../../features/badge-scan/api.ts';
import { signalScan } from '../../features/badge-scan/signals.ts';
import { useProject } from '../../features/projects/api.ts';
import { ProjectLoadError } from '../../features/projects/ProjectLoadError.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { CameraScanner, type CameraState } from './CameraScanner.tsx';
import { PersonSearch } from './PersonSearch.tsx';
import { RecentScans } from './RecentScans.tsx';
import { type ScanOutcome, ScanResultCard } from './ScanResultCard.tsx';

export function ScanBadgesScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const project = useProject(id);
  const checkIn = useCheckInPerson(id);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  // One check-in at a time: codes seen while one is on its way are dropped, not queued.
  const busy = useRef(false);

  const fail = useCallback((message: string) => {
    signalScan('error');
    setOutcome({ kind: 'error', message });
  }, []);

  const send = useCallback(
    async (input: BadgeScanInput) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const result = await checkIn.mutateAsync(input);
        signalScan('ok');
        setOutcome({ kind: 'ok', result });
      } catch (err) {
        fail(
          err instanceof ApiError && err.code === 'not_in_project'
            ? t('scan.error.notInProject')
            : errorMessage(t, err, 'scan.error.failed'),
        );
      } finally {
        busy.current = false;
      }
    },
    [checkIn, fail, t],
  );

  const onCode = useCallback(
    (text: string) => {
      const badge = parseBadgeCode(text);
      if (!badge) return fail(t('scan.error.notBadge'));
      if (badge.projectId !== id.toLowerCase()) return fail(t('scan.error.otherProject'));
      void send({ user_id: badge.userId, method: 'scan' });
    },
    [id, fail, send, t],
  );

  const back = (
    <Link
      to={`/projects/${id}`}
      className="mb-3 inline-flex min-h-11 items-center gap-1 rounded text-sm text-slate-600 hover:underline dark:text-slate-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('scan.back')}
    </Link>
  );

  if (user && user.role !== 'admin' && user.role !== 'volunteer') {
    return <EmptyState icon={ShieldAlert} title={t('admin.accessDenied')} text={t('scan.notScanner')} />;
  }
  if (project.isPending) return <Loading label={t('scan.loading')} />;
  if (project.isError) {
    return (
      <ProjectLoadError
        error={project.error}
        back={back}
        message={t('scan.loadError')}
        onRetry={() => project.refetch()}
      />
    );
  }
  const timeZone = project.data.time_zone;
  return (
    <div className="mx-auto max-w-xl">
      {back}
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{t('scan.title')}</h1>
      <p className="mb-4 text-sm break-words text-slate-600 dark:text-slate-400">{project.data.name}</p>
      <div className="space-y-4">
        <CameraScanner onCode={onCode} onState={setCamera} />
        {/* Without a camera, no "point the camera at a badge" while waiting. */}
        <ScanResultCard outcome={outcome} timeZone={timeZone} waiting={camera === 'starting' || camera === 'running'} />
        <Card className="p-4">
          <PersonSearch
            projectId={id}
            timeZone={timeZone}
            busy={checkIn.isPending}
            onPick={(p) => void send({ user_id: p.id, method: 'search' })}
          />
        </Card>
        <Card className="p-4">
          <RecentScans projectId={id} timeZone={timeZone} />
        </Card>
      </div>
    </div>
  );
}

export { ScanBadgesScreen as Component };
