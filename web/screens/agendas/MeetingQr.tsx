// A meeting's check-in QR code on the agenda page, as on the printed agenda: scanning it at the
// table opens the meeting and checks the person in (docs/rules.md#check-in).
import { checkInPath } from '../../../core/rules/agenda-links.ts';
import { QrCode } from '../../components/ui/QrCode.tsx';
import { pageOrigin } from '../../lib/page-origin.ts';

export function MeetingQr({ meetingId, label }: { meetingId: string; label: string }) {
  return (
    <QrCode
      value={`${pageOrigin()}${checkInPath(meetingId)}`}
      label={label}
      className="h-20 w-20 rounded bg-white ring-1 ring-slate-200 print:h-[22mm] print:w-[22mm] print:ring-0 dark:ring-slate-700"
      testId="agenda-qr"
    />
  );
}
