// The project's confirmed buyers, sellers and interpreters, and its meetings, as four tiles.
import { CalendarCheck, Languages, type LucideIcon, ShoppingBag, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../core/schemas/project.ts';

const TILES: { key: keyof Project['counts']; icon: LucideIcon }[] = [
  { key: 'buyers', icon: ShoppingBag },
  { key: 'sellers', icon: Store },
  { key: 'interpreters', icon: Languages },
  { key: 'meetings', icon: CalendarCheck },
];

export function ProjectStats({ counts }: { counts: Project['counts'] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {TILES.map(({ key, icon: Icon }) => (
        <li
          key={key}
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          data-testid={`count-${key}`}
        >
          <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700 dark:bg-brand-600/20 dark:text-brand-100">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <p className="min-w-0">
            <span className="block text-2xl font-bold text-slate-900 dark:text-white">{counts[key]}</span>
            <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
              {t(`projects.counts.${key}`)}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
