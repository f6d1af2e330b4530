// System Information, measured rather than fixed text: version, database, storage used, last backup.
import { useTranslation } from 'react-i18next';
import type { AdminOverview } from '../../../core/schemas/admin.ts';
import { Card } from '../../components/ui/Card.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { formatBytes } from './format-bytes.ts';

export function lastBackupText(t: (key: string) => string, system: AdminOverview['system'], language: string) {
  return system.last_backup ? formatDateTime(system.last_backup.at, language) : t('admin.system.noBackup');
}

export function SystemInfo({ system }: { system: AdminOverview['system'] }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string, string][] = [
    ['version', t('admin.system.version'), `v${system.version}`],
    [
      'database',
      t('admin.system.database'),
      `${system.database.reachable ? t('admin.system.connected') : t('admin.system.unreachable')} · ${t(
        `admin.system.kind.${system.database.kind}`,
      )}`,
    ],
    [
      'storage',
      t('admin.system.storage'),
      system.storage_used_bytes === null
        ? t('admin.system.unmeasured')
        : formatBytes(system.storage_used_bytes, i18n.language),
    ],
    ['backup', t('admin.system.lastBackup'), lastBackupText(t, system, i18n.language)],
  ];
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">{t('admin.system.title')}</h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {rows.map(([key, label, value]) => (
          <div key={key} data-testid={`system-${key}`}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="mt-1 font-medium break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
