import { useTranslation } from 'react-i18next';
import type { OutboxStatus } from '../../../core/schemas/mail.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';

const TONES: Record<OutboxStatus, Tone> = { pending: 'amber', sent: 'green', failed: 'red' };

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`outbox.status.${status}`)}</Badge>;
}
