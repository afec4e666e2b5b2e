// The branch head's purchase history and recruiting info popups (spec 2 §2, §8).
export const centreRecordsMessages = {
  buyTitle: '구매 이력',
  buyNone: '구매 이력이 없습니다.',
  buyColumns: { centre: '센터', customer: '고객명', address: '주소', products: '구매 상품', mark: '이력 관리' },
  /** The per-purchase history toggle, named by its centre and products (a row has no other name). */
  buyMarkOf: (centre: string, products: string) => `${centre} ${products} 이력 관리`,
  recruitTitle: '리크루팅 정보',
  recruitNone: '리크루팅 이력이 없습니다.',
  recruitColumns: { centre: '센터', regDate: '등록일' },
  centreRecordsCount: (n: number) => `총 ${n}건`,
  centreRecordsConfirm: '확인',
} as const;
