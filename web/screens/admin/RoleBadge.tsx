// A user's role as a coloured badge (User Management).
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../core/roles.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';

const ROLE_TONES: Record<Role, Tone> = {
  admin: 'purple',
  buyer: 'blue',
  seller: 'green',
  interpreter: 'amber',
  volunteer: 'neutral',
};

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <Badge tone={ROLE_TONES[role]}>{t(`roles.${role}`)}</Badge>;
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return <Badge tone={active ? 'green' : 'red'}>{active ? t('users.active') : t('users.inactive')}</Badge>;
}
