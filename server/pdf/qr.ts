// QR codes drawn as vector squares: one filled path per code, each row's dark modules merged into
// runs, so a code costs a few hundred path operations and prints sharp at any size.
import { encode } from 'uqr';

// Each square reaches a hair into the next, so no hairline of white shows between them when a
// viewer or a printer driver smooths the edges.
const SEAM = 0.05;

/**
 * Draws the QR code of `text` as a `size`-point square at (x, y), without a quiet zone: the
 * caller leaves white around it. The smallest version that holds the text, its error correction
 * raised as far as that version allows (paper is clean, a small code scans from farther away).
 * One fixed mask: choosing the best of the eight, as encoders do by default, took 1.7 ms a code,
 * most of a 500-page file's time, and any mask decodes (proved by the agenda tests' decoder).
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = encode(text, { ecc: 'L', boostEcc: true, border: 0, maskPattern: 0 });
  const module = size / qr.size;
  qr.data.forEach((row, r) => {
    let start = -1;
    for (let c = 0; c <= row.length; c++) {
      if (c < row.length && row[c]) {
        if (start < 0) start = c;
      } else if (start >= 0) {
        doc.rect(x + start * module, y + r * module, (c - start) * module + SEAM, module + SEAM);
        start = -1;
      }
    }
  });
  doc.fill('#000');
}
