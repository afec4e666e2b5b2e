// The FAQ screen's texts (spec 3 §2 FAQ).
export const faqMessages = {
  faqEmpty: '검색된 정보가 없습니다.',
  faqTabsLabel: 'FAQ 분류',
  faqListLabel: '자주 묻는 질문',
} as const;
