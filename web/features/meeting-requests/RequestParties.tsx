// What every view of a meeting request shows the same way: its status as a coloured badge, and who
// asks whom (From -> To, each with their company).
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeetingRequest, RequestPerson } from '../../../core/schemas/meeting-request.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';

const STATUS_TONE: Record<MeetingRequest['status'], Tone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
  cancelled: 'neutral',
  expired: 'neutral',
};

export function RequestStatusBadge({ status }: { status: MeetingRequest['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status]}>{t(`meetingRequests.status.${status}`, { defaultValue: status })}</Badge>;
}

function Person({ label, person }: { label: string; person: RequestPerson }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="font-medium break-words text-slate-900 dark:text-slate-100">{person.full_name}</dd>
      {person.company_name && (
        <dd className="text-sm break-words text-slate-600 dark:text-slate-400">{person.company_name}</dd>
      )}
    </div>
  );
}

/** From and To of a request, side by side with an arrow between. */
export function RequestParties({ request }: { request: Pick<MeetingRequest, 'requester' | 'target'> }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[1fr_auto_1fr] items-start gap-3">
      <Person label={t('meetingRequests.from')} person={request.requester} />
      <ArrowRight className="mt-5 h-4 w-4 text-slate-400" aria-hidden />
      <Person label={t('meetingRequests.to')} person={request.target} />
    </dl>
  );
}
