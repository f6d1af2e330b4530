// The assign modal of an empty cell: pick a seller (required) and an interpreter (optional).
// Sellers and interpreters who cannot take the slot are shown disabled with the reason
// (docs/rules.md#meeting-conflicts); the server checks the same rules and answers 409 if the grid was stale.
import { Ban } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '../../../../core/rules/slots.ts';
import type { Schedule } from '../../../../core/schemas/schedule.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Dialog.tsx';
import { Alert } from '../../../components/ui/Feedback.tsx';
import { SearchInput } from '../../../components/ui/SearchInput.tsx';
import { useCreateMeeting } from '../../../features/schedule/api.ts';
import {
  awayAt,
  interpreterConflicts,
  type ScheduleIndex,
  sellerConflicts,
  withAway,
} from '../../../features/schedule/lookups.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { ChoiceList, ChoiceTab, toOptions } from './ChoiceList.tsx';
import { type Buyer, slotTime } from './schedule-ui.ts';
import { TablePicker } from './TablePicker.tsx';
import { useTableChoice } from './table-choice.ts';

type Tab = 'seller' | 'interpreter';

interface Props {
  schedule: Schedule;
  index: ScheduleIndex;
  buyer: Buyer;
  slot: Slot;
  onClose: () => void;
  /** Blocked: block this buyer's slot instead (asks for confirmation first). */
  onBlock: () => void;
}

export function AssignMeetingModal({ schedule, index, buyer, slot, onClose, onBlock }: Props) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Tab>('seller');
  const [query, setQuery] = useState('');
  const [sellerId, setSellerId] = useState<string | null>(null);
  const [interpreterId, setInterpreterId] = useState<string | null>(null);
  const create = useCreateMeeting(schedule.project.id);

  const want = useMemo(
    () => ({ buyer_id: buyer.id, meeting_date: schedule.date, start_time: slot.start }),
    [buyer.id, schedule.date, slot.start],
  );
  // Who cannot take the slot: a meeting conflict, else being away then (docs/rules.md#availability).
  const sellerBlocks = useMemo(() => {
    const ids = schedule.sellers.map((s) => s.id);
    return withAway(index, ids, slot.number, sellerConflicts(index, ids, want));
  }, [index, schedule.sellers, want, slot.number]);
  const interpreterBlocks = useMemo(() => {
    const ids = schedule.interpreters.map((i) => i.id);
    return withAway(index, ids, slot.number, interpreterConflicts(index, ids, want));
  }, [index, schedule.interpreters, want, slot.number]);
  const buyerAway = awayAt(index, buyer.id, slot.number);

  // The table (docs/rules.md#tables): when the pool is full, sellers without a fixed table cannot meet here.
  const table = useTableChoice(schedule, slot.start, sellerId);

  // A refusal refreshes the grid: a choice that has just become impossible is dropped.
  useEffect(() => {
    if (sellerId && sellerBlocks.has(sellerId)) setSellerId(null);
  }, [sellerId, sellerBlocks]);
  useEffect(() => {
    if (interpreterId && interpreterBlocks.has(interpreterId)) setInterpreterId(null);
  }, [interpreterId, interpreterBlocks]);

  const reason = (blocks: Map<string, string>) => (id: string) => {
    const code = blocks.get(id);
    return code && t(`schedule.conflict.${code}`);
  };
  const sellerOptions = toOptions(schedule.sellers, query, {
    search: (s) => [s.full_name, s.company_name],
    detail: (s) => s.company_name,
    reason: reason(table.withNoTable(sellerBlocks)),
  });
  const interpreterOptions = toOptions(schedule.interpreters, query, {
    search: (i) => [i.full_name, ...i.languages],
    detail: (i) => i.languages.join(', '),
    reason: reason(interpreterBlocks),
  });

  const seller = schedule.sellers.find((s) => s.id === sellerId);
  const interpreter = schedule.interpreters.find((i) => i.id === interpreterId);

  const more = (shown: number, total: number) => t('schedule.assign.more', { shown, total });

  const pickTab = (value: Tab) => {
    setTab(value);
    setQuery('');
  };

  const confirm = () => {
    if (!sellerId) return;
    create.mutate(
      {
        project_id: schedule.project.id,
        buyer_id: buyer.id,
        seller_id: sellerId,
        interpreter_id: interpreterId,
        meeting_date: schedule.date,
        slot_number: slot.number,
        table_id: table.tableId,
        notes: '',
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('schedule.assign.title', {
        buyer: buyer.full_name,
        date: formatDate(schedule.date, i18n.language),
        time: slotTime(slot),
      })}
      description={buyer.company_name || undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="secondary" onClick={onBlock} data-testid="assign-block">
            <Ban className="h-4 w-4" aria-hidden /> {t('schedule.assign.block')}
          </Button>
          <Button
            onClick={confirm}
            disabled={!sellerId || !!buyerAway || create.isPending}
            data-testid="assign-confirm"
          >
            {create.isPending ? t('common.saving') : t('schedule.assign.confirm')}
          </Button>
        </>
      }
    >
      <div data-testid="assign-modal" className="space-y-3">
        {buyerAway && (
          <div data-testid="assign-buyer-away">
            <Alert tone="info">{t(`schedule.assign.buyerAway.${buyerAway}`)}</Alert>
          </div>
        )}
        {create.isError && <Alert>{errorMessage(t, create.error, 'schedule.createFailed')}</Alert>}
        <TablePicker choice={table} sellerId={sellerId} />
        <div role="tablist" className="flex border-b border-slate-200 dark:border-slate-800">
          <ChoiceTab
            value="seller"
            active={tab}
            label={t('schedule.assign.sellerTab')}
            picked={seller?.full_name ?? t('schedule.assign.noneChosen')}
            onSelect={pickTab}
          />
          <ChoiceTab
            value="interpreter"
            active={tab}
            label={t('schedule.assign.interpreterTab')}
            picked={interpreter?.full_name ?? t('schedule.assign.optional')}
            onSelect={pickTab}
          />
        </div>
        <SearchInput
          value={query}
          onChange={setQuery}
          label={tab === 'seller' ? t('schedule.assign.searchSellers') : t('schedule.assign.searchInterpreters')}
        />
        <div id="choice-panel" role="tabpanel" aria-labelledby={`choice-tab-${tab}`}>
          {tab === 'seller' ? (
            <ChoiceList
              name="seller"
              label={t('schedule.assign.sellerTab')}
              options={sellerOptions}
              value={sellerId}
              onChange={setSellerId}
              moreLabel={more}
              empty={schedule.sellers.length ? t('schedule.assign.noMatches') : t('schedule.assign.noSellers')}
            />
          ) : (
            <ChoiceList
              name="interpreter"
              label={t('schedule.assign.interpreterTab')}
              options={interpreterOptions}
              value={interpreterId}
              onChange={setInterpreterId}
              noneLabel={t('schedule.assign.noInterpreter')}
              moreLabel={more}
              empty={
                schedule.interpreters.length ? t('schedule.assign.noMatches') : t('schedule.assign.noInterpreters')
              }
            />
          )}
        </div>
      </div>
    </Modal>
  );
}
