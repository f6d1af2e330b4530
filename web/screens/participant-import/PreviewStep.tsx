// Step 3: what every row will do. Error rows are fixed in place and checked again (or downloaded
// with their reasons, to fix in the spreadsheet); the import applies only once no row has an error.
import { Download, RefreshCw } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParticipantRole } from '../../../core/schemas/participant.ts';
import type { ImportField, ImportRequest, ImportResult } from '../../../core/schemas/participant-import.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Alert, Spinner } from '../../components/ui/Feedback.tsx';
import { useApplyImport, usePreviewImport } from '../../features/participant-import/api.ts';
import { errorRowsCsv } from '../../features/participant-import/errors-csv.ts';
import { outcomesOf, rowIndexOf, withCell } from '../../features/participant-import/grid.ts';
import { ApiError } from '../../lib/api.ts';
import { saveTextFile } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ApplyPanel } from './ApplyPanel.tsx';
import type { LoadedFile } from './ParticipantImportScreen.tsx';
import { PreviewSummary, type RowFilter } from './PreviewSummary.tsx';
import { PreviewTable } from './PreviewTable.tsx';

interface Props {
  projectId: string;
  file: LoadedFile;
  columns: (ImportField | null)[];
  defaultRole?: ParticipantRole;
  preview: ImportResult;
  /** Changes the grid's rows (an updater, so the row callbacks stay the same from edit to edit). */
  onRowsChange: (update: (rows: string[][]) => string[][]) => void;
  onPreviewChange: (preview: ImportResult) => void;
  onBack: () => void;
  onApplied: (result: ImportResult) => void;
}

export function PreviewStep({ projectId, file, columns, defaultRole, preview, ...on }: Props) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<RowFilter>(preview.summary.error > 0 ? 'error' : 'all');
  const [editing, setEditing] = useState<ReadonlySet<number>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<number>>(new Set());
  const [invite, setInvite] = useState(true);
  const check = usePreviewImport(projectId);
  const apply = useApplyImport(projectId);
  const { onRowsChange } = on;

  const request = (invite: boolean): ImportRequest => ({
    headers: file.headers,
    columns,
    rows: file.rows,
    default_role: defaultRole,
    invite,
  });
  const checkAgain = () =>
    check.mutate(request(false), {
      onSuccess: (result) => {
        on.onPreviewChange(result);
        setEdited(new Set());
        // Editors stay open only on rows that still have an error.
        const stillWrong = new Set(result.rows.filter((r) => r.action === 'error').map((r) => r.line));
        setEditing((open) => new Set([...open].filter((line) => stillWrong.has(line))));
        if (result.summary.error === 0 && filter === 'error') setFilter('all');
      },
    });
  const onApply = () =>
    apply.mutate(request(invite), {
      onSuccess: on.onApplied,
      // Rows refused on apply (422), or people changed by someone else meanwhile (409): the
      // preview on screen is out of date, so it is checked again beside the message.
      onError: (err) => {
        if (err instanceof ApiError && (err.code === 'import_has_errors' || err.code === 'import_conflict'))
          checkAgain();
      },
    });

  const onToggleEdit = useCallback(
    (line: number) =>
      setEditing((open) => {
        const next = new Set(open);
        if (!next.delete(line)) next.add(line);
        return next;
      }),
    [],
  );
  const onCellChange = useCallback(
    (line: number, column: number, value: string) => {
      onRowsChange((rows) => withCell(rows, rowIndexOf(line), column, value));
      setEdited((lines) => (lines.has(line) ? lines : new Set(lines).add(line)));
    },
    [onRowsChange],
  );
  const shown = useMemo(() => outcomesOf(preview.rows, filter), [preview.rows, filter]);
  const downloadErrors = () =>
    saveTextFile(
      t('import.preview.errorsFileName'),
      errorRowsCsv({
        headers: file.headers,
        rows: file.rows,
        outcomes: preview.rows,
        reasonHeader: t('import.preview.reasonColumn'),
        reason: (code) => t(`import.errors.${code}`),
      }),
    );

  const errors = preview.summary.error;
  const stale = edited.size > 0;
  const busy = check.isPending || apply.isPending;
  return (
    <div className="space-y-4">
      <PreviewSummary
        summary={preview.summary}
        total={preview.rows.length}
        filter={filter}
        onFilterChange={setFilter}
      />
      {errors > 0 && (
        <Alert>
          <span data-testid="import-errors-alert">
            {t('import.preview.errorsFound', { rows: errors.toLocaleString(i18n.language) })}
          </span>
        </Alert>
      )}
      {preview.new_categories.length > 0 && (
        <Alert tone="info">
          <span data-testid="import-new-categories">
            {t('import.preview.newCategories', { list: preview.new_categories.join(', ') })}
          </span>
        </Alert>
      )}
      {check.isError && <Alert>{errorMessage(t, check.error)}</Alert>}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={stale ? 'primary' : 'secondary'}
          size="sm"
          onClick={checkAgain}
          disabled={busy}
          data-testid="import-check-again"
        >
          {check.isPending ? <Spinner className="h-4 w-4" /> : <RefreshCw className="h-4 w-4" aria-hidden />}
          {check.isPending ? t('import.preview.checking') : t('import.preview.checkAgain')}
        </Button>
        {errors > 0 && (
          <Button variant="secondary" size="sm" onClick={downloadErrors} data-testid="import-download-errors">
            <Download className="h-4 w-4" aria-hidden /> {t('import.preview.downloadErrors')}
          </Button>
        )}
        {stale && (
          <p role="status" className="text-sm text-amber-900 dark:text-amber-200">
            {t('import.preview.stale')}
          </p>
        )}
      </div>
      <PreviewTable
        outcomes={shown}
        rows={file.rows}
        headers={file.headers}
        columns={columns}
        editing={editing}
        edited={edited}
        onToggleEdit={onToggleEdit}
        onCellChange={onCellChange}
      />
      <ApplyPanel
        rowCount={preview.rows.length}
        newPeople={preview.summary.create}
        blocked={errors > 0 || stale}
        invite={invite}
        onInviteChange={setInvite}
        applying={apply.isPending}
        checking={check.isPending}
        error={apply.isError ? errorMessage(t, apply.error) : null}
        onBack={on.onBack}
        onApply={onApply}
      />
    </div>
  );
}
