// What the server answers (rtMsg) when a customer-list call is refused for a reason the user can act on.
export const customersRefusals = {
  adQuietHours: '광고성 문자는 오후 9시부터 다음 날 오전 8시까지 보낼 수 없습니다.',
  adNoConsent: '마케팅 수신에 동의한 지 12개월이 지나지 않은 고객이 없어 광고 문자를 보내지 않았습니다.',
  savedListLimit: '저장할 수 있는 목록은 최대 100개입니다.',
  pdfLinkExpired: '링크가 만료되었습니다. 앱에서 다시 열어 주세요.',
  pdfLinkInvalid: '유효하지 않은 링크입니다. 앱에서 다시 열어 주세요.',
  // Memos (spec 2 §4, §6): edit and delete only when amntPsblYn is Y, and only the writer's own.
  memoLocked: '수정하거나 삭제할 수 없는 메모입니다.',
  memoNotAuthor: '본인이 작성한 메모만 수정하거나 삭제할 수 있습니다.',
} as const;
