// The project's participants, grouped by role, behind a show/hide toggle; admins remove them one by one.
import { ChevronDown, Trash2, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTICIPANT_ROLES, type Participant } from '../../../core/schemas/participant.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { useParticipants, useRemoveParticipant } from '../../features/participants/api.ts';
import { participantSaveMessage } from '../../features/projects/messages.ts';
import { cn } from '../../lib/cn.ts';

interface Props {
  projectId: string;
  isAdmin: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

function Row({ person, onRemove }: { person: Participant; onRemove?: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 py-2.5" data-testid="participant">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
          {person.full_name || person.email}
        </p>
        <p className="truncate text-xs text-slate-500 dark:text-slate-400">
          {[person.company_name, person.email, person.country].filter(Boolean).join(' · ')}
        </p>
      </div>
      {!person.is_active && <Badge tone="amber">{t('participants.inactive')}</Badge>}
      {onRemove && (
        <IconButton
          tone="danger"
          label={t('participants.removeNamed', { name: person.full_name || person.email })}
          onClick={onRemove}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </IconButton>
      )}
    </li>
  );
}

export function ParticipantList({ projectId, isAdmin, expanded, onExpandedChange }: Props) {
  const { t } = useTranslation();
  const panelId = useId();
  const participants = useParticipants(projectId);
  const remove = useRemoveParticipant(projectId);
  const [removing, setRemoving] = useState<Participant | null>(null);
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
                    <Row
                      key={p.id}
                      person={p}
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
