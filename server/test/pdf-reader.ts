// Reading PDFs back in tests with Debian's poppler-utils (pdftotext, pdfinfo): a reader that is not
// the library that wrote them, as a person's viewer would be.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

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
