// What became of a write the user just made: refused (an error), or kept on this device until the
// network is back (docs/rules.md#offline-writes), which is not an error and is not shown as one.
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors.ts';
import { isQueuedWrite } from '../../lib/offline-queue/index.ts';
import { Alert } from './Feedback.tsx';

export function WriteAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Alert tone={isQueuedWrite(error) ? 'info' : 'error'}>{errorMessage(t, error)}</Alert>;
}
