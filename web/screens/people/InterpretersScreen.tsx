// /interpreters: search, All / Active / Inactive with counts (Active first),
// summary tiles, cards by full name; admins add, edit and delete (a soft delete).
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PEOPLE_STATUSES, type PeopleStatus } from '../../../core/schemas/people.ts';
import { Button } from '../../components/ui/Button.tsx';
import { FilterBar } from '../../components/ui/FilterBar.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { usePeople } from '../../features/people/api.ts';
import { InterpreterTiles } from './InterpreterTiles.tsx';
import { PeopleGrid } from './PeopleGrid.tsx';
import { usePeopleAdmin } from './usePeopleAdmin.tsx';

export function InterpretersScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PeopleStatus>('active');
  const q = useDeferredValue(search.trim());
  const people = usePeople('interpreter', q, status);
  const admin = usePeopleAdmin('interpreter');
  const counts = people.data?.counts;
  return (
    <>
      <PageHeader
        title={t('interpreters.title')}
        actions={
          isAdmin && (
            <Button onClick={admin.openNew} data-testid="add-person">
              <Plus className="h-4 w-4" aria-hidden />
              {t('people.interpreter.add')}
            </Button>
          )
        }
      />
      <InterpreterTiles />
      <SearchInput
        value={search}
        onChange={setSearch}
        label={t('people.searchInterpreters')}
        className="mb-6 max-w-xl"
        testId="people-search"
      />
      <FilterBar
        className="mb-6"
        legend={t('people.statusLegend')}
        testIdPrefix="interpreter-filter"
        value={status}
        onChange={setStatus}
        options={PEOPLE_STATUSES.map((s) => ({ value: s, label: t(`people.status.${s}`), count: counts?.[s] }))}
      />
      <PeopleGrid
        directory="interpreter"
        query={people}
        searching={!!q}
        onEdit={isAdmin ? admin.openEdit : undefined}
        onDelete={isAdmin ? admin.askDelete : undefined}
      />
      {isAdmin && admin.dialogs}
    </>
  );
}

export { InterpretersScreen as Component };
