// A meeting's status as a coloured badge (scheduled amber, confirmed green, completed blue,
// cancelled red, no-show neutral); a no-show also names who did not come when it is known.
import { useTranslation } from 'react-i18next';
import type { MeetingAbsence } from '../../../core/constants.ts';
import type { MeetingStatus } from '../../../core/rules/meetings.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';

export const MEETING_STATUS_TONE: Record<MeetingStatus, Tone> = {
  scheduled: 'amber',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'red',
  no_show: 'neutral',
};

export function MeetingStatusBadge({ status, absence }: { status: MeetingStatus; absence?: MeetingAbsence | null }) {
  const { t } = useTranslation();
  const who = status === 'no_show' && absence ? t(`meetings.absence.${absence}`) : null;
  return (
    <Badge tone={MEETING_STATUS_TONE[status]}>
      {t(`meetings.status.${status}`)}
      {who && <span data-testid="status-absence">&nbsp;· {who}</span>}
    </Badge>
  );
}
