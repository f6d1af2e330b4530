// What the grid's cells mean.
import { Ban, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { MEETING_EDGE, STRIPES } from './schedule-ui.ts';

const swatch = 'inline-flex h-5 w-7 items-center justify-center rounded border border-slate-300 dark:border-slate-700';

export function ScheduleLegend() {
  const { t } = useTranslation();
  const statuses = ['scheduled', 'confirmed', 'completed', 'no_show'] as const;
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-slate-600 dark:text-slate-400">
      <li className="flex items-center gap-1.5">
        <span className={cn(swatch, 'bg-white dark:bg-slate-900')} aria-hidden>
          <Plus className="h-3 w-3" />
        </span>
        {t('schedule.legend.free')}
      </li>
      {statuses.map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <span className={cn(swatch, 'border-l-4 bg-white dark:bg-slate-900', MEETING_EDGE[s])} aria-hidden />
          {t(`schedule.status.${s}`)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span className={cn(swatch, STRIPES)} aria-hidden>
          <Ban className="h-3 w-3" />
        </span>
        {t('schedule.legend.blocked')}
      </li>
      <li className="flex items-center gap-1.5">
        <span className={cn(swatch, 'bg-slate-100 dark:bg-slate-800/60')} aria-hidden />
        {t('schedule.conflict.unavailable')}
      </li>
    </ul>
  );
}
