// The FAQ list (spec 3 §7 FAQ list, §3 FAQ item): by category, ten at a time; answers are HTML the
// screen sanitises before rendering.
import { Schema } from 'effect';
import { pagedCall } from '../shared/paged';

export const FAQ_CATEGORIES = [
  { code: 'CFD00', label: '전체' },
  { code: 'CFD01', label: '앱' },
  { code: 'CFD02', label: '인사' },
  { code: 'CFD03', label: '시스템' },
  { code: 'CFD04', label: '교육' },
  { code: 'CFD05', label: '서비스' },
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['code'];
export const FAQ_PAGE_SIZE = 10;

export const FaqItem = Schema.Struct({ divCd: Schema.String, divNm: Schema.String, sqno: Schema.Int, titl: Schema.String, cntn: Schema.String });
export type FaqItem = typeof FaqItem.Type;

/** CFD00 lists every category. */
export const faqList = pagedCall({
  path: 'faq/list',
  auth: 'session',
  row: FaqItem,
  maxOffset: 10_000,
  filters: { divCd: Schema.Literals(FAQ_CATEGORIES.map((c) => c.code)) },
});
