// A slot's column header: its number and time, and a menu to block or unblock it for every buyer.
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { TFunction } from 'i18next';
import { EllipsisVertical, Lock, LockOpen } from 'lucide-react';
import { memo } from 'react';
import type { Slot } from '../../../../core/rules/slots.ts';
import type { BlockedSlotRow } from '../../../../core/schemas/schedule.ts';
import { cn } from '../../../lib/cn.ts';
import { STRIPES, slotTime } from './schedule-ui.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

interface SlotHeaderProps {
  slot: Slot;
  col: number;
  left: number;
  width: number;
  block: BlockedSlotRow | undefined;
  onBlock: (slot: Slot) => void;
  onUnblock: (slot: Slot, block: BlockedSlotRow) => void;
  t: TFunction;
  /** Id of the slot's name, which names its cells too. */
  id: string;
}

/** A slot's column header: its number and time, and Block / Unblock for every buyer. */
export const SlotHeader = memo(function SlotHeader({
  slot,
  col,
  left,
  width,
  block,
  onBlock,
  onUnblock,
  t,
  id,
}: SlotHeaderProps) {
  return (
    <th
      scope="col"
      aria-colindex={col + 2}
      title={block ? block.reason || t('schedule.blockedAll') : undefined}
      className={cn(
        'absolute top-0 flex h-full items-center justify-between gap-1 border-r text-left font-normal border-b border-slate-200 pr-1 pl-2 dark:border-slate-800',
        block ? STRIPES : 'bg-slate-50 dark:bg-slate-900',
      )}
      style={{ left, width }}
    >
      <div className="min-w-0" id={id}>
        <div className="flex items-center gap-1 text-xs font-semibold text-slate-900 dark:text-slate-100">
          {block && <Lock className="h-3 w-3" aria-label={t('schedule.blockedAll')} />}
          {t('schedule.slot', { n: slot.number })}
        </div>
        <div className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{slotTime(slot)}</div>
      </div>
      <Menu.Root>
        <Menu.Trigger
          aria-label={t('schedule.slotMenu', { n: slot.number, time: slotTime(slot) })}
          data-testid="slot-menu"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-200 dark:text-slate-400 dark:hover:bg-slate-700"
        >
          <EllipsisVertical className="h-4 w-4" aria-hidden />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {block ? (
              <Menu.Item className={itemClass} onSelect={() => onUnblock(slot, block)}>
                <LockOpen className="h-4 w-4" aria-hidden /> {t('schedule.unblockAll')}
              </Menu.Item>
            ) : (
              <Menu.Item className={itemClass} onSelect={() => onBlock(slot)}>
                <Lock className="h-4 w-4" aria-hidden /> {t('schedule.blockAll')}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </th>
  );
});
