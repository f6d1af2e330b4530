// The thread beside a request (or anything else naming one), in a dialog, with a way to the
// Messages screen.
import * as RadixDialog from '@radix-ui/react-dialog';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpenThread } from '../../../core/schemas/conversation.ts';
import { DialogClose } from '../../components/ui/Dialog.tsx';
import { useOpenedThread } from './api.ts';
import { OpenedThread } from './OpenedThread.tsx';

interface Props {
  /** What the thread is of; null: closed. */
  of: OpenThread | null;
  title: string;
  onClose: () => void;
}

function ToMessages({ of }: { of: OpenThread }) {
  const { t } = useTranslation();
  const opened = useOpenedThread(of);
  if (!opened.data) return null;
  return (
    <Link
      to={`/messages/${opened.data.id}`}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      data-testid="thread-dialog-to-messages"
    >
      <ExternalLink className="h-4 w-4" aria-hidden />
      {t('conversations.openInMessages')}
    </Link>
  );
}

export function ThreadDialog({ of, title, onClose }: Props) {
  return (
    <RadixDialog.Root open={of !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        {/* A side panel on wide screens, the whole screen on phones. */}
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-xl focus:outline-none sm:max-w-lg dark:bg-slate-900"
          data-testid="thread-dialog"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <div className="min-w-0">
              <RadixDialog.Title className="truncate text-lg font-semibold text-slate-900 dark:text-white">
                {title}
              </RadixDialog.Title>
              {of && <ToMessages of={of} />}
            </div>
            <DialogClose />
          </div>
          <div className="flex min-h-0 flex-1 flex-col">
            {of && <OpenedThread of={of} hideName className="flex-1" />}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
