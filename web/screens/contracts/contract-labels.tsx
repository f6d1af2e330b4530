// Labels, badges and money for contracts: status tones, translated type names, the amount.
import { useTranslation } from 'react-i18next';
import type { CONTRACT_STATUSES, CONTRACT_TYPES } from '../../../core/constants.ts';
import { formatMoney } from '../../../core/rules/money.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';

type Status = (typeof CONTRACT_STATUSES)[number];
type ContractType = (typeof CONTRACT_TYPES)[number];

const TONES: Record<Status, Tone> = {
  draft: 'neutral',
  pending: 'amber',
  signed: 'blue',
  active: 'green',
  completed: 'purple',
  cancelled: 'red',
};

/** The i18n key of each contract type; 거래계약 is a trade contract. */
export const TYPE_KEYS: Record<ContractType, string> = {
  MOU: 'contracts.types.mou',
  거래계약: 'contracts.types.trade',
  NDA: 'contracts.types.nda',
};

export function ContractStatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`contracts.status.${status}`)}</Badge>;
}

/** An amount in the contract's currency, US English style ('$2,500.00'). */
export const contractMoney = (amount: number, currency: string) => formatMoney(amount, currency);
