// "Companies kept apart" for organisers (docs/rules.md#request-hygiene): pick two companies taking
// part (competitors, say) whose people must never meet here, see the pairs, remove one. Adding a pair
// closes the pending requests between them; the server says how many, and both people are told.
import { ShieldOff, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyExclusion, ExclusionCompany } from '../../../core/schemas/company-exclusion.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { useAddExclusion, useExclusions, useRemoveExclusion } from '../../features/exclusions/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { CompanyPicker } from './CompanyPicker.tsx';

export function ExclusionsCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const exclusions = useExclusions(projectId);
  const add = useAddExclusion(projectId);
  const remove = useRemoveExclusion(projectId);
  const [first, setFirst] = useState<ExclusionCompany | null>(null);
  const [second, setSecond] = useState<ExclusionCompany | null>(null);
  const [removing, setRemoving] = useState<CompanyExclusion | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // A new round of the pickers after each pair added: their searches start empty again.
  const [round, setRound] = useState(0);
  const same = first !== null && first.id === second?.id;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!first || !second || same) return;
    setDone(null);
    add.mutate(
      { company_a: first.id, company_b: second.id },
      {
        onSuccess: (created) => {
          setFirst(null);
          setSecond(null);
          setRound((r) => r + 1);
          const pair = { a: first.name, b: second.name };
          setDone(
            created.closed_requests > 0
              ? t('exclusions.addedClosed', { ...pair, count: created.closed_requests })
              : t('exclusions.added', pair),
          );
        },
      },
    );
  };
  return (
    <Card className="mb-6 p-5" data-testid="exclusions-card">
      <div className="mb-3 flex items-center gap-3">
        <ShieldOff className="h-5 w-5 text-brand-600 dark:text-brand-500" aria-hidden />
        <h2 className="flex-1 font-semibold text-slate-900 dark:text-white">
          {t('exclusions.title')}
          {exclusions.data && (
            <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">({exclusions.data.length})</span>
          )}
        </h2>
      </div>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('exclusions.intro')}</p>
      <form onSubmit={submit} className="mb-4 grid items-end gap-4 md:grid-cols-[1fr_1fr_auto]">
        <CompanyPicker
          key={`first-${round}`}
          projectId={projectId}
          label={t('exclusions.first')}
          value={first}
          onChange={setFirst}
          testId="exclusion-first"
        />
        <CompanyPicker
          key={`second-${round}`}
          projectId={projectId}
          label={t('exclusions.second')}
          value={second}
          onChange={setSecond}
          testId="exclusion-second"
        />
        <Button type="submit" disabled={!first || !second || same || add.isPending} data-testid="exclusion-add">
          {t('exclusions.add')}
        </Button>
      </form>
      {same && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
          {t('exclusions.sameTwice')}
        </p>
      )}
      {add.isError && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
          {errorMessage(t, add.error)}
        </p>
      )}
      {done && (
        <div className="mb-3">
          <Alert tone="success">{done}</Alert>
        </div>
      )}
      {exclusions.isPending && <Loading label={t('exclusions.loading')} className="py-4" />}
      {exclusions.isError && <LoadError message={t('exclusions.loadError')} onRetry={() => exclusions.refetch()} />}
      {exclusions.data?.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('exclusions.empty')}</p>
      )}
      {!!exclusions.data?.length && (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="exclusion-list">
          {exclusions.data.map((x) => {
            const pair = { a: x.company_a.name, b: x.company_b.name };
            return (
              <li key={x.id} className="flex items-center gap-3 py-2 text-sm">
                <span className="min-w-0 flex-1 break-words text-slate-900 dark:text-slate-100">
                  {t('exclusions.pair', pair)}
                </span>
                <IconButton
                  label={t('exclusions.removeLabel', pair)}
                  tone="danger"
                  onClick={() => setRemoving(x)}
                  data-testid="exclusion-remove"
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </IconButton>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title={t('exclusions.removeTitle')}
        message={t('exclusions.removeMessage', {
          a: removing?.company_a.name ?? '',
          b: removing?.company_b.name ?? '',
        })}
        confirmLabel={t('exclusions.remove')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(t, remove.error) : undefined}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </Card>
  );
}
