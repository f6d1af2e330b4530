// A transaction's status as a badge with an icon: agreed green, completed blue, cancelled red,
// other amber (docs/rules.md#transaction-statuses).
import { CircleCheckBig, Clock, Handshake, type LucideIcon, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TransactionStatus } from '../../../core/rules/transactions.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';

const LOOK: Record<TransactionStatus, { tone: Tone; icon: LucideIcon }> = {
  proposed: { tone: 'amber', icon: Clock },
  agreed: { tone: 'green', icon: Handshake },
  completed: { tone: 'blue', icon: CircleCheckBig },
  cancelled: { tone: 'red', icon: XCircle },
};

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  const { tone, icon: Icon } = LOOK[status] ?? { tone: 'amber', icon: Clock };
  return (
    <Badge tone={tone}>
      <Icon className="mr-1 h-3.5 w-3.5" aria-hidden />
      {t(`transactions.status.${status}`)}
    </Badge>
  );
}
