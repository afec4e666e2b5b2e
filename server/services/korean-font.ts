// The Korean font of the server's PDFs (Noto Sans KR, from @expo-google-fonts/noto-sans-kr; STACK.md §11):
// read and parsed once per process, on first use, never bundled. pdf-lib shapes text through fontkit's
// layout, which is slow for a font this size and does nothing Korean needs (precomposed syllables, no
// ligatures); the font given to pdf-lib maps characters to glyphs straight through the cmap instead.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

const FONT_FILE = '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf';

export interface KoreanFont {
  /** The TTF bytes (pdf-lib embeds a subset of it). */
  readonly bytes: Uint8Array;
  /** What to give PDFDocument.registerFontkit: answers the parsed font, whatever bytes it is handed. */
  readonly fontkit: typeof fontkit;
}

let loaded: KoreanFont | null = null;

export function koreanFont(): KoreanFont {
  if (loaded) return loaded;
  const bytes = readFileSync(createRequire(import.meta.url).resolve(FONT_FILE));
  const parsed = fontkit.create(bytes) as unknown as { glyphForCodePoint(cp: number): unknown };
  const direct = Object.create(parsed) as typeof parsed & { layout(text: string): { glyphs: unknown[] } };
  direct.layout = (text: string) => ({ glyphs: Array.from(text, (ch) => parsed.glyphForCodePoint(ch.codePointAt(0)!)) });
  loaded = { bytes, fontkit: { create: () => direct } as unknown as typeof fontkit };
  return loaded;
}
