// The customer list as a PDF (spec 1 §7): title, print time, what the list shows, the total, then one
// row per customer (type, name, phone, address, children) on A4 pages with the column heads repeated and
// page numbers. pdf-lib has no text layout: lines are wrapped here by measured width.
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { CustomerRow } from '../../src/domain/customers/contract';
import { customersMessages as m } from '../../src/domain/customers/messages';
import { msg } from '../../src/domain/messages';
import { koreanFont } from './korean-font';
import { wrap } from './pdf-text';

/** The most rows one PDF lists; the PDF says so when the list is longer. */
export const PDF_MAX_ROWS = 2_000;

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const SIZE = 8.5;
const LINE = 11.5;
const COLUMNS = [
  { head: '구분', width: 34 },
  { head: '이름', width: 62 },
  { head: '휴대폰', width: 78 },
  { head: '주소', width: 190 },
  { head: '자녀', width: 0 },
] as const;
const GREY = rgb(0.45, 0.47, 0.52);

export interface PdfContent {
  readonly printedAt: string;
  readonly summary: readonly string[];
  readonly total: number;
  readonly rows: readonly CustomerRow[];
}

const cells = (r: CustomerRow): string[] => [
  r.custDivDetailNm,
  r.custNm,
  r.kwctlNo,
  r.kwsad1,
  r.children.map((c) => m.custChildLine(c.cdrnNm, c.cdrnSex, c.cdrnAge)).join(', '),
];

export async function renderCustomerPdf(content: PdfContent): Promise<Uint8Array> {
  const kr = koreanFont();
  const doc = await PDFDocument.create();
  doc.registerFontkit(kr.fontkit);
  doc.setTitle('나의 고객 목록');
  const font = await doc.embedFont(kr.bytes, { subset: true });
  const [w, h] = PAGE;
  const widths = COLUMNS.map((c) => c.width || w - 2 * MARGIN - COLUMNS.reduce((s, x) => s + x.width, 0));
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const text = (s: string, x: number, size = SIZE, color = rgb(0.1, 0.12, 0.16)) => page.drawText(s, { x, y, size, font, color });
  const heads = () => {
    let x = MARGIN;
    COLUMNS.forEach((c, i) => {
      text(c.head, x, SIZE, GREY);
      x += widths[i]!;
    });
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: w - MARGIN, y }, thickness: 0.6, color: GREY });
    y -= LINE;
  };
  const newPage = () => {
    page = doc.addPage(PAGE);
    pages.push(page);
    y = h - MARGIN - SIZE;
  };

  newPage();
  text('나의 고객 목록', MARGIN, 16);
  y -= 22;
  text(`출력 ${content.printedAt}`, MARGIN, SIZE, GREY);
  y -= LINE;
  for (const line of wrap(font, content.summary.join(' · '), SIZE, w - 2 * MARGIN)) {
    text(line, MARGIN, SIZE, GREY);
    y -= LINE;
  }
  const cut = content.total > content.rows.length;
  text(`${m.custTotal(content.total)}${cut ? ` · 앞의 ${content.rows.length.toLocaleString('ko-KR')}명까지 실었습니다` : ''}`, MARGIN, 10);
  y -= LINE * 1.8;
  heads();

  for (const [n, row] of content.rows.entries()) {
    const lines = cells(row).map((s, i) => wrap(font, s, SIZE, widths[i]! - 6));
    const height = Math.max(...lines.map((l) => l.length)) * LINE;
    if (y - height < MARGIN + LINE) {
      newPage();
      heads();
      // A page at a time, then the event loop: other requests are answered while a long PDF is drawn.
      await new Promise((resolve) => setImmediate(resolve));
    }
    let x = MARGIN;
    const top = y;
    lines.forEach((ls, i) => {
      ls.forEach((l, k) => {
        y = top - k * LINE;
        text(l, x);
      });
      x += widths[i]!;
    });
    y = top - height;
    if (n < content.rows.length - 1) page.drawLine({ start: { x: MARGIN, y: y + LINE - 3 }, end: { x: w - MARGIN, y: y + LINE - 3 }, thickness: 0.2, color: rgb(0.85, 0.86, 0.9) });
  }
  if (content.rows.length === 0) text(msg.emptyCustomers, MARGIN);
  pages.forEach((p, i) => {
    const label = `${i + 1} / ${pages.length}`;
    p.drawText(label, { x: w - MARGIN - font.widthOfTextAtSize(label, 8), y: MARGIN / 2, size: 8, font, color: GREY });
  });
  return doc.save();
}
