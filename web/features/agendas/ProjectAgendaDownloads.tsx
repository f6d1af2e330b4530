// Agendas on a project's page (docs/rules.md#agendas-and-badges). Admins prepare every
// participant's agenda in one PDF (a day or all days) and the name badges as background jobs,
// downloaded from the prepared files' card (docs/decisions/043-background-jobs.md), or open anyone's
// agenda; buyers, sellers and interpreters open their own. Volunteers have no agenda.
import { CalendarRange, FileDown, IdCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '../../../core/roles.ts';
import { agendaPath } from '../../../core/rules/agenda-links.ts';
import { datesBetween } from '../../../core/rules/time.ts';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Select } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDay } from '../../lib/format.ts';
import { useStartJob } from '../background-jobs/api.ts';
import { badgePath, pdfLanguage } from './api.ts';

interface Props {
  project: { id: string; start_date: string; end_date: string };
  role: Role | undefined;
}

export function ProjectAgendaDownloads({ project, role }: Props) {
  const { t } = useTranslation();
  if (role === 'admin') return <AdminDownloads project={project} />;
  const badge = (
    <Link to={badgePath(project.id)} className={buttonClass('secondary')} data-testid="open-my-badge">
      <IdCard className="h-4 w-4" aria-hidden /> {t('pwa.badge.open')}
    </Link>
  );
  // A volunteer has a badge (printed too) but no meetings of their own.
  if (role === 'volunteer') {
    return (
      <Card className="mb-6 flex flex-wrap items-center justify-between gap-3 p-5" data-testid="my-badge-card">
        <div className="min-w-0 flex-1 basis-64">
          <h2 className="font-semibold text-slate-900 dark:text-white">{t('pwa.badge.title')}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('pwa.badge.intro')}</p>
        </div>
        {badge}
      </Card>
    );
  }
  if (role !== 'buyer' && role !== 'seller' && role !== 'interpreter') return null;
  return (
    <Card className="mb-6 flex flex-wrap items-center justify-between gap-3 p-5" data-testid="my-agenda-card">
      <div className="min-w-0 flex-1 basis-64">
        <h2 className="font-semibold text-slate-900 dark:text-white">{t('agendas.myAgenda')}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('agendas.myAgendaIntro')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={agendaPath(project.id)} className={buttonClass('secondary')} data-testid="open-my-agenda">
          <CalendarRange className="h-4 w-4" aria-hidden /> {t('agendas.openMine')}
        </Link>
        {badge}
      </div>
    </Card>
  );
}

function AdminDownloads({ project }: { project: Props['project'] }) {
  const { t, i18n } = useTranslation();
  const [day, setDay] = useState('');
  const lang = pdfLanguage(i18n.resolvedLanguage);
  const start = useStartJob(project.id);
  return (
    <Card className="mb-6 p-5" data-testid="agenda-downloads">
      <h2 className="font-semibold text-slate-900 dark:text-white">{t('agendas.printTitle')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('agendas.printIntro')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <Field label={t('agendas.day')} className="w-full sm:w-56">
          {(props) => (
            <Select {...props} value={day} onChange={(e) => setDay(e.target.value)} data-testid="agendas-day">
              <option value="">{t('agendas.allDays')}</option>
              {datesBetween(project.start_date, project.end_date).map((d) => (
                <option key={d} value={d}>
                  {formatDay(d, i18n.language)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button
          onClick={() => start.mutate({ kind: 'agendas-pdf', lang, ...(day ? { day } : {}) })}
          disabled={start.isPending}
          data-testid="download-all-agendas"
        >
          <FileDown className="h-4 w-4" aria-hidden /> {t('agendas.allAgendas')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => start.mutate({ kind: 'badges-pdf', lang })}
          disabled={start.isPending}
          data-testid="download-badges"
        >
          <IdCard className="h-4 w-4" aria-hidden /> {t('agendas.badges')}
        </Button>
        <Link to={agendaPath(project.id)} className={buttonClass('ghost')} data-testid="open-agendas">
          <CalendarRange className="h-4 w-4" aria-hidden /> {t('agendas.openAgenda')}
        </Link>
      </div>
      {start.isError && (
        <div className="mt-3">
          <Alert>{errorMessage(t, start.error)}</Alert>
        </div>
      )}
    </Card>
  );
}
