// The recorder of the Voice Notes tab: Start, a running m:ss timer and Stop, then Processing...
// while the recording is uploaded; the product's own messages on failure.
import { Mic, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '../../../core/schemas/meeting.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Alert, Spinner } from '../../components/ui/Feedback.tsx';
import { useUploadVoiceNote } from '../../features/voice-notes/api.ts';
import { formatClock } from '../../features/voice-notes/format.ts';
import { type RecorderProblem, useVoiceRecorder } from '../../features/voice-notes/useVoiceRecorder.ts';
import { errorMessage } from '../../lib/errors.ts';

const PROBLEM_KEY: Record<RecorderProblem, string> = {
  microphone: 'voiceNotes.micDenied',
  no_audio: 'voiceNotes.noAudio',
  recording: 'voiceNotes.failedRecording',
};

export function VoiceRecorder({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation();
  const upload = useUploadVoiceNote(meeting.id);
  const recorder = useVoiceRecorder((blob, seconds) => upload.mutateAsync({ blob, durationSeconds: seconds }));

  if (meeting.status === 'cancelled') {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('voiceNotes.cancelledMeeting')}</p>;
  }

  // A new recording clears what the last one left on screen.
  const begin = () => {
    upload.reset();
    void recorder.start();
  };

  return (
    <section
      aria-labelledby="voice-recorder-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/50"
      data-testid="voice-recorder"
      data-state={recorder.state}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="voice-recorder-title" className="font-semibold text-slate-900 dark:text-white">
            {t('voiceNotes.recorderTitle')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('voiceNotes.hint')}</p>
        </div>
        {recorder.state === 'idle' && (
          <Button onClick={begin} data-testid="voice-start">
            <Mic className="h-4 w-4" aria-hidden />
            {t('voiceNotes.startRecording')}
          </Button>
        )}
        {recorder.state === 'recording' && (
          <div className="flex flex-wrap items-center gap-3">
            <span className="flex items-center gap-2 text-sm font-medium text-red-700 dark:text-red-300">
              <span className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-600 dark:bg-red-400" aria-hidden />
              {t('voiceNotes.recording')}
              <span
                role="timer"
                aria-label={t('voiceNotes.elapsed')}
                className="font-mono text-base text-slate-900 tabular-nums dark:text-white"
                data-testid="voice-timer"
              >
                {formatClock(recorder.seconds)}
              </span>
            </span>
            <Button variant="danger" onClick={recorder.stop} data-testid="voice-stop">
              <Square className="h-4 w-4 fill-current" aria-hidden />
              {t('voiceNotes.stopRecording')}
            </Button>
          </div>
        )}
        {recorder.state === 'processing' && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Spinner className="h-4 w-4" />
            {t('voiceNotes.processing')}
          </p>
        )}
      </div>
      <div aria-live="polite" className="space-y-2 empty:hidden">
        {recorder.problem && <Alert>{t(PROBLEM_KEY[recorder.problem])}</Alert>}
        {upload.isError && recorder.state === 'idle' && (
          <Alert>{errorMessage(t, upload.error, 'voiceNotes.failedAudio')}</Alert>
        )}
        {upload.isSuccess && recorder.state === 'idle' && <Alert tone="success">{t('voiceNotes.saved')}</Alert>}
      </div>
    </section>
  );
}
