// QR codes drawn as vector squares: one filled path per code, each row's dark modules merged into
// runs, so a code costs a few hundred path operations and prints sharp at any size.
import { encode } from 'uqr';

/**
 * Draws the QR code of `text` as a `size`-point square at (x, y), without a quiet zone: the
 * caller leaves white around it. The smallest version that holds the text, its error correction
 * raised as far as that version allows (paper is clean, a small code scans from farther away).
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = encode(text, { ecc: 'L', boostEcc: true, border: 0 });
  const module = size / qr.size;
  qr.data.forEach((row, r) => {
    let start = -1;
    for (let c = 0; c <= row.length; c++) {
      if (c < row.length && row[c]) {
        if (start < 0) start = c;
      } else if (start >= 0) {
        doc.rect(x + start * module, y + r * module, (c - start) * module, module);
        start = -1;
      }
    }
  });
  doc.fill('#000');
}
