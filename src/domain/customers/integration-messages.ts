// The customer integration screen's texts (spec 2 §2 customer integration, §5 integration, §8).
export const customerIntegrationMessages = {
  custIntegrationTitle: '고객 통합',
  custMenuIntegration: '고객 통합',
  custIntegrationTotal: (n: number) => `총 ${new Intl.NumberFormat('ko-KR').format(n)}건`,
  custIntegrationListLabel: '통합할 가망고객과 계약고객',
  custIntegrationEmpty: '통합할 고객이 없습니다.',
  /** More pairs than one page: the rest follow once these are integrated. */
  custIntegrationFirstPage: (shown: number) => `먼저 ${shown}건을 보여드립니다. 통합하면 다음 고객이 이어서 표시됩니다.`,
  /** A pair's radio, as read out: the prospect's badge and name, the contract customer's name, the phone. */
  custIntegrationPair: (badge: string, prospect: string, contract: string, phone: string) => `${badge} ${prospect}, 계약 ${contract}, ${phone}`,
  custIntegrationIntegrate: '통합',
  custIntegrationCancel: '취소',
  custIntegrationConfirm: '선택한 고객을 통합하시겠습니까?',
  custIntegrationCancelConfirm: '고객 통합을 취소하시겠습니까?',
  custIntegrationChoose: '통합할 고객을 선택해주세요.',
  custIntegrationFailed: '고객 통합에 실패했습니다.',
  custIntegrationDone: '고객 통합이 완료되었습니다.',
  /** Refusals (server). */
  custIntegrationGone: '이미 통합되었거나 통합할 수 없는 고객입니다.',
  custIntegrationChildLimit: '두 고객의 자녀가 5명을 넘어 통합할 수 없습니다.',
  custIntegrationDuplicate: '같은 가망고객을 두 번 통합할 수 없습니다.',
} as const;
