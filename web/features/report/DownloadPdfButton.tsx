// "Download PDF": the report's PDF in the language the admin uses (docs/rules.md#report). The button
// says it is preparing the file while the server draws it, and a failure is told in words below it.
import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Alert, Spinner } from '../../components/ui/Feedback.tsx';
import { ApiError } from '../../lib/api.ts';
import { pdfLanguage } from '../agendas/api.ts';
import { downloadReportPdf } from './api.ts';

export function DownloadPdfButton({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const download = useMutation({ mutationFn: () => downloadReportPdf(projectId, pdfLanguage(i18n.resolvedLanguage)) });
  // The server's reason when it has a text of its own (no connection, no permission), under the message.
  const reason = download.error instanceof ApiError ? t(`errors.${download.error.code}`, { defaultValue: '' }) : '';
  return (
    <div className="flex flex-col items-end gap-2">
      <Button
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending}
        data-testid="report-download-pdf"
      >
        {download.isPending ? (
          <>
            <Spinner className="h-4 w-4 text-white" /> {t('report.preparingPdf')}
          </>
        ) : (
          <>
            <FileDown className="h-4 w-4" aria-hidden /> {t('report.downloadPdf')}
          </>
        )}
      </Button>
      {download.isError && (
        <div className="max-w-sm" data-testid="report-pdf-error">
          <Alert>
            {t('report.pdfError')}
            {reason && <span className="mt-1 block">{reason}</span>}
          </Alert>
        </div>
      )}
    </div>
  );
}
