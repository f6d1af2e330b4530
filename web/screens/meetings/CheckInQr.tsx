// The meeting's check-in QR code: scanning it on a phone opens the meeting and checks the person in
// (docs/rules.md#check-in). Drawn as one SVG path from uqr's module matrix.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';
import { Card } from '../../components/ui/Card.tsx';

function qrPath(data: boolean[][]) {
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}

/** The link a participant scans: the meeting page, told to check in by QR. */
export const checkInUrl = (meetingId: string) => `${window.location.origin}/meetings/${meetingId}?check-in=qr`;

export function CheckInQr({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const url = checkInUrl(meetingId);
  const { size, path } = useMemo(() => {
    const qr = encode(url, { ecc: 'M', border: 2 });
    return { size: qr.size, path: qrPath(qr.data) };
  }, [url]);
  return (
    <Card className="p-5" data-testid="check-in-qr">
      <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">{t('attendance.qrTitle')}</h2>
      <div className="mx-auto w-full max-w-52 rounded-lg bg-white p-2 ring-1 ring-slate-200 dark:ring-slate-700">
        <svg
          viewBox={`0 0 ${size} ${size}`}
          role="img"
          aria-label={t('attendance.qrLabel')}
          shapeRendering="crispEdges"
          className="block h-auto w-full"
        >
          <rect width={size} height={size} fill="#fff" />
          <path d={path} fill="#000" />
        </svg>
      </div>
      <p className="mt-3 text-center text-sm break-keep text-slate-600 dark:text-slate-400">
        {t('attendance.qrCaption')}
      </p>
    </Card>
  );
}
