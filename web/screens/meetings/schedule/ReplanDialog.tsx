// The admin's "Fewer breaks" (docs/rules.md#re-planning-for-fewer-breaks): moves the agreed meetings
// of the shown day or of all days within their day so that people sit idle less. The preview plans
// on the grid as it is; Apply writes it unless the grid changed since (then: preview again).
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../core/schemas/project.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Dialog.tsx';
import { Alert, Loading } from '../../../components/ui/Feedback.tsx';
import { type ReplanChoice, useApplyReplan, usePreviewReplan } from '../../../features/replan/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatDay } from '../../../lib/format.ts';
import { BreakLimitField, DEFAULT_MAX_BREAKS } from './BreakLimitField.tsx';
import { ReplanPreview } from './ReplanPreview.tsx';

type Scope = 'day' | 'all';

export function ReplanButton({
  project,
  date,
}: {
  project: Pick<Project, 'id' | 'name' | 'status'>;
  /** The day the grid shows. */
  date: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<Scope>(date ? 'day' : 'all');
  const [keepIds, setKeepIds] = useState<string[]>([]);
  const [maxBreaks, setMaxBreaks] = useState(DEFAULT_MAX_BREAKS);
  const preview = usePreviewReplan(project.id);
  const apply = useApplyReplan(project.id);
  const closed = project.status === 'completed' || project.status === 'cancelled';
  const choiceOf = (s: Scope, keep: string[], limit = maxBreaks): ReplanChoice => ({
    ...(s === 'day' && date ? { dates: [date] } : {}),
    keepIds: keep,
    maxBreaks: limit,
  });

  const plan = (s: Scope, keep: string[], limit = maxBreaks) => {
    apply.reset();
    preview.mutate(choiceOf(s, keep, limit));
  };
  const start = () => {
    const s: Scope = date ? 'day' : 'all';
    setScope(s);
    setKeepIds([]);
    setOpen(true);
    plan(s, []);
  };
  const limitTo = (limit: number) => {
    setMaxBreaks(limit);
    plan(scope, keepIds, limit);
  };
  const choose = (s: Scope) => {
    setScope(s);
    plan(s, keepIds);
  };
  const keep = (id: string, yes: boolean) => {
    const next = yes ? [...keepIds, id] : keepIds.filter((k) => k !== id);
    setKeepIds(next);
    plan(scope, next);
  };
  const confirm = () => {
    if (!preview.data) return;
    apply.mutate(
      { fingerprint: preview.data.fingerprint, choice: choiceOf(scope, keepIds) },
      { onSuccess: () => setOpen(false) },
    );
  };
  const done = apply.isSuccess && !open ? apply.data : undefined;
  const busy = preview.isPending || apply.isPending;

  return (
    <>
      <Button variant="secondary" onClick={start} disabled={closed} data-testid="replan">
        <CalendarClock className="h-4 w-4" aria-hidden /> {t('replan.button')}
      </Button>
      {done && (
        <div className="w-full" data-testid="replan-applied">
          <Alert tone="success">
            {t('replan.applied', { count: done.moved, before: done.breaks_before, after: done.breaks_after })}
          </Alert>
        </div>
      )}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('replan.title', { project: project.name })}
        description={t('replan.intro')}
        size="xl"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={confirm} disabled={!preview.data?.moved.length || busy} data-testid="replan-apply">
              {apply.isPending ? t('replan.applying') : t('replan.apply')}
            </Button>
          </>
        }
      >
        {apply.isError && (
          <div className="mb-4">
            <Alert>{errorMessage(t, apply.error, 'replan.failed')}</Alert>
          </div>
        )}
        <fieldset className="mb-4">
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{t('replan.which')}</legend>
          <div className="flex flex-wrap gap-4 text-sm text-slate-800 dark:text-slate-200">
            {date && (
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="replan-scope"
                  checked={scope === 'day'}
                  onChange={() => choose('day')}
                  disabled={busy}
                  data-testid="replan-scope-day"
                />
                {t('replan.shownDay', { day: formatDay(date, i18n.language) })}
              </label>
            )}
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="replan-scope"
                checked={scope === 'all'}
                onChange={() => choose('all')}
                disabled={busy}
                data-testid="replan-scope-all"
              />
              {t('replan.allDays')}
            </label>
          </div>
        </fieldset>
        <BreakLimitField value={maxBreaks} onChange={limitTo} disabled={busy} testId="replan-max-breaks" />
        {preview.isPending && <Loading label={t('replan.planning')} />}
        {preview.isError && <Alert>{errorMessage(t, preview.error, 'replan.failed')}</Alert>}
        {preview.data && !preview.isPending && <ReplanPreview preview={preview.data} onKeep={keep} disabled={busy} />}
      </Modal>
    </>
  );
}
