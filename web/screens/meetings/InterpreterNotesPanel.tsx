// The meeting's Interpreter Notes tab: filled in by the interpreter-notes work.
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '../../../core/schemas/meeting';

export function InterpreterNotesPanel(_props: { meeting: MeetingDetail }) {
  const { t } = useTranslation();
  return (
    <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t('interpreterNotes.emptyTitle')}</p>
  );
}
