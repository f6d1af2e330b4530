// A screen of one project whose project could not be read: "Project not found" when the id names
// none (404, or 400 for an id that is not even a uuid), else the screen's load error with a retry.
import { FolderX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError } from '../../components/ui/Feedback.tsx';
import { ApiError } from '../../lib/api.ts';

export function ProjectLoadError({
  error,
  back,
  message,
  onRetry,
}: {
  error: Error;
  /** The screen's way back, shown above either state. */
  back: ReactNode;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <>
      {back}
      {missing ? (
        <EmptyState icon={FolderX} title={t('projects.notFound')} text={t('projects.notFoundText')} />
      ) : (
        <LoadError message={message} onRetry={onRetry} />
      )}
    </>
  );
}
