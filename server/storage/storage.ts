// File storage behind one interface: a local folder by default, an S3-compatible bucket when configured.
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

export interface Storage {
  /**
   * Writes a file under `key`; an existing file of that key is replaced. A stream with its `size`
   * given is sent as it is read (a background job's file of hundreds of MB); without, an S3
   * bucket reads it whole first.
   */
  put(key: string, body: Buffer | Readable, contentType: string, size?: number): Promise<void>;
  /** The file of `key`, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file of `key`; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Bytes held in total (shown on the admin settings page). */
  usedBytes(): Promise<number>;
}

/**
 * Keys are made by the server ('<user id>/<unique>/<name>'): slash-separated segments, none
 * empty, '.' or '..', and no backslash or control character, so a key can never leave its folder.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}
