// The buyer's four tiles: all meetings, completed meetings, contracts, projects.
import { CalendarCheck, CalendarDays, FileSignature, FolderKanban, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardTiles as Tiles } from '../../../core/schemas/dashboard.ts';
import { Card } from '../../components/ui/Card.tsx';

const TILES: { key: keyof Tiles; icon: LucideIcon }[] = [
  { key: 'total_meetings', icon: CalendarDays },
  { key: 'completed_meetings', icon: CalendarCheck },
  { key: 'contracts', icon: FileSignature },
  { key: 'projects', icon: FolderKanban },
];

export function DashboardTiles({ tiles }: { tiles: Tiles }) {
  const { t } = useTranslation();
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {TILES.map(({ key, icon: Icon }) => (
        <Card key={key} className="flex items-center gap-3 p-4 sm:gap-4 sm:p-5" data-testid={`tile-${key}`}>
          <span className="hidden rounded-lg bg-brand-50 p-3 text-brand-700 sm:block dark:bg-brand-600/20 dark:text-brand-100">
            <Icon className="h-6 w-6" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(`dashboard.tiles.${key}`)}</p>
            <p className="text-2xl font-bold text-slate-900 dark:text-white" data-testid="tile-value">
              {tiles[key].toLocaleString()}
            </p>
          </div>
        </Card>
      ))}
    </div>
  );
}
