import { describe, expect, it } from 'vitest';
import { attachmentKey, attachmentName, attachmentUrl, formatBytes, safeFileName } from './attachments.ts';

describe('safeFileName', () => {
  it('keeps an ordinary name', () => expect(safeFileName('Brochure 2026.pdf', 'pdf')).toBe('Brochure 2026.pdf'));
  it('keeps letters of any script', () => expect(safeFileName('회사소개서.pdf', 'pdf')).toBe('회사소개서.pdf'));
  it('takes the extension from the detected kind', () => expect(safeFileName('evil.exe', 'pdf')).toBe('evil.pdf'));
  it('keeps .jpeg for a JPEG', () => expect(safeFileName('photo.JPEG', 'jpg')).toBe('photo.jpeg'));
  it('drops folders and path tricks', () => {
    expect(safeFileName('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(safeFileName('C:\\Users\\me\\a.png', 'png')).toBe('a.png');
  });
  it('replaces markup and control characters', () =>
    expect(safeFileName('<script>\u0000x".pdf', 'pdf')).toBe('script_x_.pdf'));
  it('names a nameless file', () => {
    expect(safeFileName('', 'png')).toBe('file.png');
    expect(safeFileName('...', 'png')).toBe('file.png');
  });
  it('limits the length', () => expect(safeFileName(`${'a'.repeat(300)}.pdf`, 'pdf')).toHaveLength(104));
});

describe('attachment URLs', () => {
  const key = 'u1/123-abc/회사 소개.pdf';
  it('round-trips a key through its URL', () => {
    const url = attachmentUrl(key);
    expect(url).toBe('/api/attachments/u1/123-abc/%ED%9A%8C%EC%82%AC%20%EC%86%8C%EA%B0%9C.pdf');
    expect(attachmentKey(url)).toBe(key);
    expect(attachmentName(url)).toBe('회사 소개.pdf');
  });
  it('refuses what is not an attachment URL', () => {
    expect(attachmentKey('https://example.com/x.pdf')).toBeUndefined();
    expect(attachmentKey('/api/attachments/%E0%A4%A')).toBeUndefined();
  });
});

describe('formatBytes', () => {
  it('picks a unit', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
