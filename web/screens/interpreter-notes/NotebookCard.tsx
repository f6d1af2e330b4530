// One of the interpreter's meetings: when, where, status, the two companies, and its note, read or
// being edited (Add Note / Edit).
import { Calendar, ExternalLink, MapPin, NotebookPen, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyOrName } from '../../../core/rules/names.ts';
import type { InterpreterMeeting } from '../../../core/schemas/interpreter-note.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { NoteEditor } from '../../features/interpreter-notes/NoteEditor.tsx';
import { NoteView } from '../../features/interpreter-notes/NoteView.tsx';
import { MeetingStatusBadge } from '../../features/meetings/MeetingStatusBadge.tsx';
import { formatDate } from '../../lib/format.ts';

export function NotebookCard({
  item,
  editing,
  onEdit,
  onClose,
}: {
  item: InterpreterMeeting;
  editing: boolean;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { meeting, note } = item;
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="notebook-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="font-semibold break-words text-slate-900 dark:text-white">
            {companyOrName(meeting.buyer)} ↔ {companyOrName(meeting.seller)}
          </h2>
          <ul className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
            <li className="flex items-center gap-2">
              <Calendar className="h-4 w-4 shrink-0" aria-hidden />
              {formatDate(meeting.meeting_date, i18n.language)}, {meeting.start_time} – {meeting.end_time}
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="h-4 w-4 shrink-0" aria-hidden />
              <span className="min-w-0 break-words">{meeting.location || t('common.tbd')}</span>
            </li>
          </ul>
        </div>
        <div className="shrink-0">
          <MeetingStatusBadge status={meeting.status} />
        </div>
      </div>
      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        {editing ? <NoteEditor meetingId={meeting.id} note={note} onDone={onClose} /> : <NoteView note={note} />}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <Link
          to={`/meetings/${meeting.id}`}
          className="touch-target inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          <ExternalLink className="h-4 w-4" aria-hidden />
          {t('interpreterNotes.openMeeting')}
        </Link>
        {!editing && (
          <Button size="sm" variant={note ? 'secondary' : 'primary'} onClick={onEdit} data-testid="note-edit">
            {note ? <Pencil className="h-4 w-4" aria-hidden /> : <NotebookPen className="h-4 w-4" aria-hidden />}
            {note ? t('interpreterNotes.edit') : t('interpreterNotes.addNote')}
          </Button>
        )}
      </div>
    </Card>
  );
}
