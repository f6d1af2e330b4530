import { describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes } from '../../test/attachment-factories.ts';
import { webmBytes } from '../../test/voice-note-factories.ts';
import { byteRange, sniffAudio } from './audio.ts';

describe('sniffAudio', () => {
  it.each([
    ['WebM', webmBytes(), 'audio/webm', 'webm'],
    ['Ogg', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(20)]), 'audio/ogg', 'ogg'],
    [
      'MP4',
      Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypmp42'), Buffer.alloc(20)]),
      'audio/mp4',
      'm4a',
    ],
    [
      'WAV',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(20)]),
      'audio/wav',
      'wav',
    ],
    ['MP3 with a tag', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(20)]), 'audio/mpeg', 'mp3'],
    ['MP3 frame', Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(20)]), 'audio/mpeg', 'mp3'],
  ])('knows %s from its bytes', (_, bytes, mime, ext) => {
    expect(sniffAudio(bytes)).toEqual({ mime, ext });
  });

  it.each([
    ['a PDF', pdfBytes()],
    ['a PNG', pngBytes()],
    [
      'a RIFF that is not WAVE (WebP)',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]),
    ],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['too few bytes', Buffer.from([0x1a, 0x45, 0xdf, 0xa3])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_, bytes) => {
    expect(sniffAudio(bytes)).toBeUndefined();
  });
});

describe('byteRange', () => {
  it('reads start-end, open ends and suffixes, clamped to the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('is unsatisfiable past the end', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('sends the whole file for no range, several ranges, other units or nonsense', () => {
    for (const h of [undefined, '', 'bytes=0-1,5-9', 'items=0-1', 'bytes=-', 'bytes=5-2', 'bytes=a-b'])
      expect(byteRange(h, 1000)).toBeUndefined();
  });
});
