// Blocking the other person of a pair (for the whole project) stops messages both ways until the
// one who blocked lifts it (docs/rules.md#conversations).
import { Ban, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Thread } from '../../../core/schemas/conversation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useBlock } from './api.ts';

export function BlockButton({ thread, name }: { thread: Thread; name: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const block = useBlock(thread.id);
  if (thread.blocked_by_me) {
    return (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => block.mutate(false)}
        disabled={block.isPending}
        data-testid="unblock"
      >
        <CircleCheck className="h-4 w-4" aria-hidden />
        {t('conversations.unblock')}
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)} data-testid="block">
        <Ban className="h-4 w-4" aria-hidden />
        {t('conversations.block')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('conversations.blockTitle', { name })}
        message={t('conversations.blockText', { name })}
        confirmLabel={t('conversations.block')}
        busy={block.isPending}
        error={block.isError ? errorMessage(t, block.error) : undefined}
        onConfirm={() => block.mutate(true, { onSuccess: () => setAsking(false) })}
      />
    </>
  );
}
