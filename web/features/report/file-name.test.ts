import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './file-name.ts';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name', () => {
    const header = `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent('서울 엑스포 보고서.pdf')}`;
    expect(fileNameFromDisposition(header, 'x.pdf')).toBe('서울 엑스포 보고서.pdf');
  });

  it('takes the plain name, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename="seoul-expo-report.pdf"', 'x.pdf')).toBe(
      'seoul-expo-report.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.pdf', 'x.pdf')).toBe('plain.pdf');
  });

  it('falls back when there is no header or no name', () => {
    expect(fileNameFromDisposition(null, 'report.pdf')).toBe('report.pdf');
    expect(fileNameFromDisposition('attachment', 'report.pdf')).toBe('report.pdf');
  });

  it('keeps the plain name when the UTF-8 one is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`, 'x.pdf')).toBe(
      'a.pdf',
    );
  });
});
