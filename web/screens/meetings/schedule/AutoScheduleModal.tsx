// The admin's Auto-schedule (decision 008): pressing the button plans a preview in the server's worker;
// Apply writes it (planned again by the server if the grid changed meanwhile), then the grid
// refreshes and a message says how many meetings were created.
import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../core/schemas/project.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Dialog.tsx';
import { Alert, Loading } from '../../../components/ui/Feedback.tsx';
import { useApplyAutoSchedule, usePreviewAutoSchedule } from '../../../features/auto-schedule/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { BreakLimitField, DEFAULT_MAX_BREAKS } from './BreakLimitField.tsx';
import { ImprovablePreview } from './ImprovablePreview.tsx';
import { InfeasibleReasons } from './plan-constraints/InfeasibleReasons.tsx';
import { PlanConstraintsPanel } from './plan-constraints/PlanConstraintsPanel.tsx';

/** The Auto-schedule button, its preview dialog and the message after applying. */
export function AutoScheduleButton({ project }: { project: Pick<Project, 'id' | 'name' | 'status'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Fairness of compact days: changing it plans again (docs/decisions/023-compact-days.md).
  const [maxBreaks, setMaxBreaks] = useState(DEFAULT_MAX_BREAKS);
  const preview = usePreviewAutoSchedule(project.id);
  const apply = useApplyAutoSchedule(project.id);
  const closed = project.status === 'completed' || project.status === 'cancelled';

  const start = () => {
    apply.reset();
    setOpen(true);
    preview.mutate(maxBreaks);
  };
  const replan = (value: number) => {
    setMaxBreaks(value);
    apply.reset();
    preview.mutate(value);
  };
  const confirm = () => {
    if (!preview.data) return;
    apply.mutate({ fingerprint: preview.data.fingerprint, maxBreaks }, { onSuccess: () => setOpen(false) });
  };
  const done = apply.isSuccess && !open ? apply.data : undefined;

  return (
    <>
      <Button variant="secondary" onClick={start} disabled={closed} data-testid="auto-schedule">
        <Wand2 className="h-4 w-4" aria-hidden /> {t('autoSchedule.button')}
      </Button>
      {done && (
        <div className="w-full" data-testid="auto-schedule-applied">
          <Alert tone="success">
            {t('autoSchedule.applied', { count: done.created })}
            {done.replanned && ` ${t('autoSchedule.replanned')}`}
          </Alert>
        </div>
      )}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('autoSchedule.title', { project: project.name })}
        description={t('autoSchedule.intro')}
        size="xl"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={confirm}
              disabled={!preview.data?.meetings.length || apply.isPending}
              data-testid="auto-schedule-apply"
            >
              {apply.isPending ? t('autoSchedule.applying') : t('autoSchedule.apply')}
            </Button>
          </>
        }
      >
        {apply.isError && (
          <div className="mb-4">
            <Alert>{errorMessage(t, apply.error, 'autoSchedule.failed')}</Alert>
          </div>
        )}
        <PlanConstraintsPanel projectId={project.id} onChange={() => replan(maxBreaks)} />
        <BreakLimitField
          value={maxBreaks}
          onChange={replan}
          disabled={preview.isPending || apply.isPending}
          testId="auto-max-breaks"
        />
        {preview.isPending && <Loading label={t('autoSchedule.planning')} />}
        {preview.isError && <Alert>{errorMessage(t, preview.error, 'autoSchedule.failed')}</Alert>}
        <InfeasibleReasons error={preview.error ?? apply.error} />
        {preview.data && <ImprovablePreview projectId={project.id} preview={preview.data} maxBreaks={maxBreaks} />}
      </Modal>
    </>
  );
}
