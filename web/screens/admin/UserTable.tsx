// The users as a table on wide screens and as cards on phones, each with its Activate/Deactivate.
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../core/schemas/admin.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { RoleBadge, StatusBadge } from './RoleBadge.tsx';

interface Props {
  users: UserRow[];
  /** The signed-in admin: they may not deactivate themselves. */
  meId: string | undefined;
  onToggle: (user: UserRow) => void;
}

function ToggleButton({ user, meId, onToggle }: { user: UserRow } & Omit<Props, 'users'>) {
  const { t } = useTranslation();
  if (user.id === meId) return <span className="text-sm text-slate-500 dark:text-slate-400">{t('users.you')}</span>;
  return (
    <Button
      size="sm"
      variant={user.is_active ? 'secondary' : 'primary'}
      onClick={() => onToggle(user)}
      aria-label={`${user.is_active ? t('users.deactivate') : t('users.activate')}: ${user.full_name}`}
      data-testid={`toggle-${user.id}`}
    >
      {user.is_active ? t('users.deactivate') : t('users.activate')}
    </Button>
  );
}

const dash = (text: string) => text || '—';

export function UserTable({ users, meId, onToggle }: Props) {
  const { t } = useTranslation();
  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
  return (
    <>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/50">
            <tr>
              <th className={th}>{t('users.columns.user')}</th>
              <th className={th}>{t('users.columns.role')}</th>
              <th className={th}>{t('users.columns.company')}</th>
              <th className={th}>{t('users.columns.country')}</th>
              <th className={th}>{t('users.columns.status')}</th>
              <th className={`${th} text-right`}>{t('users.columns.actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {users.map((u) => (
              <tr key={u.id} data-testid="user-row">
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900 dark:text-white">{u.full_name}</p>
                  <p className="text-slate-600 dark:text-slate-400">{u.email}</p>
                </td>
                <td className="px-4 py-3">
                  <RoleBadge role={u.role} />
                </td>
                <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{dash(u.company_name)}</td>
                <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{dash(u.country)}</td>
                <td className="px-4 py-3">
                  <StatusBadge active={u.is_active} />
                </td>
                <td className="px-4 py-3 text-right">
                  <ToggleButton user={u} meId={meId} onToggle={onToggle} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="space-y-3 md:hidden">
        {users.map((u) => (
          <li key={u.id}>
            <Card className="p-4" data-testid="user-card">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900 dark:text-white">{u.full_name}</p>
                  <p className="text-sm break-all text-slate-600 dark:text-slate-400">{u.email}</p>
                </div>
                <StatusBadge active={u.is_active} />
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
                <RoleBadge role={u.role} />
                {u.company_name && <span>{u.company_name}</span>}
                {u.country && <span className="text-slate-500 dark:text-slate-400">{u.country}</span>}
              </div>
              <div className="mt-3 flex justify-end">
                <ToggleButton user={u} meId={meId} onToggle={onToggle} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
