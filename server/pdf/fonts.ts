// The fonts of printed agendas and badges (docs/decisions/017-pdf-agendas.md): Noto Sans KR for
// Hangul, Latin and most Hanja and kana, Noto Sans SC for the Chinese characters KR lacks; regular
// and bold of each. Read from their packages once per process, on the first PDF, and shared by
// every document after (each document embeds only the glyphs it uses).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';

export type Face = 'kr' | 'sc';
export type Weight = 'regular' | 'bold';

/** The parsed fonts, by face and weight. */
export type PdfFonts = Record<Face, Record<Weight, fontkit.Font>>;

const FILES: Record<Face, Record<Weight, string>> = {
  kr: {
    regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  },
  sc: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

const require = createRequire(import.meta.url);

async function open(file: string): Promise<fontkit.Font> {
  // Loaded here, with the first PDF's fonts, not at start-up (PDFKit loads it then anyway).
  const { create } = await import('fontkit');
  const font = create(await readFile(require.resolve(file)));
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}

async function load(): Promise<PdfFonts> {
  const [krRegular, krBold, scRegular, scBold] = await Promise.all([
    open(FILES.kr.regular),
    open(FILES.kr.bold),
    open(FILES.sc.regular),
    open(FILES.sc.bold),
  ]);
  return { kr: { regular: krRegular, bold: krBold }, sc: { regular: scRegular, bold: scBold } };
}

let loading: Promise<PdfFonts> | undefined;

/** The fonts, read on the first call; a failed read is tried again on the next. */
export function pdfFonts(): Promise<PdfFonts> {
  loading ??= load().catch((err) => {
    loading = undefined;
    throw err;
  });
  return loading;
}
