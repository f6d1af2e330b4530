// Editing one's own message in place: Enter saves, Shift+Enter starts a new line, Escape gives up.
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../core/schemas/conversation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Textarea } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useEditMessage } from './api.ts';
import { charsLeft } from './thread-view.ts';

export function MessageEditor({ message, onDone }: { message: Message; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(message.body);
  const edit = useEditMessage(message.thread_id);
  const left = charsLeft(text);
  const canSave = text.trim().length > 0 && left >= 0 && !edit.isPending;
  const save = () => {
    if (!canSave) return;
    if (text.trim() === message.body) return onDone();
    edit.mutate({ id: message.id, body: text }, { onSuccess: onDone });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onDone();
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      save();
    }
  };
  return (
    <div className="space-y-2">
      <Textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-label={t('conversations.editLabel')}
        rows={3}
        // The reader just chose Edit on this message.
        autoFocus
        data-testid="message-edit-input"
      />
      {edit.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(t, edit.error)}
        </p>
      )}
      <div className="flex items-center justify-end gap-2">
        <span
          className={left < 0 ? 'text-xs text-red-700 dark:text-red-300' : 'text-xs text-slate-600 dark:text-slate-400'}
        >
          {left}
        </span>
        <Button size="sm" variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button size="sm" onClick={save} disabled={!canSave} data-testid="message-edit-save">
          {t('conversations.save')}
        </Button>
      </div>
    </div>
  );
}
