// The button under a list read a page at a time: reads the next page while there is one.
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';

export function LoadMore({
  hasMore,
  loading,
  onLoad,
  testId = 'load-more',
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className="flex justify-center p-3">
      <Button size="sm" variant="secondary" onClick={onLoad} disabled={loading} data-testid={testId}>
        {loading ? t('common.loadingMore') : t('common.loadMore')}
      </Button>
    </div>
  );
}
