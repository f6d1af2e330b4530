// The Outbox's messages as a table on wide screens (seven columns need them) and as cards on narrower
// ones; each opens its detail.
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '../../../core/schemas/mail.ts';
import { Card } from '../../components/ui/Card.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { OutboxStatusBadge } from './OutboxStatusBadge.tsx';

const recipient = (m: OutboxRow) => (m.to_name ? `${m.to_name} <${m.to_email}>` : m.to_email);

export function OutboxTable({ messages, onOpen }: { messages: OutboxRow[]; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
  const when = (m: OutboxRow) => <time dateTime={m.created_at}>{formatDateTime(m.created_at, i18n.language)}</time>;
  const kind = (m: OutboxRow) => t(`outbox.kind.${m.kind}`, m.kind);
  return (
    <>
      <Card className="hidden overflow-x-auto xl:block">
        {/* Korean breaks between words, not syllables (a date or a kind split mid-word reads badly). */}
        <table className="w-full table-fixed text-sm [&:lang(ko)]:break-keep">
          <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/50">
            <tr>
              <th className={`${th} w-32`}>{t('outbox.created')}</th>
              <th className={`${th} w-48`}>{t('outbox.to')}</th>
              <th className={th}>{t('outbox.subject')}</th>
              <th className={`${th} w-28`}>{t('outbox.columns.kind')}</th>
              <th className={`${th} w-24`}>{t('outbox.columns.status')}</th>
              <th className={`${th} w-20 text-right`}>{t('outbox.columns.attempts')}</th>
              <th className={`${th} w-36`}>{t('outbox.serverResponse')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {messages.map((m) => (
              <tr
                key={m.id}
                onClick={() => onOpen(m.id)}
                className="cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/50"
                data-testid="outbox-row"
              >
                <td className="px-3 py-3 text-slate-600 dark:text-slate-400">{when(m)}</td>
                <td className="truncate px-3 py-3 text-slate-700 dark:text-slate-300" title={recipient(m)}>
                  {m.to_name && <span className="block truncate text-slate-900 dark:text-white">{m.to_name}</span>}
                  <span className="block truncate">{m.to_email}</span>
                </td>
                <td className="px-3 py-3">
                  {/* The row opens on a click anywhere; this button is its keyboard and screen-reader way in. */}
                  <button
                    type="button"
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(m.id);
                    }}
                    className="line-clamp-2 w-full text-left font-medium break-words text-brand-700 hover:underline dark:text-brand-100"
                    title={m.subject}
                  >
                    {m.subject}
                  </button>
                </td>
                <td className="px-3 py-3 break-words text-slate-700 dark:text-slate-300">{kind(m)}</td>
                <td className="px-3 py-3">
                  <OutboxStatusBadge status={m.status} />
                </td>
                <td className="px-3 py-3 text-right text-slate-700 tabular-nums dark:text-slate-300">{m.attempts}</td>
                <td
                  className={
                    m.status === 'failed'
                      ? 'px-3 py-3 text-red-700 dark:text-red-300'
                      : 'px-3 py-3 text-slate-600 dark:text-slate-400'
                  }
                  title={m.server_response}
                >
                  <span className="line-clamp-2 break-words">{m.server_response || '—'}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="space-y-3 xl:hidden">
        {messages.map((m) => (
          <li key={m.id}>
            <Card className="p-4" data-testid="outbox-card">
              <button
                type="button"
                onClick={() => onOpen(m.id)}
                className="block w-full text-left font-medium break-words text-brand-700 hover:underline dark:text-brand-100"
              >
                {m.subject}
              </button>
              <p className="mt-1 text-sm break-all text-slate-600 dark:text-slate-400">{recipient(m)}</p>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                <OutboxStatusBadge status={m.status} />
                <span>{kind(m)}</span>
                {when(m)}
                <span>{t('outbox.attempts', { count: m.attempts })}</span>
              </div>
              {m.server_response && (
                <p
                  className={
                    m.status === 'failed'
                      ? 'mt-2 text-xs break-words text-red-700 dark:text-red-300'
                      : 'mt-2 text-xs break-words text-slate-500 dark:text-slate-400'
                  }
                >
                  {m.server_response}
                </p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
