// Step 2: what each column of the file holds. The server's suggestion comes prefilled; every column
// shows a few of its values, so a wrong guess is easy to see. A default role covers files without
// a role column.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTICIPANT_ROLES, type ParticipantRole } from '../../../core/schemas/participant.ts';
import { IMPORT_FIELDS, type ImportField } from '../../../core/schemas/participant-import.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Alert, Spinner } from '../../components/ui/Feedback.tsx';
import { Field, Select } from '../../components/ui/Field.tsx';
import { checkMapping, mappingIsComplete, sampleValues } from '../../features/participant-import/grid.ts';
import { errorMessage } from '../../lib/errors.ts';
import type { LoadedFile } from './ParticipantImportScreen.tsx';

interface Props {
  file: LoadedFile;
  columns: (ImportField | null)[];
  onColumnsChange: (columns: (ImportField | null)[]) => void;
  defaultRole?: ParticipantRole;
  onDefaultRoleChange: (role: ParticipantRole | undefined) => void;
  checking: boolean;
  error: unknown;
  onBack: () => void;
  onPreview: () => void;
}

export function MappingStep(props: Props) {
  const { file, columns, onColumnsChange, defaultRole, onDefaultRoleChange, checking, error } = props;
  const { t, i18n } = useTranslation();
  const ids = useId();
  const check = checkMapping(columns, defaultRole);
  const names = (fields: ImportField[]) => fields.map((f) => t(`import.fields.${f}`)).join(', ');
  const problems = [
    check.missing.length > 0 && t('import.map.missing', { fields: names(check.missing) }),
    check.duplicates.length > 0 && t('import.map.duplicates', { fields: names(check.duplicates) }),
    check.roleMissing && t('import.map.roleMissing'),
  ].filter((p): p is string => Boolean(p));
  const rowCount = file.rows.length.toLocaleString(i18n.language);

  return (
    <Card className="space-y-5 p-5">
      <div>
        <h2 className="font-semibold text-slate-900 dark:text-white">{t('import.map.title')}</h2>
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
          {t('import.map.text', { file: file.fileName, rows: rowCount })}
        </p>
      </div>
      <div className="hidden gap-4 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:grid sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_14rem] dark:border-slate-800 dark:text-slate-400">
        <span>{t('import.map.column')}</span>
        <span>{t('import.map.samples')}</span>
        <span>{t('import.map.field')}</span>
      </div>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {file.headers.map((header, i) => {
          const samples = sampleValues(file.rows, i);
          const selectId = `${ids}-col-${i}`;
          return (
            // Columns have no id of their own; their position is theirs for the whole import.
            <li key={i} className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_14rem] sm:gap-4">
              <label
                htmlFor={selectId}
                className="self-center text-sm font-medium break-words text-slate-900 dark:text-slate-100"
              >
                {header || t('import.map.unnamed', { number: i + 1 })}
              </label>
              <p
                id={`${selectId}-samples`}
                className="self-center truncate text-sm text-slate-600 dark:text-slate-400"
                title={samples.join(', ')}
              >
                <span className="sr-only">{t('import.map.samples')}: </span>
                {samples.length ? samples.join(', ') : t('import.map.noSamples')}
              </p>
              <Select
                id={selectId}
                aria-describedby={`${selectId}-samples`}
                value={columns[i] ?? ''}
                onChange={(e) => {
                  const next = columns.slice();
                  next[i] = (e.target.value || null) as ImportField | null;
                  onColumnsChange(next);
                }}
                data-testid={`import-column-${i}`}
              >
                <option value="">{t('import.map.ignore')}</option>
                {IMPORT_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {t(`import.fields.${f}`)}
                  </option>
                ))}
              </Select>
            </li>
          );
        })}
      </ul>
      <Field label={t('import.map.defaultRole')} hint={t('import.map.defaultRoleHint')} className="max-w-sm">
        {(field) => (
          <Select
            {...field}
            value={defaultRole ?? ''}
            onChange={(e) => onDefaultRoleChange((e.target.value || undefined) as ParticipantRole | undefined)}
            data-testid="import-default-role"
          >
            <option value="">{t('import.map.defaultRoleNone')}</option>
            {PARTICIPANT_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {problems.length > 0 && (
        <ul className="space-y-1 text-sm text-amber-900 dark:text-amber-200" data-testid="import-mapping-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {error != null && <Alert>{errorMessage(t, error)}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={props.onBack} disabled={checking}>
          {t('import.map.otherFile')}
        </Button>
        <Button onClick={props.onPreview} disabled={checking || !mappingIsComplete(check)} data-testid="import-preview">
          {checking && <Spinner className="h-4 w-4 text-white" />}
          {checking ? t('import.map.checking', { rows: rowCount }) : t('import.map.preview')}
        </Button>
      </div>
    </Card>
  );
}
