// The dashboard's short prompt to a buyer or seller whose profile is not complete enough for good
// matches (core/matching/completeness.ts); nothing once it is.
import { UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPLETE_ENOUGH_PERCENT, profileCompleteness } from '../../../core/matching/completeness.ts';
import type { Profile } from '../../../core/schemas/profile.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { useCategoryChoices } from './api.ts';
import { missingLabelKey } from './CompletenessMeter.tsx';

export function CompletenessPrompt({ user }: { user: Profile }) {
  const { t, i18n } = useTranslation();
  const choices = useCategoryChoices();
  const completeness = profileCompleteness(user, choices.data ?? []);
  if (!completeness || completeness.percent >= COMPLETE_ENOUGH_PERCENT) return null;
  const items = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    completeness.missing.slice(0, 3).map((item) => t(missingLabelKey(item, completeness))),
  );
  return (
    <Card
      className="mb-4 flex flex-wrap items-center justify-between gap-3 border-amber-300 bg-amber-50 p-4 dark:border-amber-500/40 dark:bg-amber-500/10"
      data-testid="completeness-prompt"
    >
      <p className="min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-100">
        <strong className="font-semibold">
          {t('profile.completeness.promptTitle', { percent: completeness.percent })}
        </strong>{' '}
        {t('profile.completeness.prompt', { items })}
      </p>
      <Link to="/profile" className={buttonClass('secondary')}>
        <UserRoundPen className="h-4 w-4" aria-hidden /> {t('profile.completeness.complete')}
      </Link>
    </Card>
  );
}
