// A meeting's check-in QR code on the agenda page, as on the printed agenda: scanning it at the
// table opens the meeting and checks the person in (docs/rules.md#check-in).
import { useMemo } from 'react';
import { encode } from 'uqr';
import { checkInPath } from '../../../core/rules/agenda-links.ts';

/** The dark modules as one SVG path, each row's runs merged. */
function qrPath(data: boolean[][]) {
  let d = '';
  data.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x++) {
      if (x < row.length && row[x]) {
        if (start < 0) start = x;
      } else if (start >= 0) {
        d += `M${start} ${y}h${x - start}v1h${start - x}z`;
        start = -1;
      }
    }
  });
  return d;
}

export function MeetingQr({ meetingId, label }: { meetingId: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(`${window.location.origin}${checkInPath(meetingId)}`, { ecc: 'M', border: 2 });
    return { size: qr.size, path: qrPath(qr.data) };
  }, [meetingId]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className="h-20 w-20 rounded bg-white ring-1 ring-slate-200 print:h-[22mm] print:w-[22mm] print:ring-0 dark:ring-slate-700"
      data-testid="agenda-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
