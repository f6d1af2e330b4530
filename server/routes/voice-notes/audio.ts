// What a recording is, from its bytes, and which part of it a Range request asks for.

export interface AudioKind {
  /** The content type the recording is stored and served with. */
  mime: string;
  /** The extension its file gets. */
  ext: string;
}

const ascii = (bytes: Buffer, at: number, text: string) =>
  bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

/**
 * The kind of a recording, or undefined when the bytes are not one the recorder makes or an
 * engine reads: WebM (EBML 1A 45 DF A3; Chrome, Firefox), Ogg (Firefox), MP4 (Safari), WAV, MP3.
 */
export function sniffAudio(bytes: Buffer): AudioKind | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return { mime: 'audio/webm', ext: 'webm' };
  if (ascii(bytes, 0, 'OggS')) return { mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(bytes, 4, 'ftyp')) return { mime: 'audio/mp4', ext: 'm4a' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { mime: 'audio/wav', ext: 'wav' };
  // An ID3 tag, or an MPEG audio frame header (11 sync bits, layer III).
  if (ascii(bytes, 0, 'ID3') || (bytes[0] === 0xff && (bytes[1] & 0xe6) === 0xe2))
    return { mime: 'audio/mpeg', ext: 'mp3' };
  return undefined;
}

/**
 * The byte range of a `Range: bytes=…` header over a file of `size` bytes: { start, end }
 * (inclusive), 'unsatisfiable' when it lies past the end, or undefined to send the whole file
 * (no header, another unit, several ranges, or a malformed one).
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    // A suffix: the last n bytes.
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
