// One e-mail of the Outbox: its envelope, the server's answer, its links (the demo follows them to
// act as the recipient), its HTML in a sandboxed frame and its plain text.
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert, Loading } from '../../components/ui/Feedback.tsx';
import { useOutboxMessage, useRetryMessage } from '../../features/admin/outbox-api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { OutboxStatusBadge } from './OutboxStatusBadge.tsx';

export function OutboxMessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const message = useOutboxMessage(id);
  const retry = useRetryMessage();
  const m = message.data;
  const row = (label: string, value: string) => (
    <div className="grid grid-cols-[6rem_1fr] gap-2 sm:grid-cols-[8rem_1fr]">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="break-all text-slate-900 dark:text-slate-100">{value || '—'}</dd>
    </div>
  );
  return (
    <Modal
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={m?.subject ?? t('outbox.message')}
      size="xl"
      footer={
        m?.status === 'failed' ? (
          <Button onClick={() => retry.mutate(m.id)} disabled={retry.isPending} data-testid="outbox-retry">
            {t('outbox.retry')}
          </Button>
        ) : undefined
      }
    >
      {message.isPending && <Loading label={t('common.loading')} />}
      {message.isError && <Alert>{errorMessage(t, message.error)}</Alert>}
      {retry.isError && <Alert>{errorMessage(t, retry.error)}</Alert>}
      {m && (
        <div className="space-y-5 text-sm">
          <dl className="space-y-1.5">
            {row(t('outbox.from'), m.from)}
            {row(t('outbox.to'), m.to_name ? `${m.to_name} <${m.to_email}>` : m.to_email)}
            {row(t('outbox.replyTo'), m.reply_to)}
            {row(t('outbox.created'), formatDateTime(m.created_at, i18n.language))}
            <div className="grid grid-cols-[6rem_1fr] gap-2 sm:grid-cols-[8rem_1fr]">
              <dt className="text-slate-500 dark:text-slate-400">{t('outbox.columns.status')}</dt>
              <dd>
                <OutboxStatusBadge status={m.status} />{' '}
                <span className="text-slate-600 dark:text-slate-400">
                  {t('outbox.attempts', { count: m.attempts })}
                </span>
              </dd>
            </div>
            {row(t('outbox.serverResponse'), m.server_response)}
          </dl>
          {m.links.length > 0 && (
            <section>
              <h3 className="font-semibold text-slate-900 dark:text-white">{t('outbox.links')}</h3>
              <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">{t('outbox.linksHint')}</p>
              <ul className="space-y-1">
                {m.links.map((link) => (
                  <li key={link}>
                    {/* A new tab keeps the Outbox open; noreferrer, so the page opened learns nothing of it. */}
                    <a
                      href={link}
                      target="_blank"
                      rel="noreferrer"
                      className="break-all text-brand-700 underline dark:text-brand-100"
                      data-testid="outbox-link"
                    >
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section>
            <h3 className="mb-1 font-semibold text-slate-900 dark:text-white">{t('outbox.html')}</h3>
            {/* An empty sandbox: the message's HTML can run nothing and reach nothing of the app. */}
            <iframe
              title={t('outbox.html')}
              sandbox=""
              srcDoc={m.html}
              className="h-96 w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
            />
          </section>
          <section>
            <h3 className="mb-1 font-semibold text-slate-900 dark:text-white">{t('outbox.text')}</h3>
            <pre className="max-h-64 overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-xs whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              {m.text}
            </pre>
          </section>
        </div>
      )}
    </Modal>
  );
}
