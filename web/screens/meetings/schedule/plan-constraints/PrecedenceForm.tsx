// Asking one meeting before another: the buyer and seller of the first, then of the second.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button.tsx';
import { Alert } from '../../../../components/ui/Feedback.tsx';
import { useAddPrecedence } from '../../../../features/plan-constraints/api.ts';
import { errorMessage } from '../../../../lib/errors.ts';
import { PersonSelect } from './PersonSelect.tsx';
import type { Person } from './people.ts';

export function PrecedenceForm({
  projectId,
  buyers,
  sellers,
  onAdded,
}: {
  projectId: string;
  buyers: Person[];
  sellers: Person[];
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [pick, setPick] = useState({ b1: '', s1: '', b2: '', s2: '' });
  const set = (k: keyof typeof pick) => (id: string) => setPick((p) => ({ ...p, [k]: id }));
  const add = useAddPrecedence(projectId);
  const submit = () =>
    add.mutate(
      { before: { buyer_id: pick.b1, seller_id: pick.s1 }, after: { buyer_id: pick.b2, seller_id: pick.s2 } },
      { onSuccess: onAdded },
    );
  const same = pick.b1 === pick.b2 && pick.s1 === pick.s2;

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('planConstraints.first')}
        </legend>
        <PersonSelect
          label={t('planConstraints.buyer')}
          people={buyers}
          value={pick.b1}
          onChange={set('b1')}
          testId="order-before-buyer"
        />
        <PersonSelect
          label={t('planConstraints.seller')}
          people={sellers}
          value={pick.s1}
          onChange={set('s1')}
          testId="order-before-seller"
        />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('planConstraints.then')}
        </legend>
        <PersonSelect
          label={t('planConstraints.buyer')}
          people={buyers}
          value={pick.b2}
          onChange={set('b2')}
          testId="order-after-buyer"
        />
        <PersonSelect
          label={t('planConstraints.seller')}
          people={sellers}
          value={pick.s2}
          onChange={set('s2')}
          testId="order-after-seller"
        />
      </fieldset>
      {same && pick.b1 && pick.s1 && (
        <p className="text-xs text-amber-700 dark:text-amber-300">{t('planConstraints.sameMeeting')}</p>
      )}
      {add.isError && <Alert>{errorMessage(t, add.error, 'planConstraints.failed')}</Alert>}
      <Button
        onClick={submit}
        disabled={!pick.b1 || !pick.s1 || !pick.b2 || !pick.s2 || same || add.isPending}
        data-testid="order-add"
      >
        {t('planConstraints.addOrder')}
      </Button>
    </div>
  );
}
