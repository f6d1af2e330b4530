// One participant (a line of the list): name and contact, invitation status, and the admin's actions (send or resend the
// invitation, remove). At phone width the status moves under the name.
import { CalendarClock, Mail, MessagesSquare, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Participant } from '../../../core/schemas/participant.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { InvitationStatus } from './InvitationStatus.tsx';

interface Props {
  person: Participant;
  /** Admins: the invitation action (absent once accepted) and removal. */
  onInvite?: () => void;
  inviting?: boolean;
  onRemove?: () => void;
  /** Admins: a seller's fixed-table choice (docs/rules.md#tables). */
  table?: ReactNode;
  /** Admins: the person's availability page (buyers, sellers and interpreters). */
  availabilityTo?: string;
  /** Admins: the person's meeting requests, where the organiser acts for them (buyers and sellers). */
  requestsTo?: string;
}

export function ParticipantRow({ person, onInvite, inviting, onRemove, availabilityTo, requestsTo, table }: Props) {
  const { t } = useTranslation();
  const name = person.full_name || person.email;
  const invitable = onInvite && person.is_active && person.invitation !== 'accepted';
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-2.5 sm:grid-cols-[minmax(0,1fr)_auto_auto]"
      data-testid="participant"
    >
      <div className="col-start-1 row-start-1 min-w-0">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">{name}</p>
        <p className="truncate text-xs text-slate-500 dark:text-slate-400">
          {[person.company_name, person.email, person.country].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div
        className="col-start-1 row-start-2 flex flex-wrap gap-1.5 sm:col-start-2 sm:row-start-1 sm:justify-end"
        data-testid="participant-status"
      >
        {!person.is_active && <Badge tone="amber">{t('participants.inactive')}</Badge>}
        <InvitationStatus person={person} />
        {table}
      </div>
      <div className="col-start-2 row-span-2 row-start-1 flex gap-1 sm:col-start-3 sm:row-span-1">
        {availabilityTo && (
          <Link
            to={availabilityTo}
            aria-label={t('participants.availabilityNamed', { name })}
            title={t('participants.availabilityNamed', { name })}
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            data-testid="participant-availability"
          >
            <CalendarClock className="h-4 w-4" aria-hidden />
          </Link>
        )}
        {requestsTo && (
          <Link
            to={requestsTo}
            aria-label={t('onBehalf.openFor', { name })}
            title={t('onBehalf.openFor', { name })}
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            data-testid="participant-requests"
          >
            <MessagesSquare className="h-4 w-4" aria-hidden />
          </Link>
        )}
        {invitable && (
          <IconButton
            label={t(person.invitation === 'invited' ? 'invitations.resendNamed' : 'invitations.sendNamed', { name })}
            onClick={onInvite}
            disabled={inviting}
            data-testid="invite-participant"
          >
            <Mail className="h-4 w-4" aria-hidden />
          </IconButton>
        )}
        {onRemove && (
          <IconButton tone="danger" label={t('participants.removeNamed', { name })} onClick={onRemove}>
            <Trash2 className="h-4 w-4" aria-hidden />
          </IconButton>
        )}
      </div>
    </div>
  );
}
