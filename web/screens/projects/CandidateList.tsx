// One tab of the Add Participants modal: the people of a role, each a checkbox, with what will happen to them.
import { useTranslation } from 'react-i18next';
import type { Candidate } from '../../../core/schemas/participant.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { isSelected } from '../../features/participants/selection.ts';
import { cn } from '../../lib/cn.ts';

interface Props {
  candidates: Candidate[];
  toggled: ReadonlySet<string> | undefined;
  onToggle: (userId: string) => void;
}

function StateBadge({ candidate, selected }: { candidate: Candidate; selected: boolean }) {
  const { t } = useTranslation();
  if (candidate.participant_id === null)
    return selected ? <Badge tone="blue">{t('participants.state.new')}</Badge> : null;
  return selected ? (
    <Badge tone="green">{t('participants.state.added')}</Badge>
  ) : (
    <Badge tone="red">{t('participants.state.removing')}</Badge>
  );
}

export function CandidateList({ candidates, toggled, onToggle }: Props) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
      {candidates.map((c) => {
        const selected = isSelected(c, toggled);
        const removing = c.participant_id !== null && !selected;
        return (
          <li key={c.user_id}>
            <label
              className={cn(
                'flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800/60',
                selected && 'bg-brand-50/60 dark:bg-brand-600/10',
              )}
              data-testid="candidate"
            >
              <input
                type="checkbox"
                className="h-4 w-4 shrink-0 accent-brand-600"
                checked={selected}
                onChange={() => onToggle(c.user_id)}
              />
              <span className="min-w-0 flex-1">
                <span
                  className={cn(
                    'block truncate text-sm font-medium text-slate-900 dark:text-slate-100',
                    removing && 'line-through decoration-red-500',
                  )}
                >
                  {c.full_name || c.email}
                </span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                  {[c.company_name, c.email].filter(Boolean).join(' · ')}
                </span>
              </span>
              <StateBadge candidate={c} selected={selected} />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
