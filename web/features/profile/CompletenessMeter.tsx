// How complete a buyer's or seller's profile is for matching (core/matching/completeness.ts): a
// meter and the missing items, each a link to its field on the profile form.
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Completeness, CompletenessItem } from '../../../core/matching/completeness.ts';
import { Card } from '../../components/ui/Card.tsx';
import { cn } from '../../lib/cn.ts';
import { fieldAnchor } from './ProfileFields.tsx';

interface Props {
  completeness: Completeness;
  /** Opens the form at an item's field. */
  onGo: (item: CompletenessItem) => void;
}

/** The text of a missing item: categories off every project's list say so. */
export function missingLabelKey(item: CompletenessItem, completeness: Completeness): string {
  return item === 'categories' && completeness.categoriesOffList
    ? 'profile.completeness.missing.categories_off_list'
    : `profile.completeness.missing.${item}`;
}

export function CompletenessMeter({ completeness, onGo }: Props) {
  const { t } = useTranslation();
  const { percent, missing } = completeness;
  const labelId = 'profile-completeness-label';
  return (
    <Card className="mb-4 p-5" data-testid="profile-completeness">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={labelId} className="font-semibold text-slate-900 dark:text-white">
          {t('profile.completeness.title')}
        </h2>
        <span className="text-lg font-semibold text-slate-900 dark:text-white" data-testid="completeness-percent">
          {t('profile.completeness.percent', { percent })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={cn('h-full rounded-full', percent >= 80 ? 'bg-emerald-600' : 'bg-amber-500')}
          style={{ width: `${percent}%` }}
        />
      </div>
      {missing.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <CheckCircle2 className="h-4 w-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
          {t('profile.completeness.done')}
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('profile.completeness.add')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {missing.map((item) => (
              <li key={item}>
                <a
                  href={`#${fieldAnchor(item)}`}
                  data-testid={`missing-${item}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onGo(item);
                  }}
                  className="inline-flex rounded-full border border-brand-600/40 px-3 py-1 text-sm text-brand-700 underline-offset-2 hover:underline dark:border-brand-100/40 dark:text-brand-100"
                >
                  {t(missingLabelKey(item, completeness))}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
