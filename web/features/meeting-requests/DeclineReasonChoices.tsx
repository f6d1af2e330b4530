// The four reasons to decline a request as radio cards: the target's own dialog and the organiser's
// "Decline for X" word them differently (`label`), and share the rest (docs/rules.md#request-hygiene).
import { type ReactNode, useId } from 'react';
import { DECLINE_REASONS, type DeclineReason } from '../../../core/constants.ts';
import { cn } from '../../lib/cn.ts';

interface Props {
  legend: ReactNode;
  value: DeclineReason | null;
  onChange: (reason: DeclineReason) => void;
  label: (reason: DeclineReason) => string;
  testId?: (reason: DeclineReason) => string;
  children?: ReactNode;
}

export function DeclineReasonChoices({ legend, value, onChange, label, testId, children }: Props) {
  const name = `${useId()}-reason`;
  return (
    <fieldset className="mb-4">
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {DECLINE_REASONS.map((reason) => (
          <label
            key={reason}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              value === reason
                ? 'border-brand-600 bg-brand-50 text-slate-900 dark:border-brand-500 dark:bg-slate-800 dark:text-white'
                : 'border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={reason}
              checked={value === reason}
              onChange={() => onChange(reason)}
              className="h-4 w-4 accent-brand-600"
              data-testid={testId?.(reason)}
            />
            {label(reason)}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
