// A note read back: only the sections that hold text, or 'No notes added yet for this meeting'.
import { useTranslation } from 'react-i18next';
import type { InterpreterNote } from '../../../core/schemas/interpreter-note.ts';

const SECTIONS = [
  { key: 'content', label: 'interpreterNotes.meetingNotes' },
  { key: 'key_points', label: 'interpreterNotes.keyPoints' },
  { key: 'action_items', label: 'interpreterNotes.actionItems' },
] as const;

export function NoteView({ note }: { note: InterpreterNote | null }) {
  const { t } = useTranslation();
  const filled = SECTIONS.filter((s) => note?.[s.key].trim());
  if (!note || filled.length === 0)
    return <p className="text-sm text-slate-500 italic dark:text-slate-400">{t('interpreterNotes.noNotes')}</p>;
  return (
    <dl className="space-y-3" data-testid="note-view">
      {filled.map((s) => (
        <div key={s.key}>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t(s.label)}
          </dt>
          <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
            {note[s.key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
