// The states and the card grid (up to 3 columns) of a directory.
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PeopleList, PeopleRole } from '../../../core/schemas/people.ts';
import type { Profile } from '../../../core/schemas/profile.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { ApiError } from '../../lib/api.ts';
import { PersonCard } from './PersonCard.tsx';

interface Props {
  directory: PeopleRole;
  query: {
    data?: PeopleList;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    /** The directory is read a page at a time: whether another follows, and how to read it. */
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  searching: boolean;
  onEdit?: (person: Profile) => void;
  onDelete?: (person: Profile) => void;
}

const directoryKey = { buyer: 'buyers', seller: 'sellers', interpreter: 'interpreters' } as const;

export function PeopleGrid({ directory, query, searching, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading label={t('common.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403) return <Alert>{t('errors.forbidden')}</Alert>;
    return <LoadError message={t('people.loadError')} onRetry={() => query.refetch()} />;
  }
  const people = query.data?.people ?? [];
  if (people.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title={t(`${directoryKey[directory]}.emptyTitle`)}
        text={searching ? t('people.emptySearch') : undefined}
      />
    );
  }
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="people-grid">
        {people.map((person) => (
          <PersonCard
            key={person.id}
            person={person}
            onEdit={onEdit && (() => onEdit(person))}
            onDelete={onDelete && (() => onDelete(person))}
          />
        ))}
      </div>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => query.fetchNextPage()}
        testId="people-load-more"
      />
    </>
  );
}
