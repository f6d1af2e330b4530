// A secret the server shows this once and keeps only as a hash (an API token, a calendar feed
// address, a temporary password): the value, a copy button that says when it has copied (or that
// the browser refused, as it does on a plain-HTTP address, so the person copies it by hand), said
// to screen readers too, and the warning that it cannot be shown again. The screens around it say
// what the secret is for.
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';

interface SecretValueProps {
  value: string;
  /** The copy button's text (and accessible name) before copying; "Copy" when not given. */
  copyLabel?: string;
  /** That the value is shown only this once; the copy button is described by it too. */
  warning?: ReactNode;
  valueTestId?: string;
  copyTestId?: string;
}

export function SecretValue({ value, copyLabel, warning, valueTestId, copyTestId }: SecretValueProps) {
  const { t } = useTranslation();
  const warningId = useId();
  // What became of copying which value, so a new secret shown in its place (renewed, made again)
  // starts uncopied.
  const [attempt, setAttempt] = useState<{ value: string; copied: boolean } | null>(null);
  const outcome = attempt?.value === value ? (attempt.copied ? 'copied' : 'failed') : null;
  const copy = async () => {
    // No clipboard at all outside a secure context (https or localhost).
    const copied = navigator.clipboard
      ? await navigator.clipboard.writeText(value).then(
          () => true,
          () => false,
        )
      : false;
    setAttempt({ value, copied });
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        {/* Wrapped, not cut off as in a field, so it can be read whole on a phone; a tap selects all of it. */}
        <code
          className="flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm break-all select-all text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
          data-testid={valueTestId}
        >
          {value}
        </code>
        <Button
          variant="secondary"
          onClick={copy}
          aria-describedby={warning ? warningId : undefined}
          data-testid={copyTestId}
        >
          {outcome === 'copied' ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
          {outcome === 'copied' ? t('common.copied') : (copyLabel ?? t('common.copy'))}
        </Button>
      </div>
      <p
        role="status"
        className={
          outcome === 'failed' ? 'flex items-center gap-1.5 text-sm text-red-700 dark:text-red-300' : 'sr-only'
        }
      >
        {outcome === 'failed' && <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden />}
        {outcome === 'copied' ? t('common.copied') : outcome === 'failed' ? t('common.copyFailed') : ''}
      </p>
      {warning && (
        <p id={warningId} className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {warning}
        </p>
      )}
    </div>
  );
}
