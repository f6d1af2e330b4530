// /admin/outbox (docs/rules.md#e-mail): every e-mail the app queued, newest first, by status and
// by recipient or subject. Without a mail server this is where messages and their links are read.
import { Mail } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../core/schemas/mail.ts';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { FilterBar } from '../../components/ui/FilterBar.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useOutbox } from '../../features/admin/outbox-api.ts';
import { OutboxMessageDialog } from './OutboxMessageDialog.tsx';
import { OutboxTable } from './OutboxTable.tsx';

const FILTERS = ['all', ...OUTBOX_STATUSES] as const;

export function OutboxScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OutboxStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  // Where each page read so far starts (keyset cursors; the first page has none): the last is this
  // page's, so Previous drops it and Next adds the page's next_cursor.
  const [starts, setStarts] = useState<string[]>(['']);
  const page = starts.length;
  const setFirstPage = () => setStarts(['']);
  const [open, setOpen] = useState<string | null>(null);
  const outbox = useOutbox(status, q, starts[starts.length - 1]);
  const data = outbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <>
      <PageHeader title={t('outbox.title')} subtitle={t('outbox.subtitle')} />
      {data?.delivery === 'none' && (
        <div className="mb-4">
          <Alert tone="info">{t('outbox.noServer')}</Alert>
        </div>
      )}
      <div className="mb-4 space-y-4">
        <SearchInput
          value={search}
          onChange={(v) => {
            setSearch(v);
            setFirstPage();
          }}
          label={t('outbox.search')}
          className="mb-6 max-w-xl"
        />
        <FilterBar
          legend={t('outbox.columns.status')}
          options={FILTERS.map((s) => ({ value: s, label: s === 'all' ? t('outbox.all') : t(`outbox.status.${s}`) }))}
          value={status}
          onChange={(s) => {
            setStatus(s);
            setFirstPage();
          }}
          testIdPrefix="outbox-filter"
        />
      </div>
      {outbox.isPending && <Loading label={t('common.loading')} />}
      {outbox.isError && <LoadError message={t('outbox.loadError')} onRetry={() => outbox.refetch()} />}
      {data?.messages.length === 0 && <EmptyState icon={Mail} title={t('outbox.empty')} text={t('outbox.emptyText')} />}
      {!!data?.messages.length && <OutboxTable messages={data.messages} onOpen={setOpen} />}
      {data && pages > 1 && (
        <div className="mt-4 flex items-center justify-between text-sm text-slate-600 dark:text-slate-400">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setStarts(starts.slice(0, -1))}>
            {t('outbox.previous')}
          </Button>
          <span>{t('outbox.page', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!data.next_cursor}
            onClick={() => data.next_cursor && setStarts([...starts, data.next_cursor])}
          >
            {t('outbox.next')}
          </Button>
        </div>
      )}
      {data && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('outbox.total', { count: data.total })}</p>
      )}
      <OutboxMessageDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}

export { OutboxScreen as Component };
