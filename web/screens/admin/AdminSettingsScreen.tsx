// /admin (docs/product.md, Admin Settings): tiles from real counts, cards whose
// buttons lead somewhere, and the measured System Information. The route wraps it in AdminOnly.
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useAdminOverview } from '../../features/admin/api.ts';
import { OverviewTiles } from './OverviewTiles.tsx';
import { SettingsCards } from './SettingsCards.tsx';
import { SystemInfo } from './SystemInfo.tsx';

export function AdminSettingsScreen() {
  const { t } = useTranslation();
  const overview = useAdminOverview();
  return (
    <>
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
      {overview.isPending && <Loading label={t('admin.loading')} />}
      {overview.isError && <LoadError message={t('admin.loadError')} onRetry={() => overview.refetch()} />}
      {overview.data && (
        <>
          <OverviewTiles overview={overview.data} />
          <SettingsCards system={overview.data.system} />
          <SystemInfo system={overview.data.system} />
        </>
      )}
    </>
  );
}

export { AdminSettingsScreen as Component };
