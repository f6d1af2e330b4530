// Drawing text of the four languages into a PDF: every string is split into font runs
// (runs.ts) and each run drawn in its face right after the one before. We measure and place the
// text ourselves, one line at a time, because PDFKit wraps within one font only.
import type { PdfFonts, Weight } from './fonts.ts';
import { fontRuns, type Run } from './runs.ts';

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export interface LineOptions {
  /** Room for the line; without it the line is drawn whole. */
  width?: number;
  /** Shrink the size down to this before cutting the text with '…' (default: no shrinking). */
  minSize?: number;
  align?: 'left' | 'center' | 'right';
}

export interface Pen {
  /** Width of `text` in points. */
  width(text: string, style: TextStyle): number;
  /** One line with its baseline at `y`; returns the font size it was drawn at. */
  line(text: string, x: number, y: number, style: TextStyle, options?: LineOptions): number;
  /** `text` broken into lines no wider than `width` (nothing is drawn). */
  wrap(text: string, width: number, style: TextStyle): string[];
  /**
   * `text` wrapped into `width`, first baseline at `y`, `leading` points apart, at most `maxLines`
   * (the last cut with '…'); returns the number of lines drawn.
   */
  lines(text: string, x: number, y: number, width: number, style: TextStyle, maxLines: number, leading: number): number;
}

const ELLIPSIS = '…';
// Break opportunities: between Chinese characters and kana, and at spaces; other words stay whole
// unless one alone is wider than the line.
const TOKENS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|\s+|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

const fontName = (face: string, weight: Weight) => `${face}-${weight}`;

/** A pen for `doc`: registers the four fonts under short names and draws with them. */
export function createPen(doc: PDFKit.PDFDocument, fonts: PdfFonts): Pen {
  for (const face of ['kr', 'sc'] as const) {
    for (const weight of ['regular', 'bold'] as const) {
      // PDFKit takes a parsed fontkit font as well as its bytes; its types only list the bytes.
      doc.registerFont(fontName(face, weight), fonts[face][weight] as unknown as PDFKit.Mixins.PDFFontSource);
    }
  }
  const runsCache = new Map<string, Run[]>();
  const runsOf = (text: string) => {
    let runs = runsCache.get(text);
    if (!runs) {
      runs = fontRuns(text, (face, codePoint) => fonts[face].regular.hasGlyphForCodePoint(codePoint));
      runsCache.set(text, runs);
    }
    return runs;
  };
  const use = (run: Run, style: TextStyle) =>
    doc.font(fontName(run.face, style.bold ? 'bold' : 'regular')).fontSize(style.size);

  const width = (text: string, style: TextStyle) =>
    runsOf(text).reduce((sum, run) => sum + use(run, style).widthOfString(run.text), 0);

  const draw = (text: string, x: number, y: number, style: TextStyle) => {
    let cx = x;
    doc.fillColor(style.color ?? '#000');
    for (const run of runsOf(text)) {
      use(run, style).text(run.text, cx, y, { lineBreak: false, baseline: 'alphabetic' });
      cx += doc.widthOfString(run.text);
    }
  };

  /** The longest start of `text` that fits `room` with '…' after it. */
  const cut = (text: string, room: number, style: TextStyle) => {
    const chars = [...text];
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (width(chars.slice(0, mid).join('').trimEnd() + ELLIPSIS, style) <= room) lo = mid;
      else hi = mid - 1;
    }
    return chars.slice(0, lo).join('').trimEnd() + ELLIPSIS;
  };

  const line: Pen['line'] = (text, x, y, style, options = {}) => {
    const room = options.width;
    let size = style.size;
    let shown = text;
    if (room !== undefined) {
      const min = options.minSize ?? style.size;
      while (size > min && width(text, { ...style, size }) > room) size = Math.max(min, size - 0.5);
      if (width(text, { ...style, size }) > room) shown = cut(text, room, { ...style, size });
    }
    const sized = { ...style, size };
    const w = options.align && options.align !== 'left' && room !== undefined ? width(shown, sized) : 0;
    const left =
      options.align === 'right' ? x + (room ?? 0) - w : options.align === 'center' ? x + ((room ?? 0) - w) / 2 : x;
    draw(shown, left, y, sized);
    return size;
  };

  const wrap: Pen['wrap'] = (text, room, style) => {
    const out: string[] = [];
    let current = '';
    const push = () => {
      out.push(current.trimEnd());
      current = '';
    };
    for (const token of text.match(TOKENS) ?? []) {
      if (width(current + token, style) <= room) {
        current += token;
        continue;
      }
      if (current.trim()) push();
      if (/^\s+$/.test(token)) continue;
      if (width(token, style) <= room) {
        current = token;
        continue;
      }
      // A word wider than the line: as many characters as fit on each line.
      for (const char of token) {
        if (current && width(current + char, style) > room) push();
        current += char;
      }
    }
    if (current.trim()) push();
    return out;
  };

  const lines: Pen['lines'] = (text, x, y, room, style, maxLines, leading) => {
    const all = wrap(text, room, style);
    const shown = all.slice(0, maxLines);
    if (all.length > maxLines) {
      const rest = all.slice(maxLines - 1).join(' ');
      shown[maxLines - 1] = width(rest, style) <= room ? rest : cut(rest, room, style);
    }
    shown.forEach((text, i) => {
      draw(text, x, y + i * leading, style);
    });
    return shown.length;
  };

  return { width, line, wrap, lines };
}
