// /interpreter-notes: the interpreter's confirmed and completed meetings, newest
// first, each with its note, a page at a time (Load more); one note is edited at a time, and the
// list reloads after a save.
import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useInterpreterMeetings } from '../../features/interpreter-notes/api.ts';
import { NotebookCard } from './NotebookCard.tsx';

export function InterpreterNotesScreen() {
  const { t } = useTranslation();
  const list = useInterpreterMeetings();
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <>
      <PageHeader title={t('interpreterNotes.title')} subtitle={t('interpreterNotes.subtitle')} />
      {list.isPending && <Loading label={t('interpreterNotes.loading')} />}
      {list.isError && <LoadError message={t('interpreterNotes.loadError')} onRetry={() => list.refetch()} />}
      {list.data?.length === 0 && (
        <EmptyState
          icon={NotebookPen}
          title={t('interpreterNotes.emptyTitle')}
          text={t('interpreterNotes.emptyText')}
        />
      )}
      {!!list.data?.length && (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {list.data.map((item) => (
            <NotebookCard
              key={item.meeting.id}
              item={item}
              editing={editing === item.meeting.id}
              onEdit={() => setEditing(item.meeting.id)}
              onClose={() => setEditing(null)}
            />
          ))}
        </div>
      )}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => list.fetchNextPage()} />
    </>
  );
}

export { InterpreterNotesScreen as Component };
