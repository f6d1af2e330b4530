// The six tiles of Admin Settings, from real counts.
import { Activity, Building2, CalendarCheck, FileSignature, FolderKanban, type LucideIcon, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminOverview } from '../../../core/schemas/admin.ts';
import { Card } from '../../components/ui/Card.tsx';
import { cn } from '../../lib/cn.ts';

interface Tile {
  key: string;
  icon: LucideIcon;
  value: string;
  detail: string;
  tone?: 'ok' | 'bad';
}

function tiles(t: (key: string, opts?: Record<string, unknown>) => string, o: AdminOverview): Tile[] {
  const c = o.counts;
  const n = (v: number | undefined) => (v === undefined ? '—' : v.toLocaleString());
  const ok = o.system.status === 'operational';
  return [
    {
      key: 'users',
      icon: Users,
      value: n(c?.users.total),
      detail: t('admin.tiles.usersDetail', { active: n(c?.users.active) }),
    },
    {
      key: 'companies',
      icon: Building2,
      value: n(c?.companies.total),
      detail: t('admin.tiles.companiesDetail', { buyers: n(c?.companies.buyers), sellers: n(c?.companies.sellers) }),
    },
    {
      key: 'projects',
      icon: FolderKanban,
      value: n(c?.projects.total),
      detail: t('admin.tiles.projectsDetail', { active: n(c?.projects.active) }),
    },
    {
      key: 'meetings',
      icon: CalendarCheck,
      value: n(c?.meetings.total),
      detail: t('admin.tiles.meetingsDetail', {
        scheduled: n(c?.meetings.scheduled),
        completed: n(c?.meetings.completed),
      }),
    },
    { key: 'contracts', icon: FileSignature, value: n(c?.contracts.total), detail: t('admin.tiles.contractsDetail') },
    {
      key: 'status',
      icon: Activity,
      value: ok ? t('admin.status.operational') : t('admin.status.degraded'),
      detail: ok ? t('admin.tiles.statusOk') : t('admin.tiles.statusBad'),
      tone: ok ? 'ok' : 'bad',
    },
  ];
}

export function OverviewTiles({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation();
  return (
    <div className="mb-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-6">
      {tiles(t, overview).map(({ key, icon: Icon, value, detail, tone }) => (
        <Card key={key} className="p-4 sm:p-5" data-testid={`admin-tile-${key}`}>
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(`admin.tiles.${key}`)}</p>
            <Icon
              className={cn(
                'h-5 w-5 shrink-0',
                tone === 'ok' && 'text-green-600 dark:text-green-400',
                tone === 'bad' && 'text-red-600 dark:text-red-400',
                !tone && 'text-brand-600 dark:text-brand-500',
              )}
              aria-hidden
            />
          </div>
          <p
            className={cn(
              'mt-2 text-2xl font-bold break-words',
              tone === 'ok' && 'text-green-700 dark:text-green-400',
              tone === 'bad' && 'text-red-700 dark:text-red-400',
              !tone && 'text-slate-900 dark:text-white',
            )}
            data-testid="tile-value"
          >
            {value}
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{detail}</p>
        </Card>
      ))}
    </div>
  );
}
