// Text in runs of one font each (docs/decisions/017-pdf-agendas.md): no single font has every
// Korean, Chinese and Japanese character, so each character goes to the first font that has its
// glyph, Noto Sans KR before Noto Sans SC.
import type { Face } from './fonts.ts';

/** A stretch of text drawn in one face. */
export interface Run {
  face: Face;
  text: string;
}

/** Does `face` have a glyph for the code point? */
export type HasGlyph = (face: Face, codePoint: number) => boolean;

const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const SPACE = /\s/u;

/**
 * `text` split into runs: KR when it has the glyph, else SC when that has it, else KR (which shows
 * its empty box). A word of Chinese characters or kana stays in one face when SC has all of it
 * and KR lacks some, so a Chinese name never mixes the Korean and the Chinese forms of its
 * characters; a space takes the face before it, so words do not break into runs.
 */
export function fontRuns(text: string, has: HasGlyph): Run[] {
  const chars = [...text];
  const code = (i: number) => chars[i].codePointAt(0) ?? 0;
  const faces: Face[] = chars.map((_, i) => (has('kr', code(i)) || !has('sc', code(i)) ? 'kr' : 'sc'));
  for (let i = 0; i < chars.length; ) {
    if (!IDEOGRAPHIC.test(chars[i])) {
      i++;
      continue;
    }
    let end = i;
    while (end < chars.length && IDEOGRAPHIC.test(chars[end])) end++;
    const needsSc = faces.slice(i, end).includes('sc');
    if (needsSc && chars.slice(i, end).every((_, k) => has('sc', code(i + k)))) faces.fill('sc', i, end);
    i = end;
  }
  for (let i = 1; i < chars.length; i++) {
    if (SPACE.test(chars[i]) && has(faces[i - 1], code(i))) faces[i] = faces[i - 1];
  }
  const runs: Run[] = [];
  chars.forEach((char, i) => {
    const last = runs.at(-1);
    if (last?.face === faces[i]) last.text += char;
    else runs.push({ face: faces[i], text: char });
  });
  return runs;
}
