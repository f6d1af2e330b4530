// /buyers and /sellers: active people of the role, newest first, searched by
// name, email or company; admins add, edit and delete (a soft delete).
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { usePeople } from '../../features/people/api.ts';
import { PeopleGrid } from './PeopleGrid.tsx';
import { usePeopleAdmin } from './usePeopleAdmin.tsx';

export function DirectoryScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const role = useLocation().pathname.startsWith('/sellers') ? 'seller' : 'buyer';
  const isAdmin = user?.role === 'admin';
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const people = usePeople(role, q);
  const admin = usePeopleAdmin(role);
  return (
    <>
      <PageHeader
        title={t(role === 'seller' ? 'sellers.title' : 'buyers.title')}
        actions={
          isAdmin && (
            <Button onClick={admin.openNew} data-testid="add-person">
              <Plus className="h-4 w-4" aria-hidden />
              {t(`people.${role}.add`)}
            </Button>
          )
        }
      />
      <SearchInput
        value={search}
        onChange={setSearch}
        label={t('people.searchPlaceholder')}
        className="mb-6 max-w-xl"
        testId="people-search"
      />
      <PeopleGrid
        directory={role}
        query={people}
        searching={!!q}
        onEdit={isAdmin ? admin.openEdit : undefined}
        onDelete={isAdmin ? admin.askDelete : undefined}
      />
      {isAdmin && admin.dialogs}
    </>
  );
}

/** /buyers and /sellers share the screen; a fresh one per path, so a search does not carry over. */
export function Component() {
  return <DirectoryScreen key={useLocation().pathname} />;
}
