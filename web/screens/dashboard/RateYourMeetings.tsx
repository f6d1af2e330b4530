// "Rate your meetings" on the dashboard of buyers and sellers (docs/rules.md#feedback-and-no-shows):
// each ended meeting awaiting their answer as "How was your meeting with X?" with five large stars;
// one tap saves the rating. A meeting just rated stays in view with its thanks and "Add details"
// until the page is left, though the list read anew no longer names it.
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_LIST_LIMIT } from '../../../core/constants.ts';
import type { PendingFeedback } from '../../../core/schemas/feedback.ts';
import { usePendingFeedback } from '../../features/feedback/api.ts';
import { RateNowItem } from '../../features/feedback/RateNowItem.tsx';
import { DashboardList } from './DashboardList.tsx';

const latestFirst = (a: PendingFeedback, b: PendingFeedback) =>
  `${b.meeting_date} ${b.end_time}`.localeCompare(`${a.meeting_date} ${a.end_time}`);

export function RateYourMeetings() {
  const { t } = useTranslation();
  const pending = usePendingFeedback();
  const [rated, setRated] = useState<PendingFeedback[]>([]);
  const waiting = (pending.data ?? []).filter((p) => !rated.some((r) => r.meeting_id === p.meeting_id));
  const all = [...rated, ...waiting].sort(latestFirst);
  if (all.length === 0) return null;
  return (
    <DashboardList
      testId="rate-meetings"
      title={
        waiting.length > DASHBOARD_LIST_LIMIT
          ? t('feedback.rateYourMeetingsCount', { total: waiting.length })
          : t('feedback.rateYourMeetings')
      }
      icon={Star}
      items={all.slice(0, DASHBOARD_LIST_LIMIT)}
      empty=""
    >
      {(p) => (
        <RateNowItem
          key={p.meeting_id}
          pending={p}
          onRated={() => setRated((list) => (list.some((r) => r.meeting_id === p.meeting_id) ? list : [...list, p]))}
        />
      )}
    </DashboardList>
  );
}
