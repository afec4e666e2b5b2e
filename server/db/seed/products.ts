// The product master and the SMS templates of the seed: the categories and products of korean.ts with
// stable codes, and the templates of the customer SMS page (two of them advertising).
import type { productCategories, products, smsTemplates } from '../schema';
import { PRODUCTS } from './korean';

/** P<category><nn>, e.g. P103 the third product of the first category. */
export const productCodeOf = (catIndex: number, nameIndex: number) => `P${catIndex + 1}${String(nameIndex + 1).padStart(2, '0')}`;

/** The code of a product name of PRODUCTS. */
export function productCodeByName(name: string): string {
  for (const [c, cat] of PRODUCTS.entries()) {
    const i = cat.names.indexOf(name);
    if (i >= 0) return productCodeOf(c, i);
  }
  throw new Error(`not a product of the seed: ${name}`);
}

export function buildProductMaster(): { categories: (typeof productCategories.$inferInsert)[]; products: (typeof products.$inferInsert)[] } {
  return {
    categories: PRODUCTS.map((c, i) => ({ catCd: c.catCd, cdNm: c.catNm, sort: i + 1 })),
    products: PRODUCTS.flatMap((c, ci) =>
      c.names.map((prdtnm, ni) => ({ prdtCd: productCodeOf(ci, ni), prdtnm, salegropCd: `SG${String(ci + 1).padStart(2, '0')}`, catCd: c.catCd, sort: ni + 1 })),
    ),
  };
}

export const SMS_TEMPLATES: readonly (typeof smsTemplates.$inferInsert)[] = [
  { cdVl1: 'SMS01', cdNm: '방문 안내', cntn: '안녕하세요, 에듀플래너입니다. 이번 주 방문 일정 안내드립니다.', adYn: 'N', sort: 1 },
  { cdVl1: 'SMS02', cdNm: '진단 결과 안내', cntn: '아이의 진단 결과가 나왔습니다. 편하신 시간에 연락 주세요.', adYn: 'N', sort: 2 },
  { cdVl1: 'SMS03', cdNm: '계약 만기 안내', cntn: '이용 중인 상품의 계약이 곧 만료됩니다. 재계약 혜택을 안내드릴게요.', adYn: 'N', sort: 3 },
  { cdVl1: 'SMS04', cdNm: '신상품 소개', cntn: '새 학기 신상품이 나왔습니다. 체험 신청은 답장 주세요.', adYn: 'Y', sort: 4 },
  { cdVl1: 'SMS05', cdNm: '이달의 혜택', cntn: '이달 가입 고객께 첫 달 이용료 할인 혜택을 드립니다.', adYn: 'Y', sort: 5 },
];
