// Writing a message: a text of up to 4,000 characters with its counter, an optional file (images,
// PDF, Word, Excel, up to 10 MB); Enter sends, Shift+Enter starts a new line (docs/rules.md#conversations).
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT, formatBytes, MAX_ATTACHMENT_BYTES } from '../../../core/rules/attachments.ts';
import { MAX_MESSAGE_CHARS, messageLength } from '../../../core/rules/conversations.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Textarea } from '../../components/ui/Field.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useSendFile, useSendMessage } from './api.ts';

export function Composer({ threadId }: { threadId: string }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const sendText = useSendMessage(threadId);
  const sendFile = useSendFile(threadId);
  const busy = sendText.isPending || sendFile.isPending;
  const error = sendFile.error ?? sendText.error;
  const count = messageLength(text.trim());
  const over = count > MAX_MESSAGE_CHARS;
  const canSend = !busy && !over && (count > 0 || file !== null);

  const reset = () => {
    setText('');
    setFile(null);
    sendText.reset();
    sendFile.reset();
  };
  const send = () => {
    if (!canSend) return;
    setTooLarge(false);
    if (file) sendFile.mutate({ body: text.trim(), file }, { onSuccess: reset });
    else sendText.mutate(text, { onSuccess: reset });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // Enter while an input method is composing (Korean, Japanese, Chinese) finishes the word instead.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!chosen) return;
    setTooLarge(chosen.size > MAX_ATTACHMENT_BYTES);
    if (chosen.size <= MAX_ATTACHMENT_BYTES) setFile(chosen);
  };

  return (
    <div className="space-y-2 border-t border-slate-200 p-3 dark:border-slate-800" data-testid="composer">
      {(tooLarge || error) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-testid="composer-error">
          {tooLarge ? t('errors.file_too_large') : errorMessage(t, error)}
        </p>
      )}
      {file && (
        <div className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          <Paperclip className="h-4 w-4 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{formatBytes(file.size)}</span>
          <IconButton label={t('conversations.removeFile')} onClick={() => setFile(null)} className="h-6 w-6">
            <X className="h-4 w-4" aria-hidden />
          </IconButton>
        </div>
      )}
      <Textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-label={t('conversations.write')}
        placeholder={t('conversations.writePlaceholder')}
        rows={2}
        className="resize-none"
        data-testid="composer-input"
      />
      <div className="flex items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          onChange={choose}
          className="hidden"
          tabIndex={-1}
          aria-hidden
          data-testid="composer-file"
        />
        <IconButton label={t('conversations.attach')} onClick={() => fileInput.current?.click()} disabled={busy}>
          <Paperclip className="h-4 w-4" aria-hidden />
        </IconButton>
        <span
          className={cn(
            'ml-auto text-xs tabular-nums',
            over ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400',
          )}
          data-testid="composer-count"
        >
          {t('conversations.counter', {
            used: count.toLocaleString(i18n.language),
            max: MAX_MESSAGE_CHARS.toLocaleString(i18n.language),
          })}
        </span>
        <Button size="sm" onClick={send} disabled={!canSend} data-testid="composer-send">
          <SendHorizontal className="h-4 w-4" aria-hidden />
          {t('conversations.send')}
        </Button>
      </div>
    </div>
  );
}
