// The outbox's Korean texts (issue 18): the pending-saves indicator, each entry's state, the discard
// question, the conflict choice, what a save is (its label), and the note when saves are not kept on this device.
export const outboxMessages = {
  outboxQueued: '대기 중',
  outboxSyncing: '전송 중',
  outboxSent: '전송됨',
  outboxFailed: '실패',
  outboxConflict: '충돌',
  /** The indicator: how many saves wait to be sent. */
  outboxPending: (count: number) => `저장 대기 ${count}건`,
  outboxOffline: '오프라인: 연결되면 자동으로 전송합니다.',
  /** The indicator's second half, by the outbox's mode. */
  outboxModeOffline: '오프라인',
  outboxModeSignIn: '로그인 필요',
  outboxSignInNeeded: '다시 로그인하면 대기 중인 저장을 전송합니다.',
  outboxNotKept: '이 브라우저에서는 대기 중인 저장이 새로고침 후 유지되지 않습니다.',
  outboxRetry: '다시 전송',
  outboxDiscard: '삭제',
  outboxDiscardConfirm: '전송하지 않은 저장을 삭제하시겠습니까? 삭제한 내용은 되돌릴 수 없습니다.',
  outboxKeepMine: '내 내용으로 저장',
  outboxKeepTheirs: '서버 내용 유지',
  outboxQueuedNotice: '네트워크 연결이 없어 저장을 대기열에 보관했습니다. 연결되면 자동으로 전송합니다.',
  // What an entry saves (its label)
  outboxLabelSchedule: '일정 저장',
  outboxLabelScheduleDelete: '일정 삭제',
  outboxLabelScheduleDone: '일정 완료',
  outboxLabelMemo: '메모 저장',
  outboxLabelMemoDelete: '메모 삭제',
  outboxLabelCustomer: '고객 정보 저장',
  outboxLabelSettings: '설정 저장',
  outboxLabelPlan: '플랜 저장',
  outboxLabelBusinessPlan: '사업계획 저장',
  outboxLabelSurvey: '설문 저장',
  outboxLabelSave: '저장',
} as const;
