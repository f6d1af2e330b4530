// Profile attachments (docs/rules.md#profiles-and-attachments): limits, accepted kinds, and how an
// entry names its file.

/** At most this many files per profile. */
export const MAX_ATTACHMENTS = 10;
/** At most this many bytes per file (10 MB). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The file picker's accept list: images, pdf, doc, docx, xls, xlsx. */
export const ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.pdf,.doc,.docx,.xls,.xlsx';

const PREFIX = '/api/attachments/';

/** The URL path a profile keeps for a stored file's key ('<user id>/<unique>/<name>'). */
export function attachmentUrl(key: string): string {
  return PREFIX + key.split('/').map(encodeURIComponent).join('/');
}

/** The storage key of an attachment URL path, or undefined when it is not one. */
export function attachmentKey(url: string): string | undefined {
  if (!url.startsWith(PREFIX)) return undefined;
  try {
    return url.slice(PREFIX.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}

/** The file name to show for an attachment entry: the last part of its key. */
export function attachmentName(url: string): string {
  const key = attachmentKey(url) ?? url;
  return key.slice(key.lastIndexOf('/') + 1);
}

/**
 * A file name safe to keep in a key and to show: the original stem with letters (any script),
 * digits, spaces and . _ ( ) - only, at most 100 characters, and the extension of the kind the
 * bytes were found to be (so 'report.exe' holding a PDF is kept as 'report.pdf').
 */
export function safeFileName(original: string, ext: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/^[\s._]+|[\s.]+$/g, '')
    .slice(0, 100)
    .trim();
  const given = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const finalExt = ext === 'jpg' && given === 'jpeg' ? 'jpeg' : ext;
  return `${stem || 'file'}.${finalExt}`;
}

/** '2.4 MB', '512 KB', '900 B'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
