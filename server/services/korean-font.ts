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

interface TtfSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
}

/**
 * @pdf-lib/fontkit writes a small subset's loca in the short format, which halves every offset, but copies
 * the glyph records as they are: after a record of odd length every later glyph is drawn from the wrong
 * bytes (blank in poppler and most viewers; pdftotext still reads the text). Padding each record to an even
 * length, as the format asks, keeps the halved offsets exact (upstream fontkit 1.8 fixed it the same way).
 */
function evenGlyphSubset(subset: unknown): unknown {
  const s = subset as TtfSubset;
  const add = s._addGlyph;
  if (typeof add !== 'function') return subset;
  s._addGlyph = function (this: TtfSubset, gid: number) {
    const at = add.call(this, gid);
    const record = this.glyf[at]!;
    if (record.length % 2 === 1) {
      // The same Buffer class as the record (fontkit bundles its own and accepts only that).
      const padded = (record.constructor as unknown as { alloc(n: number): Uint8Array }).alloc(record.length + 1);
      padded.set(record);
      this.glyf[at] = padded;
      this.offset += 1;
    }
    return at;
  };
  return subset;
}

export function koreanFont(): KoreanFont {
  if (loaded) return loaded;
  const bytes = readFileSync(createRequire(import.meta.url).resolve(FONT_FILE));
  const parsed = fontkit.create(bytes) as unknown as { glyphForCodePoint(cp: number): unknown; createSubset(): unknown };
  const direct = Object.create(parsed) as typeof parsed & { layout(text: string): { glyphs: unknown[] } };
  direct.layout = (text: string) => ({ glyphs: Array.from(text, (ch) => parsed.glyphForCodePoint(ch.codePointAt(0)!)) });
  (direct as unknown as { createSubset(): unknown }).createSubset = () => evenGlyphSubset(parsed.createSubset.call(direct));
  loaded = { bytes, fontkit: { create: () => direct } as unknown as typeof fontkit };
  return loaded;
}
