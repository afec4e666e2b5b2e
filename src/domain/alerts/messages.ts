// Alerts (spec 1 §2 alerts list, §8).
export const alertsMessages = {
  emptyAlerts: '수신된 알림이 없습니다.',
  // Alerts (spec 1 §2 alerts list, §8)
  alertListLabel: '알림 목록',
  alertDelete: (title: string) => `알림 삭제: ${title}`,
  alertDeleteAll: '전체 삭제',
  alertDeleteAllConfirm: '받은 알림을 모두 삭제하시겠습니까?',
  alertCustomers: '관련 고객',
  alertSentAt: '받은 시각',
} as const;
