// The meeting's conversation on its page, for its buyer, seller and interpreter; organisers do not
// read it (docs/rules.md#conversations).
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '../../../core/schemas/meeting.ts';
import { Card } from '../../components/ui/Card.tsx';
import { OpenedThread } from '../../features/conversations/OpenedThread.tsx';

/** Whether `userId` is one of the meeting's people, who share its thread. */
export const inMeetingThread = (meeting: MeetingDetail, userId: string) =>
  userId === meeting.buyer.id || userId === meeting.seller.id || userId === meeting.interpreter?.id;

export function MeetingThread({ meeting }: { meeting: MeetingDetail }) {
  const { t } = useTranslation();
  return (
    <Card className="overflow-hidden" data-testid="meeting-thread">
      <h2 className="flex items-center gap-2 border-b border-slate-200 px-5 py-3 font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
        <MessagesSquare className="h-4 w-4" aria-hidden />
        {t('conversations.title')}
      </h2>
      <OpenedThread of={{ meeting_id: meeting.id }} className="h-[32rem] max-h-[75vh]" />
    </Card>
  );
}
