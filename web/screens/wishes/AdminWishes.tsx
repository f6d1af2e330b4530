// Admins pick a buyer or seller of the project and edit that person's wishes, or see all wishes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { Field, Select } from '../../components/ui/Field.tsx';
import { useWishers } from '../../features/wishes/api.ts';
import { AllWishes } from './AllWishes.tsx';
import { CounterpartList } from './CounterpartList.tsx';

export function AdminWishes({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const wishers = useWishers(projectId, true);
  const [personId, setPersonId] = useState('');
  if (wishers.isPending) return <Loading label={t('wishes.loading')} />;
  if (wishers.isError) return <LoadError message={t('wishes.loadError')} onRetry={() => wishers.refetch()} />;
  if (wishers.data.length === 0) return <EmptyState title={t('wishes.admin.noWishers')} />;
  const chosen = wishers.data.find((w) => w.id === personId);
  return (
    <div className="space-y-4">
      <Field label={t('wishes.admin.person')} className="w-full sm:w-[28rem]">
        {(props) => (
          <Select {...props} value={personId} onChange={(e) => setPersonId(e.target.value)} data-testid="wishes-person">
            <option value="">{t('wishes.admin.everyone')}</option>
            {(['buyer', 'seller'] as const).map((role) => (
              <optgroup key={role} label={t(`roles.${role}`)}>
                {wishers.data
                  .filter((w) => w.role === role)
                  .map((w) => (
                    <option key={w.id} value={w.id}>
                      {t('wishes.admin.wishCount', {
                        name: w.company_name ? `${w.full_name} · ${w.company_name}` : w.full_name,
                        role: t(`roles.${w.role}`),
                        count: w.wishes,
                      })}
                    </option>
                  ))}
              </optgroup>
            ))}
          </Select>
        )}
      </Field>
      {chosen ? (
        <>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('wishes.admin.editing', { name: chosen.full_name })}
          </p>
          <CounterpartList key={chosen.id} projectId={projectId} userId={chosen.id} />
        </>
      ) : (
        <AllWishes projectId={projectId} />
      )}
    </div>
  );
}
