// @vitest-environment node
// The Korean font's subset draws every glyph: a page drawn with the subset (as the PDFs embed it) is, pixel
// for pixel, the page drawn with the whole font, as poppler renders them (pdftoppm). Before the even-record
// fix, most glyphs after the first odd-length one came out blank while pdftotext still read the text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { koreanFont } from './korean-font';

const dir = mkdtempSync(join(tmpdir(), 'korean-font-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LINES = ['에듀플랜맵 나의 고객 목록 2026-03-12 10:00', '씽크빅 전래동화 전집 490,000원 × 1개 -49,000원', '김하늘 · 자녀 이서준 (24개월) 월 예상 결제 금액'];

/** The page as poppler draws it: a greyscale PGM, header stripped. */
async function rendered(subset: boolean): Promise<Buffer> {
  const kr = koreanFont();
  const doc = await PDFDocument.create();
  doc.registerFontkit(kr.fontkit);
  const font = await doc.embedFont(kr.bytes, { subset });
  const page = doc.addPage([420, 90]);
  LINES.forEach((text, i) => page.drawText(text, { x: 10, y: 70 - i * 25, size: 14, font }));
  const name = subset ? 'subset' : 'whole';
  writeFileSync(join(dir, `${name}.pdf`), await doc.save());
  execFileSync('pdftoppm', ['-gray', '-r', '72', '-singlefile', join(dir, `${name}.pdf`), join(dir, name)]);
  const pgm = readFileSync(join(dir, `${name}.pgm`));
  // P5 <w> <h> <max>\n: the pixels follow the fourth token.
  let fields = 0;
  let at = 0;
  while (fields < 4) {
    while (/\s/.test(String.fromCharCode(pgm[at]!))) at++;
    while (!/\s/.test(String.fromCharCode(pgm[at]!))) at++;
    fields++;
  }
  return pgm.subarray(at + 1);
}

describe('the Korean font subset', () => {
  it('draws the same pixels as the whole font, and draws something', async () => {
    const [subset, whole] = [await rendered(true), await rendered(false)];
    expect(subset.length).toBe(whole.length);
    const ink = (b: Buffer) => b.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);
    expect(ink(whole)).toBeGreaterThan(1_000);
    expect(ink(subset)).toBe(ink(whole));
    expect(subset.equals(whole)).toBe(true);
  }, 30_000);
});
