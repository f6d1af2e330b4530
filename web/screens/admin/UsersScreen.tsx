// /admin/users (docs/rules.md#roles-and-accounts): every user, searched and
// filtered by role, with Activate/Deactivate behind a confirmation. Admins only.
import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { USER_ROLE_FILTERS, type UserRoleFilter, type UserRow } from '../../../core/schemas/admin.ts';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { FilterBar } from '../../components/ui/FilterBar.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useSetUserActive, useUsers } from '../../features/admin/api.ts';
import { useCurrentUser } from '../../features/auth/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { UserTable } from './UserTable.tsx';

export function UsersScreen() {
  const { t } = useTranslation();
  const { user: me } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const role: UserRoleFilter = USER_ROLE_FILTERS.find((r) => r === params.get('role')) ?? 'all';
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const users = useUsers(q, role);
  const setActive = useSetUserActive();
  const [confirming, setConfirming] = useState<UserRow | null>(null);

  // Reads the address afresh, so a search landing after a role click keeps that role.
  const update = (next: { q?: string; role?: UserRoleFilter }) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(next)) {
          if (value && value !== 'all') out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  // The search reaches the address (and the server) once typing pauses.
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => update({ q: trimmed }), 250);
    return () => clearTimeout(timer);
  }, [search, q]);

  const toggle = () => {
    if (!confirming) return;
    setActive.mutate({ id: confirming.id, active: !confirming.is_active }, { onSuccess: () => setConfirming(null) });
  };
  const openConfirm = (u: UserRow) => {
    setActive.reset();
    setConfirming(u);
  };

  return (
    <>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <div className="mb-6 space-y-4">
        <SearchInput
          value={search}
          onChange={setSearch}
          label={t('users.searchPlaceholder')}
          className="max-w-md"
          maxLength={200}
          testId="user-search"
        />
        <FilterBar
          legend={t('users.roleFilter')}
          options={USER_ROLE_FILTERS.map((r) => ({
            value: r,
            label: r === 'all' ? t('users.allRoles') : t(`roles.${r}`),
          }))}
          value={role}
          onChange={(r) => update({ role: r })}
          testIdPrefix="role-filter"
        />
      </div>
      {users.isPending && <Loading label={t('users.loading')} />}
      {users.isError && <LoadError message={t('users.loadError')} onRetry={() => users.refetch()} />}
      {users.data?.users.length === 0 && (
        <EmptyState icon={Users} title={t('users.emptyTitle')} text={t('users.emptyText')} />
      )}
      {!!users.data?.users.length && <UserTable users={users.data.users} meId={me?.id} onToggle={openConfirm} />}
      <LoadMore hasMore={users.hasNextPage} loading={users.isFetchingNextPage} onLoad={() => users.fetchNextPage()} />
      {users.data && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" data-testid="users-count">
          {t('users.showing', { shown: users.data.users.length, total: users.data.total })}
        </p>
      )}
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming?.is_active ? t('users.confirmDeactivate.title') : t('users.confirmActivate.title')}
        message={
          confirming?.is_active
            ? t('users.confirmDeactivate.message', { name: confirming.full_name })
            : t('users.confirmActivate.message', { name: confirming?.full_name ?? '' })
        }
        confirmLabel={confirming?.is_active ? t('users.deactivate') : t('users.activate')}
        danger={!!confirming?.is_active}
        busy={setActive.isPending}
        error={setActive.isError ? errorMessage(t, setActive.error) : undefined}
        onConfirm={toggle}
      />
    </>
  );
}

export { UsersScreen as Component };
