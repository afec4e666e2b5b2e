// Notices (spec 1 §2, §8).
export const noticeMessages = {
  emptyNotices: '등록된 공지사항이 없습니다.',
  noticeTotal: (n: number) => `총 ${n}건`,
  noticeUrgent: '긴급',
  noticeSearchLabel: '공지사항 검색',
  noticeBackToList: '목록',
  noticeFiles: '첨부파일',
} as const;
