// The interpreters' summary tiles: total, active, and distinct languages,
// over everyone, whatever the search or filter.
import { CheckCircle2, Languages, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/Card.tsx';
import { usePeople } from '../../features/people/api.ts';

function Tile({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: number | undefined }) {
  return (
    <Card className="flex items-center gap-4 p-3 sm:p-4">
      <div className="hidden rounded-lg bg-brand-50 p-2.5 sm:block text-brand-700 dark:bg-brand-600/20 dark:text-brand-100">
        <Icon className="h-5 w-5" aria-hidden />
      </div>
      <div>
        <p className="text-xs text-slate-600 sm:text-sm dark:text-slate-400">{label}</p>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{value ?? '–'}</p>
      </div>
    </Card>
  );
}

export function InterpreterTiles() {
  const { t } = useTranslation();
  const all = usePeople('interpreter', '', 'all');
  const people = all.data?.people;
  const languages = people && new Set(people.flatMap((p) => p.languages.map((l) => l.toLowerCase()))).size;
  return (
    <div className="mb-6 grid grid-cols-3 gap-2 sm:gap-4" data-testid="interpreter-tiles">
      <Tile icon={Users} label={t('people.tiles.total')} value={all.data?.counts.all} />
      <Tile icon={CheckCircle2} label={t('people.tiles.active')} value={all.data?.counts.active} />
      <Tile icon={Languages} label={t('people.tiles.languages')} value={languages} />
    </div>
  );
}
