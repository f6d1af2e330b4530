// The meeting's Voice Notes tab: the recorder and 'Previous Recordings', newest first.
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '../../../core/schemas/meeting.ts';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { useVoiceNotes } from '../../features/voice-notes/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { VoiceNoteItem } from './VoiceNoteItem.tsx';
import { VoiceRecorder } from './VoiceRecorder.tsx';

export function VoiceNotesPanel({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation();
  const notes = useVoiceNotes(meeting.id);
  return (
    <div className="space-y-6">
      <VoiceRecorder meeting={meeting} />
      <section aria-labelledby="previous-recordings">
        <h2 id="previous-recordings" className="mb-2 font-semibold text-slate-900 dark:text-white">
          {t('meetings.previousRecordings')}
        </h2>
        {notes.isPending ? (
          <Loading label={t('voiceNotes.loading')} className="py-6" />
        ) : notes.isError ? (
          <LoadError message={errorMessage(t, notes.error)} onRetry={() => notes.refetch()} />
        ) : notes.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t('meetings.noRecordings')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="voice-note-list">
            {notes.data.map((note) => (
              <VoiceNoteItem key={note.id} note={note} timeZone={meeting.project.time_zone} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
