// The upload's progress: a bar filling with the bytes sent, then a moving bar while the server reads
// the file (its time grows with the rows, and no percentage of it is known).
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../features/participant-import/api.ts';
import { cn } from '../../lib/cn.ts';

export function UploadProgressBar({ name, state }: { name: string; state: UploadProgress }) {
  const { t } = useTranslation();
  const reading = state.phase === 'reading';
  const label = reading ? t('import.upload.reading') : t('import.upload.sending', { name, percent: state.percent });
  return (
    <div className="space-y-2" data-testid="import-upload-progress">
      <p role="status" className="truncate text-sm text-slate-700 dark:text-slate-300">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={t('import.upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={reading ? undefined : state.percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={cn('h-full rounded-full bg-brand-600 transition-[width]', reading && 'w-full animate-pulse')}
          style={reading ? undefined : { width: `${state.percent}%` }}
        />
      </div>
    </div>
  );
}
