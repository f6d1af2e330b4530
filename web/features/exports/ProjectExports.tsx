// The admin's Exports card on a project (docs/rules.md#exports): meetings, meeting requests,
// transactions and contracts as an Excel or CSV file, headed in the language the admin uses. Each
// file is prepared as a background job and downloaded from the prepared files' card when done, so a
// flagship event's 86,000 meetings never hold a request open (docs/decisions/043-background-jobs.md).
import { BarChart3, CalendarCheck, FileClock, FileSignature, type LucideIcon, MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_DATASETS, type ExportDataset, type ExportFormat } from '../../../core/schemas/export.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { FilterBar } from '../../components/ui/FilterBar.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useStartJob } from '../background-jobs/api.ts';
import { exportLanguage } from './api.ts';

// The sidebar's icon of each kind of record, so the rows read as the screens they come from.
const ICONS: Record<ExportDataset, LucideIcon> = {
  meetings: CalendarCheck,
  'meeting-requests': MessageSquarePlus,
  transactions: BarChart3,
  contracts: FileSignature,
};

export function ProjectExports({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const lang = exportLanguage(i18n.resolvedLanguage);
  const formatName = t(`projectExports.format.${format}`);
  const start = useStartJob(projectId);
  return (
    <Card className="mb-6 p-5" data-testid="project-exports">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 className="font-semibold text-slate-900 dark:text-white">{t('projectExports.title')}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('projectExports.intro')}</p>
        </div>
        <div className="flex items-center gap-2">
          {/* Seen beside the buttons; screen readers hear the same words as their group's legend. */}
          <span className="text-sm text-slate-600 dark:text-slate-400" aria-hidden>
            {t('projectExports.formatLegend')}
          </span>
          <FilterBar
            legend={t('projectExports.formatLegend')}
            options={(['xlsx', 'csv'] as const).map((value) => ({ value, label: t(`projectExports.format.${value}`) }))}
            value={format}
            onChange={setFormat}
            testIdPrefix="project-export-format"
          />
        </div>
      </div>
      {start.isError && <Alert>{errorMessage(t, start.error)}</Alert>}
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {EXPORT_DATASETS.map((dataset) => {
          const Icon = ICONS[dataset];
          const name = t(`projectExports.datasets.${dataset}.name`);
          return (
            <li key={dataset} className="flex items-start gap-3 py-3 last:pb-0">
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
              {/* On a phone the button goes under the text, in line with it rather than the icon. */}
              <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-2">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium text-slate-900 dark:text-slate-100">{name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t(`projectExports.datasets.${dataset}.holds`)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => start.mutate({ kind: 'export', dataset, format, lang })}
                  disabled={start.isPending}
                  aria-label={t('projectExports.prepareNamed', { name, format: formatName })}
                  data-testid={`project-export-${dataset}`}
                >
                  <FileClock className="h-4 w-4" aria-hidden /> {formatName}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
