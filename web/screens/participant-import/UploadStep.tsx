// Step 1: a spreadsheet dropped on the zone or chosen, sent with its progress shown, then read by
// the server ("Reading file…" while a large file is parsed). Template links sit beside it.
import { FileSpreadsheet, Upload } from 'lucide-react';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
} from '../../../core/schemas/participant-import.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { parseImportFile, templateUrl, type UploadProgress } from '../../features/participant-import/api.ts';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import type { LoadedFile } from './ParticipantImportScreen.tsx';
import { UploadProgressBar } from './UploadProgressBar.tsx';

const ACCEPT = '.xlsx,.csv';
const MAX_MB = MAX_IMPORT_FILE_BYTES / 1024 / 1024;

export function UploadStep({ projectId, onLoaded }: { projectId: string; onLoaded: (file: LoadedFile) => void }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [progress, setProgress] = useState<{ name: string; state: UploadProgress } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const busy = progress !== null;

  async function upload(file: File | undefined) {
    if (!file || busy) return;
    setProblem(null);
    if (!/\.(xlsx|csv)$/i.test(file.name)) return setProblem(t('import.upload.wrongType'));
    if (file.size > MAX_IMPORT_FILE_BYTES) return setProblem(t('import.upload.tooLarge', { size: MAX_MB }));
    setProgress({ name: file.name, state: { phase: 'sending', percent: 0 } });
    try {
      const grid = await parseImportFile(projectId, file, (state) => setProgress({ name: file.name, state }));
      onLoaded({ ...grid, fileName: file.name });
    } catch (err) {
      setProblem(errorMessage(t, err));
    } finally {
      setProgress(null);
    }
  }

  // A file dropped beside the zone would make the browser open it and leave the import.
  useEffect(() => {
    const keep = (e: globalThis.DragEvent) => e.preventDefault();
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void upload(e.dataTransfer.files[0]);
  };
  const number = (n: number) => n.toLocaleString(i18n.language);

  return (
    <Card className="space-y-5 p-5">
      <h2 className="font-semibold text-slate-900 dark:text-white">{t('import.upload.title')}</h2>
      {problem && <Alert>{problem}</Alert>}
      {/* The label makes the whole zone a button for the hidden input, by click and by keyboard. */}
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500',
          busy ? 'cursor-progress' : 'cursor-pointer hover:border-brand-500',
          over
            ? 'border-brand-500 bg-brand-50 dark:bg-brand-600/10'
            : 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-950/40',
        )}
        data-testid="import-dropzone"
      >
        <Upload className="h-8 w-8 text-brand-600 dark:text-brand-500" aria-hidden />
        <span className="text-sm text-slate-700 dark:text-slate-200">
          {t('import.upload.drop')}{' '}
          <span className="font-semibold text-brand-700 underline dark:text-brand-100">
            {t('import.upload.choose')}
          </span>
        </span>
        <span id={hintId} className="max-w-md text-xs text-slate-600 dark:text-slate-400">
          {t('import.upload.hint', {
            rows: number(MAX_IMPORT_ROWS),
            columns: MAX_IMPORT_COLUMNS,
            size: MAX_MB,
          })}
        </span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            void upload(chosen);
          }}
          data-testid="import-file"
        />
      </label>
      {progress && <UploadProgressBar name={progress.name} state={progress.state} />}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <span className="text-slate-600 dark:text-slate-400">{t('import.upload.template')}</span>
        {(['xlsx', 'csv'] as const).map((format) => (
          <a
            key={format}
            href={templateUrl(format)}
            download
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-100"
            data-testid={`import-template-${format}`}
          >
            <FileSpreadsheet className="h-4 w-4" aria-hidden />
            {t(format === 'xlsx' ? 'import.upload.templateXlsx' : 'import.upload.templateCsv')}
          </a>
        ))}
      </div>
    </Card>
  );
}
