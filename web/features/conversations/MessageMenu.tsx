// The actions on one message, as a menu: edit and delete one's own, report someone else's.
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Flag, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

export interface MessageActions {
  onEdit?: () => void;
  onDelete?: () => void;
  onReport?: () => void;
}

export function MessageMenu({ onEdit, onDelete, onReport }: MessageActions) {
  const { t } = useTranslation();
  if (!onEdit && !onDelete && !onReport) return null;
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={t('conversations.messageActions')}
        title={t('conversations.messageActions')}
        data-testid="message-menu"
        className="rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <MoreHorizontal className="h-4 w-4" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-36 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {onEdit && (
            <Menu.Item className={itemClass} onSelect={onEdit} data-testid="message-edit">
              <Pencil className="h-4 w-4" aria-hidden /> {t('conversations.edit')}
            </Menu.Item>
          )}
          {onDelete && (
            <Menu.Item className={itemClass} onSelect={onDelete} data-testid="message-delete">
              <Trash2 className="h-4 w-4" aria-hidden /> {t('conversations.delete')}
            </Menu.Item>
          )}
          {onReport && (
            <Menu.Item className={itemClass} onSelect={onReport} data-testid="message-report">
              <Flag className="h-4 w-4" aria-hidden /> {t('conversations.report')}
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
