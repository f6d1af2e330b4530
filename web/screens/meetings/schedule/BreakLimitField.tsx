// The fairness limit of compact days (docs/decisions/023-compact-days.md), offered by the
// auto-schedule and by re-planning: the most breaks any one person gets on a day that allows it.
import { useTranslation } from 'react-i18next';
import { Field, Select } from '../../../components/ui/Field.tsx';

/** The planners' own default limit, and the limits offered. */
export const DEFAULT_MAX_BREAKS = 2;
const BREAK_LIMITS = [0, 1, 2, 3, 4, 5];

export function BreakLimitField({
  value,
  onChange,
  disabled,
  testId,
}: {
  value: number;
  onChange: (limit: number) => void;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('autoSchedule.maxBreaks')} hint={t('autoSchedule.maxBreaksHint')} className="mb-4 max-w-xs">
      {(field) => (
        <Select
          {...field}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          disabled={disabled}
          data-testid={testId}
        >
          {BREAK_LIMITS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
