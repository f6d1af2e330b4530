// The meeting's Interpreter Notes tab: admins read every note on the meeting; its interpreter reads
// their own and may add or edit it here too.
import { NotebookPen, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '../../../core/schemas/meeting.ts';
import { Button } from '../../components/ui/Button.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { useMeetingNotes } from '../../features/interpreter-notes/api.ts';
import { NoteEditor } from '../../features/interpreter-notes/NoteEditor.tsx';
import { NoteView } from '../../features/interpreter-notes/NoteView.tsx';

export function InterpreterNotesPanel({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation();
  const notes = useMeetingNotes(meeting.id);
  const [editing, setEditing] = useState(false);

  if (notes.isPending) return <Loading label={t('interpreterNotes.panelLoading')} />;
  if (notes.isError)
    return <LoadError message={t('interpreterNotes.panelLoadError')} onRetry={() => notes.refetch()} />;
  const { notes: list, can_write } = notes.data;
  const own = can_write ? (list[0] ?? null) : null;

  if (editing) return <NoteEditor meetingId={meeting.id} note={own} onDone={() => setEditing(false)} />;
  return (
    <div className="space-y-5">
      {list.length === 0 && <NoteView note={null} />}
      {list.map((note) => (
        <section key={note.id} className="space-y-2">
          {/* An admin may find notes of several interpreters when the meeting changed hands. */}
          {!can_write && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('interpreterNotes.by', { name: note.interpreter.full_name })}
            </p>
          )}
          <NoteView note={note} />
        </section>
      ))}
      {can_write && (
        <div className="flex justify-end">
          <Button
            size="sm"
            variant={own ? 'secondary' : 'primary'}
            onClick={() => setEditing(true)}
            data-testid="note-edit"
          >
            {own ? <Pencil className="h-4 w-4" aria-hidden /> : <NotebookPen className="h-4 w-4" aria-hidden />}
            {own ? t('interpreterNotes.edit') : t('interpreterNotes.addNote')}
          </Button>
        </div>
      )}
    </div>
  );
}
