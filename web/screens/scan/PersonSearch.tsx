// The scanner's fallback: find someone of the project by name, company or e-mail (a torn badge, a
// phone with no camera) and check them in with one tap.
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanCandidate } from '../../../core/schemas/badge-scan.ts';
import { Button } from '../../components/ui/Button.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useScanPeople } from '../../features/badge-scan/api.ts';
import { formatInstant } from '../../lib/format.ts';
import { PersonAvatar } from './PersonAvatar.tsx';

export function PersonSearch({
  projectId,
  timeZone,
  busy,
  onPick,
}: {
  projectId: string;
  timeZone?: string;
  busy: boolean;
  onPick: (person: ScanCandidate) => void;
}) {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState('');
  const query = useDeferredValue(q);
  const people = useScanPeople(projectId, query);
  const found = query.trim() ? (people.data ?? []) : [];
  return (
    <section aria-labelledby="scan-search-title">
      <h2 id="scan-search-title" className="mb-2 font-semibold text-slate-900 dark:text-white">
        {t('scan.search.title')}
      </h2>
      <SearchInput value={q} onChange={setQ} label={t('scan.search.label')} maxLength={100} testId="scan-search" />
      {query.trim() && people.isSuccess && found.length === 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('scan.search.none')}</p>
      )}
      <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        {found.map((p) => (
          <li key={p.id} className="flex items-center gap-3 py-2" data-testid="scan-search-row">
            <PersonAvatar person={p} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900 dark:text-slate-100">{p.full_name}</p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                {[p.company_name, t(`roles.${p.role}`)].filter(Boolean).join(' · ')}
                {p.arrived_at &&
                  ` · ${t('scan.search.arrived', { time: formatInstant(p.arrived_at, i18n.language, { hour: '2-digit', minute: '2-digit' }, timeZone) })}`}
              </p>
            </div>
            <Button
              className="h-11"
              disabled={busy}
              onClick={() => onPick(p)}
              aria-label={t('scan.search.checkInWho', { name: p.full_name })}
            >
              {t('scan.search.checkIn')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
