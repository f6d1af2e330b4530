// A profile's files as links (they open in a new tab, served to signed-in users), with an optional
// remove button and, while uploading, a progress bar and status.
import { FileText, Image as ImageIcon, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { attachmentName, formatBytes } from '../../../core/rules/attachments.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';

export type UploadStatus = 'uploading' | 'complete' | 'error';

/** One row: a stored file (url) or a file on its way (no url yet). */
export interface AttachmentRow {
  id: string;
  name: string;
  url?: string;
  size?: number;
  status?: UploadStatus;
  progress?: number;
  error?: string;
}

/** Rows for stored files, by their URL paths. */
export const rowsOf = (urls: string[]): AttachmentRow[] =>
  urls.map((url) => ({ id: url, url, name: attachmentName(url) }));

const isImage = (name: string) => /\.(png|jpe?g|gif|webp)$/i.test(name);

export function AttachmentList({
  rows,
  onRemove,
  onDismiss,
}: {
  rows: AttachmentRow[];
  onRemove?: (row: AttachmentRow) => void;
  onDismiss?: (row: AttachmentRow) => void;
}) {
  const { t } = useTranslation();
  if (!rows.length) return <p className="text-sm text-slate-500 dark:text-slate-400">{t('profile.noAttachments')}</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="attachment-list">
      {rows.map((row) => {
        const Icon = isImage(row.name) ? ImageIcon : FileText;
        return (
          <li key={row.id} className="flex items-center gap-3 py-2">
            <Icon className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
            <div className="min-w-0 flex-1">
              {row.url ? (
                <a
                  href={row.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block truncate text-sm text-brand-700 underline dark:text-brand-100"
                >
                  {row.name}
                </a>
              ) : (
                <span className="block truncate text-sm text-slate-900 dark:text-slate-100">{row.name}</span>
              )}
              <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                {row.size !== undefined && <span>{formatBytes(row.size)}</span>}
                {row.status === 'error' && (
                  <span role="alert" className="text-red-700 dark:text-red-300">
                    {row.error}
                  </span>
                )}
              </div>
              {row.status === 'uploading' && (
                <div
                  role="progressbar"
                  aria-label={t('attachments.progress', { name: row.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={row.progress ?? 0}
                  className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                >
                  <div
                    className="h-full rounded-full bg-brand-600 transition-[width]"
                    style={{ width: `${row.progress ?? 0}%` }}
                  />
                </div>
              )}
            </div>
            {row.status && <StatusBadge status={row.status} progress={row.progress} />}
            {row.url && onRemove && (
              <IconButton
                label={t('attachments.remove', { name: row.name })}
                tone="danger"
                onClick={() => onRemove(row)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </IconButton>
            )}
            {!row.url && row.status === 'error' && onDismiss && (
              <IconButton label={t('attachments.dismiss')} onClick={() => onDismiss(row)}>
                <X className="h-4 w-4" aria-hidden />
              </IconButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function StatusBadge({ status, progress }: { status: UploadStatus; progress?: number }) {
  const { t } = useTranslation();
  if (status === 'uploading')
    return <Badge tone="blue">{t('attachments.uploading', { progress: progress ?? 0 })}</Badge>;
  if (status === 'complete') return <Badge tone="green">{t('attachments.complete')}</Badge>;
  return <Badge tone="red">{t('attachments.failed')}</Badge>;
}
