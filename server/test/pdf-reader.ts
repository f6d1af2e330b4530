// Reading PDFs back in tests with Debian's poppler-utils (pdftotext, pdfinfo, pdftoppm): a reader
// that is not the library that wrote them, as a person's viewer would be; QR codes are read from
// the rendered page by jsQR, as a phone's camera would.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

const run = promisify(execFile);

async function withFile<T>(pdf: Buffer, read: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-read-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    return await read(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of each page, in reading order (pdftotext ends every page with a form feed). */
export async function pdfPagesText(pdf: Buffer): Promise<string[]> {
  const { stdout } = await withFile(pdf, (file) => run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']));
  return stdout.split('\f').slice(0, -1);
}

/** The whole text of a PDF. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfPagesText(pdf)).join('\n');
}

/** What pdfinfo says of a PDF: its page count and title. */
export async function pdfInfo(pdf: Buffer): Promise<{ pages: number; title: string }> {
  const { stdout } = await withFile(pdf, (file) => run('pdfinfo', ['-enc', 'UTF-8', file]));
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0),
    title: /^Title:\s+(.*)$/m.exec(stdout)?.[1] ?? '',
  };
}

/**
 * The text of the QR code inside a region of a page (in points from the top left), read from the
 * page rendered at 150 dpi in grey; null when none is found.
 */
export async function pdfQrText(
  pdf: Buffer,
  page: number,
  region: { x: number; y: number; width: number; height: number },
): Promise<string | null> {
  const px = (pt: number) => String(Math.round((pt * 150) / 72));
  const { stdout } = await withFile(pdf, (file) =>
    run(
      'pdftoppm',
      ['-gray', '-r', '150', '-f', String(page), '-l', String(page)].concat([
        '-x',
        px(region.x),
        '-y',
        px(region.y),
        '-W',
        px(region.width),
        '-H',
        px(region.height),
        file,
      ]),
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    ),
  );
  // A binary PGM: "P5 <width> <height> <max>" and one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(stdout.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not answer a PGM image');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const grey = stdout.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba.fill(grey[i], i * 4, i * 4 + 3).fill(255, i * 4 + 3, i * 4 + 4);
  return jsQR(rgba, width, height)?.data ?? null;
}
