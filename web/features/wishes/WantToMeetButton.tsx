// "Want to meet" on a directory card: a buyer looking at a seller, or a seller at a buyer,
// sets their wish in each open project the two take part in; it saves at once, like the wishes screen.
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useChangeWish, useWishOptions } from './api.ts';
import { PriorityPicker } from './PriorityPicker.tsx';

export function WantToMeetButton({ person }: { person: { id: string; full_name: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const options = useWishOptions(person.id, open);
  const change = useChangeWish();
  const show = (next: boolean) => {
    change.reset();
    setOpen(next);
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => show(true)}
        aria-label={t('wishes.button.wantToMeetName', { name: person.full_name })}
        data-testid="want-to-meet"
      >
        <Heart className="h-4 w-4" aria-hidden /> {t('wishes.button.wantToMeet')}
      </Button>
      <Modal
        open={open}
        onOpenChange={show}
        title={t('wishes.button.title', { name: person.full_name })}
        footer={
          <Button variant="secondary" onClick={() => show(false)}>
            {t('common.close')}
          </Button>
        }
      >
        {options.isPending && <Loading label={t('wishes.loading')} />}
        {options.isError && <LoadError message={t('wishes.loadError')} onRetry={() => options.refetch()} />}
        {options.data?.projects.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('wishes.button.noProject', { name: person.full_name })}
          </p>
        )}
        {change.isError && (
          <div className="mb-3">
            <Alert>{errorMessage(t, change.error, 'wishes.saveFailed')}</Alert>
          </div>
        )}
        {change.isSuccess && (
          <div className="mb-3">
            <Alert tone="success">
              {t(change.variables?.priority ? 'wishes.button.saved' : 'wishes.button.removed')}
            </Alert>
          </div>
        )}
        {options.data && options.data.projects.length > 0 && (
          <ul className="space-y-3">
            {options.data.projects.map((p) => (
              <li key={p.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{t('wishes.button.project')}</p>
                  <p className="font-medium break-words text-slate-900 dark:text-white">{p.name}</p>
                  {p.met && (
                    <div className="mt-1">
                      <Badge tone="green">{t('wishes.met')}</Badge>
                    </div>
                  )}
                </div>
                <PriorityPicker
                  value={p.priority}
                  onChange={(priority) => change.mutate({ projectId: p.id, targetId: person.id, priority })}
                  legend={t('wishes.priorityLegend', { name: person.full_name })}
                  disabled={change.isPending}
                  testId="want-to-meet-picker"
                />
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
