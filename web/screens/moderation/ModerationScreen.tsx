// /admin/moderation (docs/rules.md#conversations): the messages people reported to the organisers,
// with Hide (from everyone but its author), Warn (its author) and Dismiss; settled ones on a tab of
// their own with what was done. The route wraps it in AdminOnly.
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { FilterBar } from '../../components/ui/FilterBar.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { type ReportAction, useReports, useSettleReport } from './api.ts';
import { ReportCard } from './ReportCard.tsx';

type Tab = 'open' | 'settled';

export function ModerationScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('open');
  const reports = useReports(tab === 'open');
  const settle = useSettleReport();
  const [error, setError] = useState<string | null>(null);
  const act = (id: string, action: ReportAction) => {
    setError(null);
    settle.mutate({ id, action }, { onError: (err) => setError(errorMessage(t, err)) });
  };
  return (
    <>
      <PageHeader title={t('moderation.title')} subtitle={t('moderation.subtitle')} />
      <FilterBar
        legend={t('moderation.tabs')}
        options={[
          { value: 'open', label: t('moderation.open') },
          { value: 'settled', label: t('moderation.settled') },
        ]}
        value={tab}
        onChange={setTab}
        testIdPrefix="moderation-tab"
        className="mb-4"
      />
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      {reports.isPending && <Loading label={t('moderation.loading')} />}
      {reports.isError && <LoadError message={t('moderation.loadError')} onRetry={() => reports.refetch()} />}
      {reports.data?.length === 0 && (
        <EmptyState
          icon={ShieldCheck}
          title={tab === 'open' ? t('moderation.emptyOpen') : t('moderation.emptySettled')}
          text={tab === 'open' ? t('moderation.emptyOpenText') : undefined}
        />
      )}
      {reports.data && reports.data.length > 0 && (
        <ul className="space-y-4" data-testid="report-list">
          {reports.data.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              busy={settle.isPending && settle.variables?.id === report.id}
              onAct={(action) => act(report.id, action)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

export { ModerationScreen as Component };
