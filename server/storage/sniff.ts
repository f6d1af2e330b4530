// What an uploaded file is, decided from its bytes, never from its name or the browser's claim.
import { fileTypeFromBuffer } from 'file-type';

export interface FileKind {
  /** The content type the file is stored and served with. */
  mime: string;
  /** The extension that type has, without a dot. */
  ext: string;
}

const MIME = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
} as const;

/** UTF-16LE text as it appears in an OLE compound file's directory entries. */
const utf16 = (s: string) => Buffer.from(s, 'utf16le');

/**
 * Word 97-2003 and Excel 97-2003 are both OLE compound files; their main stream's name tells them
 * apart ('WordDocument', or 'Workbook' / 'Book' for Excel 5).
 */
function compoundKind(bytes: Buffer): FileKind | undefined {
  if (bytes.includes(utf16('WordDocument'))) return { ext: 'doc', mime: MIME.doc };
  if (bytes.includes(utf16('Workbook')) || bytes.includes(utf16('Book\u0000'))) return { ext: 'xls', mime: MIME.xls };
  return undefined;
}

/**
 * The kind of an attachment (images, pdf, doc, docx, xls, xlsx), or undefined
 * when the bytes are anything else: an executable, a script, a zip that is not an Office file...
 */
export async function sniffAttachment(bytes: Buffer): Promise<FileKind | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return undefined;
  if (found.ext === 'cfb') return compoundKind(bytes);
  if (found.ext in MIME) return { ext: found.ext, mime: MIME[found.ext as keyof typeof MIME] };
  return undefined;
}
