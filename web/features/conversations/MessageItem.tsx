// One message as a bubble: the reader's own on the right, the others' on the left with their
// name; when it was sent, "edited", "Message deleted", hidden by the organisers, "Seen".
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../core/schemas/conversation.ts';
import { cn } from '../../lib/cn.ts';
import { formatInstant } from '../../lib/format.ts';
import { MessageFile } from './MessageFile.tsx';
import { type MessageActions, MessageMenu } from './MessageMenu.tsx';
import { MessageText } from './MessageText.tsx';

const TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

interface Props extends MessageActions {
  message: Message;
  mine: boolean;
  /** The others have read up to this message (the reader's last). */
  seen: boolean;
  /** Shown instead of the text while the reader edits it. */
  editor?: ReactNode;
}

function Body({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useTranslation();
  if (message.deleted) return <p className="italic">{t('conversations.deleted')}</p>;
  // Hidden from this reader: the server sends no text.
  if (message.hidden && !message.body && !message.file) return <p className="italic">{t('conversations.hidden')}</p>;
  return (
    <>
      {message.body && <MessageText text={message.body} />}
      {message.file && <MessageFile file={message.file} />}
      {message.hidden && mine && <p className="mt-1 text-xs italic">{t('conversations.hiddenFromOthers')}</p>}
    </>
  );
}

export function MessageItem({ message, mine, seen, editor, ...actions }: Props) {
  const { t, i18n } = useTranslation();
  const blank = message.deleted || (message.hidden && !message.body && !message.file);
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')} data-testid="message">
      {!mine && (
        <span className="px-1 text-xs font-medium text-slate-600 dark:text-slate-400">{message.author.full_name}</span>
      )}
      {editor ? (
        <div className="w-full sm:max-w-[75%]">{editor}</div>
      ) : (
        <div className={cn('flex max-w-[85%] items-start gap-1 sm:max-w-[75%]', mine && 'flex-row-reverse')}>
          <div
            className={cn(
              'min-w-0 rounded-2xl px-3.5 py-2 text-sm',
              blank
                ? 'border border-dashed border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-400'
                : mine
                  ? 'bg-brand-600 text-white'
                  : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            <Body message={message} mine={mine} />
          </div>
          {!blank && <MessageMenu {...actions} />}
        </div>
      )}
      <span className="px-1 text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={message.created_at}>{formatInstant(message.created_at, i18n.language, TIME)}</time>
        {message.edited_at && !message.deleted && <> · {t('conversations.edited')}</>}
        {seen && (
          <span data-testid="message-seen">
            {' · '}
            {t('conversations.seen')}
          </span>
        )}
      </span>
    </li>
  );
}
