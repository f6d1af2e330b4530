// A QR code drawn as one SVG path from uqr's module matrix, black on white whatever the theme (a
// scanner needs the contrast): the meeting check-in codes and the badge on a phone share it.
import { useDeferredValue, useMemo } from 'react';
import { encode } from 'uqr';

/** The dark modules as one SVG path, each row's runs merged. */
export function qrPath(data: boolean[][]) {
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

export function QrCode({
  value,
  label,
  className,
  testId,
}: {
  value: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  // Encoding tries all eight masks to pick the most readable one: some 25 ms per code on a phone,
  // 200 ms for an agenda's codes in one task. So the screen draws first with white squares, and
  // the codes follow in a background render that React splits between them and can interrupt
  // (docs/decisions/036-first-paint-and-lighthouse.md).
  const drawn = useDeferredValue(value, '');
  const qr = useMemo(() => {
    if (!drawn) return null;
    const { size, data } = encode(drawn, { ecc: 'M', border: 2 });
    return { size, path: qrPath(data) };
  }, [drawn]);
  const size = qr?.size ?? 1;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
      data-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      {qr && <path d={qr.path} fill="#000" />}
    </svg>
  );
}
