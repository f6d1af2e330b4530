// One row of the preview: line, person, role, what the import does with them, and why not when it
// cannot. An error row opens inputs for its mapped cells, to be fixed here and checked again.
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportAction, ImportField, ImportRowOutcome } from '../../../core/schemas/participant-import.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Field.tsx';
import { fieldsWithErrors } from '../../features/participant-import/grid.ts';
import { cn } from '../../lib/cn.ts';

const ACTION_TONE: Record<ImportAction, Tone> = {
  create: 'green',
  add: 'blue',
  update: 'purple',
  unchanged: 'neutral',
  error: 'red',
};

/** The row's grid: a wrapping line at phone width, the table's columns from md up. */
export const ROW_LAYOUT =
  'flex w-full flex-wrap items-start gap-x-3 gap-y-1 px-3 py-2.5 md:grid md:grid-cols-[3.5rem_minmax(0,1.3fr)_7rem_8.5rem_minmax(0,2fr)] md:gap-x-4';

interface Props {
  outcome: ImportRowOutcome;
  /** The row's cells as they are now, edits included. */
  cells: readonly string[];
  headers: readonly string[];
  columns: readonly (ImportField | null)[];
  editing: boolean;
  edited: boolean;
  /** The datalist of role names the role input suggests. */
  roleListId: string;
  onToggleEdit: (line: number) => void;
  onCellChange: (line: number, column: number, value: string) => void;
}

export const PreviewRow = memo(function PreviewRow(props: Props) {
  const { outcome, cells, headers, columns, editing, edited } = props;
  const { t } = useTranslation();
  const ids = useId();
  const bad = fieldsWithErrors(outcome.errors);
  const isError = outcome.action === 'error';
  return (
    <>
      <td className="order-1 w-9 shrink-0 pt-0.5 text-xs text-slate-500 tabular-nums md:order-none md:w-auto md:text-sm dark:text-slate-400">
        {outcome.line}
      </td>
      <td className="order-2 min-w-0 flex-1 md:order-none">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
          {outcome.full_name || (
            <span className="text-slate-500 italic dark:text-slate-400">{t('import.preview.noName')}</span>
          )}
        </p>
        <p className="truncate text-xs text-slate-600 dark:text-slate-400">{outcome.email || '—'}</p>
      </td>
      <td
        className={cn(
          'order-4 basis-full pl-12 text-xs text-slate-700 md:order-none md:basis-auto md:pl-0 md:text-sm dark:text-slate-300',
          // A lone dash on its own line says nothing at phone width; the error below names the role.
          !outcome.role && 'max-md:hidden',
        )}
      >
        {outcome.role ? t(`roles.${outcome.role}`) : '—'}
      </td>
      <td className="order-3 md:order-none">
        <Badge tone={ACTION_TONE[outcome.action]}>{t(`import.badge.${outcome.action}`)}</Badge>
      </td>
      <td
        className={cn(
          'order-5 min-w-0 basis-full pl-12 text-sm md:order-none md:basis-auto md:pl-0',
          editing && 'md:col-[2/-1]',
        )}
      >
        {outcome.changes.length > 0 && (
          <p className="text-slate-700 dark:text-slate-300">
            {t('import.preview.changes', {
              fields: outcome.changes.map((f) => t(`import.fields.${f}`)).join(', '),
            })}
          </p>
        )}
        {isError && (
          <ul
            id={`${ids}-errors`}
            className="space-y-0.5 text-red-700 dark:text-red-300"
            data-testid="import-row-errors"
          >
            {outcome.errors.map((code) => (
              <li key={code}>{t(`import.errors.${code}`)}</li>
            ))}
          </ul>
        )}
        {(isError || edited) && (
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            {isError && (
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={editing}
                aria-controls={editing ? `${ids}-editor` : undefined}
                onClick={() => props.onToggleEdit(outcome.line)}
                data-testid="import-fix-row"
              >
                {editing ? t('import.preview.doneEditing') : t('import.preview.fix')}
                <span className="sr-only"> {t('import.preview.lineNumber', { line: outcome.line })}</span>
              </Button>
            )}
            {edited && <Badge tone="amber">{t('import.preview.edited')}</Badge>}
          </div>
        )}
        {editing && (
          <div id={`${ids}-editor`} className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {columns.map((field, i) => {
              if (field === null) return null;
              const label = t(`import.fields.${field}`);
              // The file's own header beside the field, unless it says the same.
              const header = headers[i]?.trim();
              const invalid = bad.has(field);
              return (
                <div key={i} className="space-y-1">
                  <label
                    htmlFor={`${ids}-${i}`}
                    className="block text-xs font-medium text-slate-700 dark:text-slate-300"
                  >
                    {label}
                    {header && header.toLowerCase() !== label.toLowerCase() && (
                      <span className="font-normal text-slate-500 dark:text-slate-400"> ({header})</span>
                    )}
                  </label>
                  <Input
                    id={`${ids}-${i}`}
                    value={cells[i] ?? ''}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? `${ids}-errors` : undefined}
                    list={field === 'role' ? props.roleListId : undefined}
                    onChange={(e) => props.onCellChange(outcome.line, i, e.target.value)}
                    className="h-9 aria-invalid:border-red-500 dark:aria-invalid:border-red-400"
                    data-testid={`import-cell-${field}`}
                  />
                </div>
              );
            })}
          </div>
        )}
      </td>
    </>
  );
});
