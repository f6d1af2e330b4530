// The four cards of Admin Settings; each button leads to the screen it names.
import { Building2, FolderKanban, type LucideIcon, Settings, UserCog } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOverview } from '../../../core/schemas/admin.ts';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { lastBackupText } from './SystemInfo.tsx';

const CARDS: { key: string; icon: LucideIcon; links: { key: string; to: string }[] }[] = [
  {
    key: 'users',
    icon: UserCog,
    links: [
      { key: 'viewUsers', to: '/admin/users' },
      { key: 'userRoles', to: '/admin/users?role=admin' },
      { key: 'moderation', to: '/admin/moderation' },
    ],
  },
  {
    key: 'companies',
    icon: Building2,
    links: [
      { key: 'viewCompanies', to: '/buyers' },
      { key: 'categories', to: '/sellers' },
    ],
  },
  {
    key: 'projects',
    icon: FolderKanban,
    links: [
      { key: 'createProject', to: '/projects?new=1' },
      { key: 'projectSettings', to: '/projects' },
    ],
  },
  {
    key: 'system',
    icon: Settings,
    links: [
      { key: 'generalSettings', to: '/profile' },
      { key: 'outbox', to: '/admin/outbox' },
    ],
  },
];

export function SettingsCards({ system }: { system: AdminOverview['system'] }) {
  const { t, i18n } = useTranslation();
  const [backupOpen, setBackupOpen] = useState(false);
  return (
    <div className="mb-8 grid gap-4 md:grid-cols-2 2xl:grid-cols-4">
      {CARDS.map(({ key, icon: Icon, links }) => (
        <Card key={key} className="flex flex-col p-5" data-testid={`admin-card-${key}`}>
          <Icon className="h-7 w-7 text-brand-600 dark:text-brand-500" aria-hidden />
          <h2 className="mt-3 font-semibold text-slate-900 dark:text-white">{t(`admin.cards.${key}.title`)}</h2>
          <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">{t(`admin.cards.${key}.text`)}</p>
          <div className="mt-4 flex flex-col gap-2">
            {links.map((l) => (
              <Link
                key={l.key}
                to={l.to}
                className={buttonClass('secondary', 'sm')}
                data-testid={`admin-link-${l.key}`}
              >
                {t(`admin.cards.${key}.${l.key}`)}
              </Link>
            ))}
            {key === 'system' && (
              <Button size="sm" variant="secondary" onClick={() => setBackupOpen(true)} data-testid="admin-backup">
                {t('admin.cards.system.backup')}
              </Button>
            )}
          </div>
        </Card>
      ))}
      <Modal
        open={backupOpen}
        onOpenChange={setBackupOpen}
        title={t('admin.backup.title')}
        footer={<Button onClick={() => setBackupOpen(false)}>{t('common.close')}</Button>}
      >
        <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
          <p>{t('admin.backup.intro')}</p>
          <pre className="overflow-x-auto rounded-lg bg-slate-100 px-3 py-2 font-mono text-slate-900 dark:bg-slate-800 dark:text-slate-100">
            npm run backup
          </pre>
          <p>{t('admin.backup.restore')}</p>
          <pre className="overflow-x-auto rounded-lg bg-slate-100 px-3 py-2 font-mono text-slate-900 dark:bg-slate-800 dark:text-slate-100">
            npm run restore -- FILE
          </pre>
          <p>
            <span className="font-medium">{t('admin.system.lastBackup')}: </span>
            <span data-testid="backup-last">{lastBackupText(t, system, i18n.language)}</span>
          </p>
          {system.last_backup && (
            <p className="break-all text-slate-500 dark:text-slate-400">{system.last_backup.file}</p>
          )}
        </div>
      </Modal>
    </div>
  );
}
