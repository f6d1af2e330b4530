// The project's participants, grouped by role, behind a show/hide toggle, each with their
// invitation status. The server searches and pages them (docs/decisions/041-bounded-lists.md):
// the list holds the pages read so far, renders only the rows in view, and reads the next page
// as the end comes into view. Admins invite people (one, or everyone not signed in yet), export
// the list and remove people one by one.
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronDown, Users } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Participant, ParticipantRole } from '../../../core/schemas/participant.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { Alert, DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useInviteParticipants } from '../../features/invitations/api.ts';
import { useParticipantPages, useRemoveParticipant } from '../../features/participants/api.ts';
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

/** A line of the list: a role's heading, or a person. */
type Entry = { kind: 'role'; role: ParticipantRole } | { kind: 'person'; person: Participant };

/** How close to the end of the rows read so far the next page is asked for. */
const READ_AHEAD_ROWS = 20;

export function ParticipantList({ projectId, isAdmin, expanded, onExpandedChange }: Props) {
  const { t } = useTranslation();
  const panelId = useId();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  // The search reaches the server once typing pauses.
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => setQ(trimmed), 250);
    return () => clearTimeout(timer);
  }, [search, q]);
  const participants = useParticipantPages(projectId, q);
  // The head counts come with the whole list's first page, read before any search and kept.
  const whole = useParticipantPages(projectId, '');
  const remove = useRemoveParticipant(projectId);
  const invite = useInviteParticipants(projectId);
  const [removing, setRemoving] = useState<Participant | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const counts = whole.data?.pages[0]?.counts ?? undefined;
  const entries = useMemo(() => {
    const out: Entry[] = [];
    for (const page of participants.data?.pages ?? []) {
      for (const person of page.items) {
        const last = out.at(-1);
        if (!last || (last.kind === 'person' ? last.person.role : last.role) !== person.role) {
          out.push({ kind: 'role', role: person.role });
        }
        out.push({ kind: 'person', person });
      }
    }
    return out;
  }, [participants.data]);
  const shown = entries.filter((e) => e.kind === 'person').length;
  const inviteOne = (person: Participant) => {
    setSent(null);
    invite.mutate([person.user_id], {
      onSuccess: () => setSent(t('invitations.sent', { name: person.full_name || person.email })),
    });
  };

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
          {counts && <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">({counts.all})</span>}
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
          {isAdmin && counts && (
            <ParticipantTools
              projectId={projectId}
              notSignedIn={counts.not_signed_in}
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
          {counts && counts.all > 0 && (
            <SearchInput
              value={search}
              onChange={setSearch}
              label={t('participants.listSearch')}
              placeholder={t('participants.listSearchPlaceholder')}
              className="mb-3 max-w-md"
              maxLength={100}
              testId="participant-search"
            />
          )}
          {participants.isPending && <Loading label={t('participants.loading')} className="py-6" />}
          {participants.isError && (
            <LoadError
              message={errorMessage(t, participants.error, 'participants.loadError')}
              onRetry={() => participants.refetch()}
            />
          )}
          {counts?.all === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('participants.empty')}</p>}
          {counts && counts.all > 0 && shown === 0 && !participants.isPlaceholderData && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('participants.noListMatches')}</p>
          )}
          {shown > 0 && (
            <ParticipantRows
              entries={entries}
              counts={q ? undefined : counts}
              hasMore={participants.hasNextPage}
              loadingMore={participants.isFetchingNextPage}
              onLoadMore={() => participants.fetchNextPage()}
              renderPerson={(p) => (
                <ParticipantRow
                  person={p}
                  table={
                    isAdmin && p.role === 'seller' ? <SellerTableSelect projectId={projectId} seller={p} /> : undefined
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
              )}
            />
          )}
          {counts && shown > 0 && (
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" data-testid="participants-shown">
              {t('participants.shown', { shown, count: q ? shown : counts.all })}
            </p>
          )}
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

/**
 * The rows read so far in a scrolling box of their own, virtualised: only the lines in view (and a
 * few around them) exist, so 15,000 people scroll as 15 do.
 */
function ParticipantRows({
  entries,
  counts,
  hasMore,
  loadingMore,
  onLoadMore,
  renderPerson,
}: {
  entries: readonly Entry[];
  /** The project's head count per role, shown beside each heading (not while searching). */
  counts?: Partial<Record<ParticipantRole, number>>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  renderPerson: (person: Participant) => ReactNode;
}) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback(
    (i: number) => {
      const e = entries[i];
      return e.kind === 'role' ? `role-${e.role}` : e.person.id;
    },
    [entries],
  );
  const virtual = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (entries[i].kind === 'role' ? 36 : 58),
    overscan: 8,
    getItemKey,
  });
  const items = virtual.getVirtualItems();
  const lastInView = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastInView >= entries.length - READ_AHEAD_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastInView, entries.length, onLoadMore]);

  return (
    <>
      <div
        ref={scrollRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus, or keyboard users cannot scroll rows without buttons (axe: scrollable-region-focusable)
        tabIndex={0}
        className="max-h-[70vh] overflow-auto overscroll-contain rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
        data-testid="participant-rows"
      >
        <ul className="relative" style={{ height: virtual.getTotalSize() }}>
          {items.map((item) => {
            const entry = entries[item.index];
            return (
              <li
                key={item.key}
                data-index={item.index}
                ref={virtual.measureElement}
                className="absolute top-0 left-0 w-full border-b border-slate-100 dark:border-slate-800"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {entry.kind === 'role' ? (
                  <h3 className="pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                    {t(`participants.groups.${entry.role}`)}
                    {counts?.[entry.role] !== undefined && ` (${counts[entry.role]})`}
                  </h3>
                ) : (
                  renderPerson(entry.person)
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {hasMore && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          onClick={onLoadMore}
          disabled={loadingMore}
          data-testid="participants-load-more"
        >
          {loadingMore ? t('participants.loadingMore') : t('participants.loadMore')}
        </Button>
      )}
    </>
  );
}
