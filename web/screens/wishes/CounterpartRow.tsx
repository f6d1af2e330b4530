// One counterpart in the wishes list: who they are, what links the two already (a wish received,
// a pending request, a meeting), and the wisher's own wish.
import { Building2, Languages, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Counterpart, WishPriority } from '../../../core/schemas/wish.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { PriorityPicker } from '../../features/wishes/PriorityPicker.tsx';

interface Props {
  person: Counterpart;
  /** False when the project is closed: the wish is shown, not changed. */
  open: boolean;
  busy: boolean;
  onChange: (priority: WishPriority | null) => void;
}

export function CounterpartRow({ person, open, busy, onChange }: Props) {
  const { t } = useTranslation();
  const facts = [
    person.company_name && { icon: Building2, text: person.company_name },
    person.country && { icon: MapPin, text: person.country },
    person.languages.length > 0 && { icon: Languages, text: person.languages.join(', ') },
  ].filter((f): f is { icon: typeof Building2; text: string } => !!f);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="counterpart">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold break-words text-slate-900 dark:text-white">{person.full_name}</h2>
          {person.wants_you && <Badge tone="purple">{t('wishes.wantsYou')}</Badge>}
          {person.requested && <Badge tone="amber">{t('wishes.requested')}</Badge>}
          {person.met && <Badge tone="green">{t('wishes.met')}</Badge>}
        </div>
        {facts.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {facts.map(({ icon: Icon, text }) => (
              <li key={text} className="flex min-w-0 items-center gap-1.5">
                <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                <span className="min-w-0 break-words">{text}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <PriorityPicker
        value={person.priority}
        onChange={onChange}
        legend={t('wishes.priorityLegend', { name: person.full_name })}
        disabled={!open || busy}
        testId="wish-picker"
      />
    </Card>
  );
}
