// The meeting's check-in QR code: scanning it on a phone opens the meeting and checks the person in
// (docs/rules.md#check-in).
import { useTranslation } from 'react-i18next';
import { checkInPath } from '../../../core/rules/agenda-links.ts';
import { Card } from '../../components/ui/Card.tsx';
import { QrCode } from '../../components/ui/QrCode.tsx';
import { pageOrigin } from '../../lib/page-origin.ts';

/** The link a participant scans: the meeting page, told to check in by QR. */
export const checkInUrl = (meetingId: string) => `${pageOrigin()}${checkInPath(meetingId)}`;

export function CheckInQr({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const url = checkInUrl(meetingId);
  return (
    <Card className="p-5" data-testid="check-in-qr">
      <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">{t('attendance.qrTitle')}</h2>
      <div className="mx-auto w-full max-w-52 rounded-lg bg-white p-2 ring-1 ring-slate-200 dark:ring-slate-700">
        <QrCode value={url} label={t('attendance.qrLabel')} className="block h-auto w-full" />
      </div>
      <p className="mt-3 text-center text-sm break-keep text-slate-600 dark:text-slate-400">
        {t('attendance.qrCaption')}
      </p>
    </Card>
  );
}
