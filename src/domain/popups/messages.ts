// Notice popups (spec 1 §4).
export const popupsMessages = {
  popupHideToday: '오늘하루열지않음',
  popupHideForever: '다시열지않음',
  popupClose: '닫기',
  popupLabel: '공지 팝업',
} as const;
