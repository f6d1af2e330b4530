// Block (with an optional reason) and Unblock, each asked before it is done (docs/rules.md#blocked-slots).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '../../../../core/rules/slots.ts';
import type { BlockedSlotRow } from '../../../../core/schemas/schedule.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog, Modal } from '../../../components/ui/Dialog.tsx';
import { Alert } from '../../../components/ui/Feedback.tsx';
import { Field, Input } from '../../../components/ui/Field.tsx';
import { useBlockSlot, useUnblockSlot } from '../../../features/schedule/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { type Buyer, slotTime } from './schedule-ui.ts';

interface Props {
  projectId: string;
  date: string;
  slot: Slot;
  /** The buyer whose slot it is; null for every buyer. */
  buyer: Buyer | null;
  onClose: () => void;
}

export function BlockDialog({ projectId, date, slot, buyer, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const block = useBlockSlot(projectId);
  const vars = { date: formatDate(date, i18n.language), time: slotTime(slot), buyer: buyer?.full_name };
  const submit = () =>
    block.mutate(
      { buyer_id: buyer?.id ?? null, date, slot_number: slot.number, reason: reason.trim() },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={buyer ? t('schedule.block.titleBuyer') : t('schedule.block.titleAll')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={submit} disabled={block.isPending} data-testid="confirm-action">
            {t('schedule.block.action')}
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {buyer ? t('schedule.block.confirmBuyer', vars) : t('schedule.block.confirmAll', vars)}
        </p>
        <Field label={t('schedule.block.reason')}>
          {(props) => (
            <Input
              {...props}
              value={reason}
              maxLength={500}
              placeholder={t('schedule.block.reasonPlaceholder')}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        {block.isError && <Alert>{errorMessage(t, block.error, 'schedule.blockFailed')}</Alert>}
      </form>
    </Modal>
  );
}

export function UnblockDialog({ projectId, date, slot, buyer, block, onClose }: Props & { block: BlockedSlotRow }) {
  const { t, i18n } = useTranslation();
  const unblock = useUnblockSlot(projectId);
  const vars = { date: formatDate(date, i18n.language), time: slotTime(slot), buyer: buyer?.full_name };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={buyer ? t('schedule.unblock.titleBuyer') : t('schedule.unblock.titleAll')}
      message={[
        buyer ? t('schedule.unblock.confirmBuyer', vars) : t('schedule.unblock.confirmAll', vars),
        block.reason ? t('schedule.unblock.reason', { reason: block.reason }) : '',
      ]
        .filter(Boolean)
        .join(' ')}
      confirmLabel={t('schedule.unblock.action')}
      onConfirm={() => unblock.mutate(block.id, { onSuccess: onClose })}
      busy={unblock.isPending}
      error={unblock.isError ? errorMessage(t, unblock.error, 'schedule.unblockFailed') : undefined}
      danger={false}
    />
  );
}
