// The auto-schedule preview with "Improve further" (docs/decisions/039-improve-further.md): the
// search starts from the preview's plan and every better plan it finds takes its place on the screen
// (and, on the server, under the same fingerprint, so Apply writes it). A new preview starts over,
// and closing the dialog stops a search still running.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoSchedulePreview as Preview } from '../../../../core/schemas/auto-schedule.ts';
import { useCancelImprove, useImproveRun, useStartImprove } from '../../../features/auto-schedule/improve-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { AutoSchedulePreview } from './AutoSchedulePreview.tsx';
import { ImproveFurtherPanel } from './ImproveFurtherPanel.tsx';

interface Props {
  projectId: string;
  preview: Preview;
  /** The fairness limit the preview was planned with (part of its fingerprint). */
  maxBreaks: number;
}

export function ImprovablePreview(props: Props) {
  // Each preview its own search: planned again, the panel starts over.
  return <Improvable key={`${props.preview.fingerprint}-${props.preview.elapsed_ms}`} {...props} />;
}

function Improvable({ projectId, preview, maxBreaks }: Props) {
  const { t } = useTranslation();
  const [runId, setRunId] = useState<string>();
  const start = useStartImprove(projectId);
  const cancel = useCancelImprove(projectId);
  const run = useImproveRun(projectId, runId);
  const data = run.data;

  // Closing the dialog (or a new preview) stops a search still running: nobody would see it.
  const stop = useRef<() => void>(() => {});
  stop.current = () => {
    if (runId && data?.status === 'running') cancel.mutate(runId);
  };
  useEffect(() => () => stop.current(), []);

  const failure = start.error ?? cancel.error ?? run.error;
  const error = !failure
    ? null
    : failure instanceof ApiError && failure.code === 'schedule_changed'
      ? t('autoSchedule.improve.stale')
      : errorMessage(t, failure, 'autoSchedule.improve.failed');

  return (
    <div className="space-y-4">
      <ImproveFurtherPanel
        preview={data?.preview ?? preview}
        run={data}
        readAt={run.dataUpdatedAt}
        starting={start.isPending}
        cancelling={cancel.isPending}
        error={error}
        onStart={() => {
          cancel.reset();
          start.mutate({ fingerprint: preview.fingerprint, maxBreaks }, { onSuccess: (r) => setRunId(r.id) });
        }}
        onCancel={() => runId && cancel.mutate(runId)}
      />
      <AutoSchedulePreview preview={data?.preview ?? preview} />
    </div>
  );
}
