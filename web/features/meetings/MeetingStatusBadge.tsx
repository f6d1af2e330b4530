// A meeting's status as a coloured badge (scheduled amber, confirmed green, completed blue,
// cancelled red, no-show neutral).
import { useTranslation } from 'react-i18next';
import type { MeetingStatus } from '../../../core/rules/meetings.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';

export const MEETING_STATUS_TONE: Record<MeetingStatus, Tone> = {
  scheduled: 'amber',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'red',
  no_show: 'neutral',
};

export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  const { t } = useTranslation();
  return <Badge tone={MEETING_STATUS_TONE[status]}>{t(`meetings.status.${status}`)}</Badge>;
}
