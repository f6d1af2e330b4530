// Loading, error and alert messages.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from './Button.tsx';
import { PATHS, pathIcon } from './path-icon.tsx';

export function Spinner({ className }: { className?: string }) {
  return pathIcon(PATHS.loaderCircle, cn('h-5 w-5 animate-spin text-brand-600', className));
}

/** A centred spinner with a text for screen readers and sighted users alike. */
export function Loading({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-12 text-slate-600 dark:text-slate-400', className)}
    >
      <Spinner />
      <span className="text-sm">{label}</span>
    </div>
  );
}

export function Alert({
  tone = 'error',
  children,
  action,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  action?: ReactNode;
}) {
  const icon = { error: PATHS.circleAlert, success: PATHS.circleCheck, info: PATHS.info }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        {
          error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
          success:
            'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950/60 dark:text-green-200',
          info: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-100',
        }[tone],
      )}
    >
      {pathIcon(icon, 'mt-0.5 h-4 w-4 shrink-0')}
      <div className="flex-1">{children}</div>
      {action}
    </div>
  );
}

/** An error the user can dismiss, e.g. a refused action above a list; nothing when `message` is null. */
export function DismissibleError({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div className="mb-4">
      <Alert
        action={
          <button type="button" onClick={onDismiss} className="text-sm font-medium underline">
            {t('common.close')}
          </button>
        }
      >
        {message}
      </Alert>
    </div>
  );
}

/** A failed load: its message and a Retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
