// Add Participants (admin): tabs buyer, seller, interpreter; search by name,
// email or company; toggling selects or deselects; one save sends every tab's changes at once.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParticipantRole } from '../../../core/schemas/participant.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useCandidates, useSaveParticipants } from '../../features/participants/api.ts';
import { changesOf, matches, type Toggled, tally, toggle } from '../../features/participants/selection.ts';
import { participantSaveMessage } from '../../features/projects/messages.ts';
import { cn } from '../../lib/cn.ts';
import { CandidateList } from './CandidateList.tsx';

const TABS = ['buyer', 'seller', 'interpreter'] as const satisfies readonly ParticipantRole[];

interface Props {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (result: { added: number; removed: number }) => void;
}

export function AddParticipantsModal({ projectId, open, onOpenChange, onSaved }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [tab, setTab] = useState<(typeof TABS)[number]>('buyer');
  const [search, setSearch] = useState('');
  const [toggled, setToggled] = useState<Toggled>({});
  const [noChanges, setNoChanges] = useState(false);
  const results = useCandidates(projectId, TABS, open);
  const save = useSaveParticipants(projectId);
  const { reset } = save;

  useEffect(() => {
    if (!open) return;
    setToggled({});
    setSearch('');
    setTab('buyer');
    setNoChanges(false);
    reset();
  }, [open, reset]);

  const byRole = Object.fromEntries(TABS.map((role, i) => [role, results[i].data]));
  const current = results[TABS.indexOf(tab)];
  const shown = current.data?.filter((c) => matches(c, search)) ?? [];
  const tallies = TABS.map((role) => tally(byRole[role], toggled[role]));
  const totals = tallies.reduce((a, b) => ({
    added: a.added + b.added,
    kept: a.kept + b.kept,
    removed: a.removed + b.removed,
  }));

  const onSave = () => {
    const changes = changesOf(byRole, toggled);
    if (!changes.add.length && !changes.remove.length) {
      setNoChanges(true);
      return;
    }
    setNoChanges(false);
    save.mutate(changes, { onSuccess: onSaved });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('participants.addTitle')}
      description={t('participants.addText')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onSave} disabled={save.isPending} data-testid="save-participants">
            {save.isPending ? t('common.saving') : t('participants.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {noChanges && (
          <p
            role="status"
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-200"
          >
            {t('errors.no_changes')}
          </p>
        )}
        {save.isError && <Alert>{participantSaveMessage(t, save.error)}</Alert>}
        <div
          role="tablist"
          aria-label={t('participants.roleTabs')}
          className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {TABS.map((role) => (
            <button
              key={role}
              type="button"
              role="tab"
              id={`${ids}-tab-${role}`}
              aria-selected={tab === role}
              aria-controls={`${ids}-panel`}
              tabIndex={tab === role ? 0 : -1}
              onClick={() => setTab(role)}
              onKeyDown={(e) => {
                const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                if (!step) return;
                const next = TABS[(TABS.indexOf(role) + step + TABS.length) % TABS.length];
                setTab(next);
                document.getElementById(`${ids}-tab-${next}`)?.focus();
              }}
              className={cn(
                'flex-1 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                tab === role
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )}
            >
              {t(`participants.tabs.${role}`)}
              {byRole[role] && (
                <span className="ml-1.5 text-xs text-slate-600 tabular-nums dark:text-slate-400">
                  {tallies[TABS.indexOf(role)].added + tallies[TABS.indexOf(role)].kept}
                </span>
              )}
            </button>
          ))}
        </div>
        <SearchInput
          value={search}
          onChange={setSearch}
          label={t('participants.search')}
          placeholder={t('participants.searchPlaceholder')}
        />
        <p
          className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400"
          data-testid="selection-counts"
        >
          <span>{t('participants.counts.new', { count: totals.added })}</span>
          <span>{t('participants.counts.added', { count: totals.kept })}</span>
          <span>{t('participants.counts.removing', { count: totals.removed })}</span>
        </p>
        <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${tab}`}>
          {current.isPending && <Loading label={t('participants.loadingCandidates')} className="py-8" />}
          {current.isError && (
            <LoadError message={t('participants.candidatesError')} onRetry={() => current.refetch()} />
          )}
          {current.data && shown.length === 0 && (
            <EmptyState title={search.trim() ? t('participants.noMatches') : t('participants.noCandidates')} />
          )}
          {shown.length > 0 && (
            <CandidateList
              candidates={shown}
              toggled={toggled[tab]}
              onToggle={(userId) => {
                setNoChanges(false);
                setToggled((prev) => toggle(prev, tab, userId));
              }}
            />
          )}
        </div>
      </div>
    </Modal>
  );
}
