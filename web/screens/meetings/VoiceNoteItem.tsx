// One entry of 'Previous Recordings': who recorded it and when, its length, the player, and the
// transcript with its summary, or where the transcript stands.
import { Clock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceNote } from '../../../core/schemas/voice-note.ts';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { Spinner } from '../../components/ui/Feedback.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { useDeleteVoiceNote } from '../../features/voice-notes/api.ts';
import { formatClock } from '../../features/voice-notes/format.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';

function Transcript({ note }: { note: VoiceNote }) {
  const { t } = useTranslation();
  const quiet = 'text-sm text-slate-600 dark:text-slate-400';
  switch (note.transcript_status) {
    case 'pending':
      return (
        <p className={`flex items-center gap-2 ${quiet}`} data-testid="voice-note-pending">
          <Spinner className="h-4 w-4" />
          {t('voiceNotes.transcribing')}
        </p>
      );
    case 'unavailable':
      return <p className={quiet}>{t('voiceNotes.noTranscript')}</p>;
    case 'failed':
      return <p className="text-sm text-amber-800 dark:text-amber-300">{t('voiceNotes.transcriptFailed')}</p>;
  }
  if (!note.transcript) return <p className={quiet}>{t('voiceNotes.noSpeech')}</p>;
  const label = 'text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400';
  return (
    <div className="space-y-3">
      {note.summary && note.summary !== note.transcript && (
        <div className="rounded-md border-l-4 border-brand-500 bg-brand-50 px-3 py-2 dark:bg-blue-950/40">
          <h3 className={label}>{t('voiceNotes.summary')}</h3>
          <p className="mt-1 text-sm text-slate-900 dark:text-slate-100" data-testid="voice-note-summary">
            {note.summary}
          </p>
        </div>
      )}
      <div>
        <h3 className={label}>{t('voiceNotes.transcript')}</h3>
        <p
          className="mt-1 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200"
          data-testid="voice-note-transcript"
        >
          {note.transcript}
        </p>
      </div>
    </div>
  );
}

export function VoiceNoteItem({ note, timeZone }: { note: VoiceNote; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteVoiceNote(note.meeting_id);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="space-y-3 py-4" data-testid="voice-note">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0">
          <span className="block font-medium break-words text-slate-900 dark:text-slate-100">
            {note.user.full_name}
          </span>
          <span className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={note.created_at}>{formatDateTime(note.created_at, i18n.language, timeZone)}</time>
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Clock className="h-3.5 w-3.5" aria-hidden />
              <span className="sr-only">{t('voiceNotes.duration')}</span>
              {formatClock(note.duration_seconds)}
            </span>
          </span>
        </p>
        {note.can.delete && (
          <IconButton label={t('voiceNotes.delete')} tone="danger" onClick={() => setConfirming(true)}>
            <Trash2 className="h-4 w-4" aria-hidden />
          </IconButton>
        )}
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: a voice note's transcript below is its text. */}
      <audio
        controls
        preload="metadata"
        src={note.audio_url}
        className="h-10 w-full"
        aria-label={t('voiceNotes.player', { name: note.user.full_name })}
      />
      <Transcript note={note} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title={t('voiceNotes.deleteTitle')}
        message={t('voiceNotes.deleteConfirm')}
        confirmLabel={t('voiceNotes.delete')}
        busy={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : undefined}
        onConfirm={() => remove.mutate(note.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}
