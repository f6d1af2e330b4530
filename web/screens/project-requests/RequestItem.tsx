// One request as the organiser sees it: who asks whom, when, its status and who acted; a pending
// one can be selected for "Accept selected", accepted or declined for its target.
import { Calendar, Check, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingRequest } from '../../../core/schemas/meeting-request.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { OnBehalfNote } from '../../features/meeting-requests/OnBehalfNote.tsx';
import { RequestParties, RequestStatusBadge } from '../../features/meeting-requests/RequestParties.tsx';
import { formatDate } from '../../lib/format.ts';

interface Props {
  request: MeetingRequest;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

export function RequestItem({ request, selected, onSelect, busy, onApprove, onDecline }: Props) {
  const { t, i18n } = useTranslation();
  const checkId = useId();
  const pending = request.status === 'pending';
  const target = request.target.full_name;
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="on-behalf-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {pending ? (
          <label
            htmlFor={checkId}
            className="flex min-w-0 items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
          >
            <input
              id={checkId}
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              data-testid="on-behalf-select"
            />
            {t('onBehalf.select', { from: request.requester.full_name, to: target })}
          </label>
        ) : (
          <span />
        )}
        <RequestStatusBadge status={request.status} />
      </div>
      <RequestParties request={request} />
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Calendar className="h-4 w-4 shrink-0" aria-hidden />
        {formatDate(request.preferred_date, i18n.language)} · {request.preferred_time_start} –{' '}
        {request.preferred_time_end}
      </p>
      <OnBehalfNote request={request} />
      {pending && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" className="max-w-full" onClick={onApprove} disabled={busy} data-testid="on-behalf-approve">
            <Check className="h-4 w-4" aria-hidden />
            <span className="truncate">{t('onBehalf.acceptFor', { name: target })}</span>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            className="max-w-full"
            onClick={onDecline}
            disabled={busy}
            data-testid="on-behalf-decline"
          >
            <X className="h-4 w-4" aria-hidden />
            <span className="truncate">{t('onBehalf.declineFor', { name: target })}</span>
          </Button>
        </div>
      )}
    </Card>
  );
}
