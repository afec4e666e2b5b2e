// The cart's texts (spec 3 §2 cart, §5 cart rules, §8) and the "why this price" breakdown's lines (issue 17).
// The spec's Korean verbatim where it gives one; the others are marked in comments.
const won = new Intl.NumberFormat('ko-KR');
const w = (n: number) => `${won.format(n)}원`;

export const cartMessages = {
  cartQtyMax: '최대 10개까지 가능합니다.',
  cartBelowZero: '구매 금액이 0보다 작습니다.',
  cartDiscountWarning: '선택했던 상품이 해제될 수 있습니다.',
  cartNote: '예상 결제 금액은 실제 계약 금액과 다를 수 있습니다.',
  // the breakdown (not in the spec: issue 17's "why this price" panel)
  whyTitle: '결제 금액 계산 방법',
  whyLine: (name: string, qty: number, unit: number) => `${name} ${w(unit)} × ${qty}개`,
  whyOwnDiscount: (name: string, perUnit: number, qty: number) => `${name} 상품 할인 ${w(perUnit)} × ${qty}개`,
  whyProductDiscount: (name: string, rate: number) => `${name} ${rate}% 할인`,
  whyNewAmount: '신규 구매 금액',
  whyCoupon: (title: string) => `${title} 할인`,
  whyPrepaid: '선납금',
  whyMileage: '마일리지 사용',
  whyPayable: '할부 대상 금액',
  whyMonths: (months: number, exact: number) => `${months}개월로 나누면 월 ${won.format(Math.floor(exact))}원${Number.isInteger(exact) ? '' : '(소수점 이하 버림)'}`,
  whyRounding: (dropped: number) => `10원 단위 미만 ${w(dropped)} 버림`,
  whyMonthly: '월 예상 결제 금액',
} as const;
