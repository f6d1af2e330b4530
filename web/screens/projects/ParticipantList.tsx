// The project's participants, grouped by role, behind a show/hide toggle, each with their
// invitation status. Admins invite them (one, or everyone not signed in yet), export the list and
// remove people one by one.
import { ChevronDown, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTICIPANT_ROLES, type Participant } from '../../../core/schemas/participant.ts';
import { Card } from '../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { Alert, DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { useInviteParticipants } from '../../features/invitations/api.ts';
import { useParticipants, useRemoveParticipant } from '../../features/participants/api.ts';
import { participantSaveMessage } from '../../features/projects/messages.ts';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ParticipantRow } from './ParticipantRow.tsx';
import { ParticipantTools } from './ParticipantTools.tsx';
import { SellerTableSelect } from './SellerTableSelect.tsx';

interface Props {
  projectId: string;
  isAdmin: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

export function ParticipantList({ projectId, isAdmin, expanded, onExpandedChange }: Props) {
  const { t } = useTranslation();
  const panelId = useId();
  const participants = useParticipants(projectId);
  const remove = useRemoveParticipant(projectId);
  const invite = useInviteParticipants(projectId);
  const [removing, setRemoving] = useState<Participant | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // A person in two roles is one account: counted once, as the server invites them.
  const notSignedIn = new Set(
    participants.data?.filter((p) => p.is_active && p.invitation !== 'accepted').map((p) => p.user_id),
  ).size;
  const inviteOne = (person: Participant) => {
    setSent(null);
    invite.mutate([person.user_id], {
      onSuccess: () => setSent(t('invitations.sent', { name: person.full_name || person.email })),
    });
  };
  const groups = PARTICIPANT_ROLES.map((role) => ({
    role,
    people: participants.data?.filter((p) => p.role === role) ?? [],
  })).filter((g) => g.people.length > 0);

  return (
    <Card>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => onExpandedChange(!expanded)}
        className="flex w-full items-center gap-3 rounded-xl px-5 py-4 text-left hover:bg-slate-50 dark:hover:bg-slate-800/50"
        data-testid="toggle-participants"
      >
        <Users className="h-5 w-5 text-brand-600 dark:text-brand-500" aria-hidden />
        <h2 className="flex-1 font-semibold text-slate-900 dark:text-white">
          {t('participants.title')}
          {participants.data && (
            <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">({participants.data.length})</span>
          )}
        </h2>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {expanded ? t('participants.hide') : t('participants.show')}
        </span>
        <ChevronDown
          className={cn('h-5 w-5 text-slate-500 transition-transform', expanded && 'rotate-180')}
          aria-hidden
        />
      </button>
      {expanded && (
        <div id={panelId} className="border-t border-slate-200 px-5 py-4 dark:border-slate-800">
          {isAdmin && participants.data && (
            <ParticipantTools
              projectId={projectId}
              notSignedIn={notSignedIn}
              onInvited={(count) => setSent(t('invitations.invitedCount', { count }))}
            />
          )}
          {sent && (
            <div className="mb-4">
              <Alert tone="success">{sent}</Alert>
            </div>
          )}
          <DismissibleError
            message={invite.isError ? errorMessage(t, invite.error) : null}
            onDismiss={() => invite.reset()}
          />
          {participants.isPending && <Loading label={t('participants.loading')} className="py-6" />}
          {participants.isError && (
            <LoadError message={t('participants.loadError')} onRetry={() => participants.refetch()} />
          )}
          {participants.data?.length === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('participants.empty')}</p>
          )}
          <div className="space-y-5">
            {groups.map(({ role, people }) => (
              <section key={role} aria-label={t(`participants.groups.${role}`)}>
                <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                  {t(`participants.groups.${role}`)} ({people.length})
                </h3>
                <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                  {people.map((p) => (
                    <ParticipantRow
                      key={p.id}
                      person={p}
                      table={
                        isAdmin && p.role === 'seller' ? (
                          <SellerTableSelect projectId={projectId} seller={p} />
                        ) : undefined
                      }
                      requestsTo={
                        isAdmin && (p.role === 'buyer' || p.role === 'seller')
                          ? `/projects/${projectId}/requests?user=${p.user_id}`
                          : undefined
                      }
                      availabilityTo={
                        isAdmin && p.role !== 'volunteer'
                          ? `/availability?project=${projectId}&user=${p.user_id}`
                          : undefined
                      }
                      onInvite={isAdmin ? () => inviteOne(p) : undefined}
                      inviting={invite.isPending && invite.variables?.[0] === p.user_id}
                      onRemove={
                        isAdmin
                          ? () => {
                              remove.reset();
                              setRemoving(p);
                            }
                          : undefined
                      }
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('participants.removeTitle')}
        message={t('participants.removeConfirm', { name: removing?.full_name || removing?.email || '' })}
        confirmLabel={t('participants.remove')}
        busy={remove.isPending}
        error={remove.isError ? participantSaveMessage(t, remove.error) : undefined}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </Card>
  );
}
