// The organiser's prepared files on a project (docs/decisions/043-background-jobs.md): each job
// started from the Exports or the Agendas card, with its progress while it runs, a download link
// once done, a cancel button before, and why it failed if it did.
import { Download, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BackgroundJob } from '../../../core/schemas/background-job.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Alert, Spinner } from '../../components/ui/Feedback.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime, formatDay } from '../../lib/format.ts';
import { isUnfinished, jobFileUrl, useCancelJob, useProjectJobs } from './api.ts';

const TONES: Record<BackgroundJob['status'], Tone> = {
  queued: 'neutral',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'amber',
};

/** What the job makes, in the organiser's words: "Meetings (Excel)", "All agendas, 1 May". */
function useJobTitle() {
  const { t, i18n } = useTranslation();
  return (job: BackgroundJob) => {
    const p = job.params as { dataset?: string; format?: string; day?: string };
    if (job.kind === 'export') {
      return t('backgroundJobs.exportTitle', {
        name: t(`projectExports.datasets.${p.dataset}.name`),
        format: t(`projectExports.format.${p.format}`),
      });
    }
    if (job.kind === 'badges-pdf') return t('agendas.badges');
    return p.day ? t('backgroundJobs.agendasOfDay', { day: formatDay(p.day, i18n.language) }) : t('agendas.allAgendas');
  };
}

export function ProjectJobs({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const jobs = useProjectJobs(projectId);
  const list = jobs.data?.jobs ?? [];
  if (list.length === 0 && !jobs.isError) return null;
  return (
    <Card className="mb-6 p-5" data-testid="background-jobs">
      <h2 className="font-semibold text-slate-900 dark:text-white">{t('backgroundJobs.title')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('backgroundJobs.intro')}</p>
      {jobs.isError && (
        <div className="mt-3">
          <Alert>{errorMessage(t, jobs.error)}</Alert>
        </div>
      )}
      <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
        {list.map((job) => (
          <JobRow key={job.id} projectId={projectId} job={job} />
        ))}
      </ul>
    </Card>
  );
}

function JobRow({ projectId, job }: { projectId: string; job: BackgroundJob }) {
  const { t, i18n } = useTranslation();
  const title = useJobTitle()(job);
  const cancel = useCancelJob(projectId);
  const share = job.total > 0 ? Math.min(100, Math.round((job.progress / job.total) * 100)) : 0;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 last:pb-0" data-testid={`background-job-${job.id}`}>
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
          {title}
          <Badge tone={TONES[job.status]}>
            <span data-testid="background-job-status" data-status={job.status}>
              {t(`backgroundJobs.status.${job.status}`)}
            </span>
          </Badge>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('backgroundJobs.startedAt', { at: formatDateTime(job.created_at, i18n.language) })}
        </p>
        {job.status === 'running' && (
          <div className="mt-2 flex items-center gap-2">
            <progress
              className="h-2 w-full max-w-64 accent-brand-600"
              max={Math.max(job.total, 1)}
              value={Math.min(job.progress, job.total)}
              aria-label={t('backgroundJobs.progressOf', { title })}
            />
            <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
              {job.total > 0 ? t('backgroundJobs.progress', { done: job.progress, total: job.total, share }) : ''}
            </span>
          </div>
        )}
        {job.status === 'failed' && (
          <p className="mt-1 text-sm text-red-700 dark:text-red-300">{t('backgroundJobs.failed')}</p>
        )}
        {cancel.isError && (
          <div className="mt-2">
            <Alert>{errorMessage(t, cancel.error)}</Alert>
          </div>
        )}
      </div>
      {isUnfinished(job) && <Spinner className="h-4 w-4" />}
      {isUnfinished(job) && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => cancel.mutate(job.id)}
          disabled={cancel.isPending}
          aria-label={t('backgroundJobs.cancelNamed', { title })}
          data-testid="background-job-cancel"
        >
          <X className="h-4 w-4" aria-hidden /> {t('common.cancel')}
        </Button>
      )}
      {job.status === 'done' && (
        <a
          href={jobFileUrl(projectId, job.id)}
          download
          className={buttonClass('secondary', 'sm')}
          aria-label={t('backgroundJobs.downloadNamed', { title })}
          data-testid="background-job-download"
        >
          <Download className="h-4 w-4" aria-hidden /> {t('backgroundJobs.download')}
        </a>
      )}
    </li>
  );
}
