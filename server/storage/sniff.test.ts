import { describe, expect, it } from 'vitest';
import {
  compoundBytes,
  docxBytes,
  elfBytes,
  exeBytes,
  gifBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  webpBytes,
  xlsxBytes,
  zipBytes,
} from '../test/attachment-factories.ts';
import { sniffAttachment } from './sniff.ts';

describe('sniffAttachment', () => {
  it.each([
    ['png', pngBytes(), 'image/png'],
    ['jpg', jpegBytes(), 'image/jpeg'],
    ['gif', gifBytes(), 'image/gif'],
    ['webp', webpBytes(), 'image/webp'],
    ['pdf', pdfBytes(), 'application/pdf'],
    ['docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', xlsxBytes(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['doc', compoundBytes('WordDocument'), 'application/msword'],
    ['xls', compoundBytes('Workbook'), 'application/vnd.ms-excel'],
    ['xls', compoundBytes('Book'), 'application/vnd.ms-excel'],
  ])('knows %s from its bytes', async (ext, bytes, mime) => {
    expect(await sniffAttachment(bytes)).toEqual({ ext, mime });
  });

  it.each([
    ['a Linux executable', elfBytes()],
    ['a Windows executable', exeBytes()],
    ['a plain zip', zipBytes({ 'readme.txt': 'hi' })],
    ['a compound file that is neither Word nor Excel', compoundBytes('PowerPoint Document')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG (can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['plain text', Buffer.from('just text')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_, bytes) => {
    expect(await sniffAttachment(bytes)).toBeUndefined();
  });
});
