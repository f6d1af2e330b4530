// Step 4: what the import did, and the ways on: back to the project, or another file.
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ImportResult } from '../../../core/schemas/participant-import.ts';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';

export function ImportDone({
  projectId,
  result,
  onAgain,
}: {
  projectId: string;
  result: ImportResult;
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { summary } = result;
  const lines: [string, number][] = [
    ['import.done.created', summary.create],
    ['import.done.added', summary.add],
    ['import.done.updated', summary.update],
    ['import.done.unchanged', summary.unchanged],
    ['import.done.invited', result.invited],
  ];
  return (
    <Card className="p-6" data-testid="import-done">
      <div role="status" className="flex items-center gap-3">
        <CheckCircle2 className="h-7 w-7 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('import.done.title')}</h2>
      </div>
      <dl className="mt-4 grid gap-x-8 sm:grid-cols-2">
        {lines.map(([key, count]) => (
          <div
            key={key}
            className="flex justify-between gap-4 border-b border-slate-100 py-2 text-sm dark:border-slate-800"
          >
            <dt className="text-slate-600 dark:text-slate-400">{t(key)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {count.toLocaleString(i18n.language)}
            </dd>
          </div>
        ))}
      </dl>
      {result.new_categories.length > 0 && (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300" data-testid="import-new-categories">
          {t('import.done.newCategories', { list: result.new_categories.join(', ') })}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-2">
        <Link
          to={`/projects/${projectId}`}
          state={{ showParticipants: true }}
          className={buttonClass('primary')}
          data-testid="import-to-project"
        >
          {t('import.done.toProject')}
        </Link>
        <Button variant="secondary" onClick={onAgain}>
          {t('import.done.again')}
        </Button>
      </div>
    </Card>
  );
}
