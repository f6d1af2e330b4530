// Font runs over the real Noto Sans KR and SC: which font draws which characters of names in the
// four languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { type PdfFonts, pdfFonts } from './fonts.ts';
import { fontRuns, type HasGlyph } from './runs.ts';

let has: HasGlyph;
beforeAll(async () => {
  const fonts: PdfFonts = await pdfFonts();
  has = (face, codePoint) => fonts[face].regular.hasGlyphForCodePoint(codePoint);
});

describe('fontRuns', () => {
  it('Korean and Latin text is one Noto Sans KR run', () => {
    expect(fontRuns('김민준 Kim Min-jun', has)).toEqual([{ face: 'kr', text: '김민준 Kim Min-jun' }]);
  });

  it('Japanese names stay in KR, which has their kanji and kana', () => {
    expect(fontRuns('山田太郎 やまだ', has)).toEqual([{ face: 'kr', text: '山田太郎 やまだ' }]);
  });

  it('a Chinese name with a simplified character KR lacks is drawn wholly in SC', () => {
    // KR has 王 but not 伟: the whole name goes to SC, so its two characters match.
    expect(has('kr', '王'.codePointAt(0) ?? 0)).toBe(true);
    expect(has('kr', '伟'.codePointAt(0) ?? 0)).toBe(false);
    expect(fontRuns('王伟', has)).toEqual([{ face: 'sc', text: '王伟' }]);
  });

  it('mixed text changes font only where it must', () => {
    expect(fontRuns('Wang Wei 王伟 (왕웨이)', has)).toEqual([
      { face: 'kr', text: 'Wang Wei ' },
      { face: 'sc', text: '王伟 ' },
      { face: 'kr', text: '(왕웨이)' },
    ]);
  });

  it('a character neither font has falls back to KR', () => {
    expect(fontRuns('😀', has)).toEqual([{ face: 'kr', text: '😀' }]);
  });

  it('empty text has no runs', () => {
    expect(fontRuns('', has)).toEqual([]);
  });
});
