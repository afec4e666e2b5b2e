// The plan map as a PDF (spec 3 §2 view as pdf): the customer and child, each saved plan (when, its products
// with quantities and prices, the "why this price" steps the cart showed, the monthly payment), then the
// products held per category, on A4 pages with page numbers. pdf-lib has no layout: rows are wrapped here.
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { cartMessages } from '../../src/domain/cart/messages';
import { planMapMessages } from '../../src/domain/plan-map/messages';
import { koreanFont } from './korean-font';
import { wrap } from './pdf-text';
import type { PlanPdfHeld, PlanPdfPlan } from './plan-pdf-content';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const SIZE = 9;
const LINE = 13;
const INK = rgb(0.1, 0.12, 0.16);
const GREY = rgb(0.45, 0.47, 0.52);
const won = new Intl.NumberFormat('ko-KR');

/** The document's own labels (the app's screens have no such page; the cart's and the map's texts are reused). */
const TEXT = {
  customer: '고객',
  child: '자녀',
  self: '본인',
  printed: '출력',
  plans: (n: number) => `저장된 플랜 ${n}건`,
  plan: (i: number, at: string) => `플랜 ${i} · ${at} 저장`,
  noPlans: '저장된 플랜이 없습니다.',
  qty: (n: number) => `${n}개`,
  monthly: (months: number) => `${cartMessages.whyMonthly} (${months}개월)`,
  held: '보유 상품',
  heldCategory: (name: string, n: number) => `${name} ${n}개`,
  noHeld: '보유 상품이 없습니다.',
  period: (from: string, to: string) => `${from} ~ ${to}`,
} as const;

export interface PlanPdfContent {
  readonly printedAt: string;
  readonly customerName: string;
  /** null: the plan is the customer's own. */
  readonly childName: string | null;
  readonly plans: readonly PlanPdfPlan[];
  readonly held: readonly PlanPdfHeld[];
}

const amount = (n: number) => `${n < 0 ? '-' : ''}${won.format(Math.abs(n))}원`;

/** One cell of a row: its text from x, at most width wide; right-aligned cells end at x + width. */
interface Cell {
  readonly text: string;
  readonly x: number;
  readonly width: number;
  readonly right?: boolean;
}

export async function renderPlanPdf(content: PlanPdfContent): Promise<Uint8Array> {
  const kr = koreanFont();
  const doc = await PDFDocument.create();
  doc.registerFontkit(kr.fontkit);
  doc.setTitle(planMapMessages.planMapTitle);
  const font = await doc.embedFont(kr.bytes, { subset: true });
  const [w, h] = PAGE;
  const inner = w - 2 * MARGIN;
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage(PAGE);
    pages.push(page);
    y = h - MARGIN - SIZE;
  };
  /** One row of cells, wrapped, on a new page when it does not fit. */
  const row = (cells: readonly Cell[], size = SIZE, color = INK, after = 0) => {
    const lines = cells.map((c) => wrap(font, c.text, size, c.width));
    const height = Math.max(...lines.map((l) => l.length)) * (size + 4);
    if (y - height < MARGIN + LINE) newPage();
    cells.forEach((c, i) =>
      lines[i]!.forEach((l, k) => {
        const x = c.right ? c.x + c.width - font.widthOfTextAtSize(l, size) : c.x;
        page.drawText(l, { x, y: y - k * (size + 4), size, font, color });
      }),
    );
    y -= height + after;
  };
  const text = (s: string, size = SIZE, color = INK, after = 0, indent = 0) => row([{ text: s, x: MARGIN + indent, width: inner - indent }], size, color, after);
  const rule = () => {
    page.drawLine({ start: { x: MARGIN, y: y + LINE - 4 }, end: { x: w - MARGIN, y: y + LINE - 4 }, thickness: 0.4, color: GREY });
    y -= 4;
  };
  // Label on the left, amount right-aligned at the margin.
  const money = (label: string, n: number, indent: number, size = SIZE) =>
    row([{ text: label, x: MARGIN + indent, width: inner - indent - 110 }, { text: amount(n), x: w - MARGIN - 110, width: 110, right: true }], size);

  newPage();
  text(planMapMessages.planMapTitle, 16, INK, 8);
  text(`${TEXT.customer} ${content.customerName} · ${TEXT.child} ${content.childName ?? TEXT.self}`, 11, INK, 2);
  text(`${TEXT.printed} ${content.printedAt}`, SIZE, GREY, 10);

  text(TEXT.plans(content.plans.length), 12, INK, 4);
  if (content.plans.length === 0) text(TEXT.noPlans, SIZE, GREY, 8);
  for (const [i, plan] of content.plans.entries()) {
    rule();
    text(TEXT.plan(i + 1, plan.savedAt), 10.5, INK, 3);
    for (const p of plan.products)
      row([
        { text: p.prdtnm, x: MARGIN + 8, width: inner - 8 - 230 },
        { text: TEXT.qty(p.prchCnt), x: w - MARGIN - 230, width: 40, right: true },
        { text: amount(p.prdtAmt), x: w - MARGIN - 180, width: 70, right: true },
        { text: amount(p.prdtAmt * p.prchCnt), x: w - MARGIN - 110, width: 110, right: true },
      ]);
    y -= 4;
    text(cartMessages.whyTitle, SIZE, GREY, 1, 8);
    for (const s of plan.steps) money(s.label, s.amount, 16);
    money(TEXT.monthly(plan.mntsCnt), plan.monthAmt, 8, 10.5);
    y -= 10;
  }

  y -= 6;
  text(TEXT.held, 12, INK, 4);
  if (content.held.length === 0) text(TEXT.noHeld, SIZE, GREY);
  for (const cat of content.held) {
    text(TEXT.heldCategory(cat.catNm, cat.products.length), 10, INK, 1, 0);
    for (const p of cat.products)
      row([{ text: p.prdtnm, x: MARGIN + 8, width: inner - 8 - 160 }, { text: TEXT.period(p.concdt, p.expiry), x: w - MARGIN - 160, width: 160, right: true }]);
    y -= 4;
  }

  pages.forEach((p, i) => {
    const label = `${i + 1} / ${pages.length}`;
    p.drawText(label, { x: w - MARGIN - font.widthOfTextAtSize(label, 8), y: MARGIN / 2, size: 8, font, color: GREY });
  });
  return doc.save();
}
