// The owner's attachments: choose files, see each upload's real progress, remove files
// (at most 10 files of at most 10 MB; images, pdf, doc, docx, xls, xlsx; see
// docs/rules.md#profiles-and-attachments).
import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../../../core/rules/attachments.ts';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { AttachmentList, type AttachmentRow, rowsOf } from './AttachmentList.tsx';
import { useDeleteAttachment, useUploadAttachment } from './api.ts';

export function AttachmentsField({ attachments }: { attachments: string[] }) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment();
  const [pending, setPending] = useState<AttachmentRow[]>([]);
  // What this visit uploaded: its size and 'complete' badge stay on the stored row.
  const [done, setDone] = useState<Record<string, number>>({});
  const [notices, setNotices] = useState<string[]>([]);
  const [removing, setRemoving] = useState<AttachmentRow | null>(null);

  const update = (id: string, patch: Partial<AttachmentRow>) =>
    setPending((rows) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  const failure = (err: unknown) =>
    err instanceof ApiError && err.code === 'file_too_large'
      ? t('attachments.tooLarge')
      : t('attachments.uploadFailed', { reason: errorMessage(t, err, 'attachments.unknownReason') });

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = '';
    const next: string[] = [];
    const fitting = chosen.filter((f) => f.size <= MAX_ATTACHMENT_BYTES);
    if (fitting.length < chosen.length) next.push(t('attachments.skipped'));
    const uploading = pending.filter((r) => r.status === 'uploading').length;
    const room = Math.max(0, MAX_ATTACHMENTS - attachments.length - uploading);
    if (fitting.length > room) next.push(t('attachments.maxFiles'));
    setNotices(next);
    const files = fitting.slice(0, room);
    const rows = files.map((f, i) => ({
      id: `${Date.now()}-${i}-${f.name}`,
      name: f.name,
      size: f.size,
      status: 'uploading' as const,
      progress: 0,
    }));
    setPending((old) => [...old.filter((r) => r.status !== 'error'), ...rows]);
    // One at a time, so each bar shows the real speed of its own upload.
    for (const [i, file] of files.entries()) {
      const id = rows[i].id;
      try {
        const saved = await upload(file, (progress) => update(id, { progress }));
        setDone((d) => ({ ...d, [saved.url]: saved.size }));
        setPending((old) => old.filter((r) => r.id !== id));
      } catch (err) {
        update(id, { status: 'error', error: failure(err) });
      }
    }
  }

  const stored = rowsOf(attachments).map((r) =>
    r.url && r.url in done ? { ...r, size: done[r.url], status: 'complete' as const } : r,
  );
  const full = attachments.length + pending.filter((r) => r.status === 'uploading').length >= MAX_ATTACHMENTS;

  return (
    <div className="space-y-3" data-testid="attachments-field">
      {notices.map((n) => (
        <Alert key={n}>{n}</Alert>
      ))}
      <AttachmentList
        rows={[...stored, ...pending]}
        onRemove={(row) => {
          remove.reset();
          setRemoving(row);
        }}
        onDismiss={(row) => setPending((old) => old.filter((r) => r.id !== row.id))}
      />
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          onChange={choose}
          disabled={full}
          data-testid="attachment-input"
        />
        <label
          htmlFor={inputId}
          className={
            full
              ? 'touch-target inline-flex h-9 cursor-not-allowed items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-400 dark:border-slate-700 dark:text-slate-500'
              : 'touch-target inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'
          }
        >
          <Upload className="h-4 w-4" aria-hidden />
          {t('attachments.choose')}
        </label>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {t('attachments.hint', { count: attachments.length, max: MAX_ATTACHMENTS })}
        </span>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('attachments.removeTitle')}
        message={t('attachments.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('attachments.removeAction')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(t, remove.error, 'attachments.removeFailed') : undefined}
        onConfirm={() => removing?.url && remove.mutate(removing.url, { onSuccess: () => setRemoving(null) })}
      />
    </div>
  );
}
