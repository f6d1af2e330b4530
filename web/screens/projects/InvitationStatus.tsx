// Whether a participant can sign in on their own yet: not invited, invited (on a date), accepted.
import { useTranslation } from 'react-i18next';
import type { Participant } from '../../../core/schemas/participant.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { formatInstant } from '../../lib/format.ts';

export function InvitationStatus({ person }: { person: Pick<Participant, 'invitation' | 'invited_at'> }) {
  const { t, i18n } = useTranslation();
  if (person.invitation === 'accepted') return <Badge tone="green">{t('invitations.status.accepted')}</Badge>;
  if (person.invitation === 'invited') {
    const date = person.invited_at ? formatInstant(person.invited_at, i18n.language, { dateStyle: 'medium' }) : '';
    return <Badge tone="blue">{t('invitations.status.invited', { date })}</Badge>;
  }
  return <Badge>{t('invitations.status.none')}</Badge>;
}
