// Texts every area uses: network and server answers (spec 1 §8), empty results of lists still to come, the byte-length rule (spec 1 §5).
export const sharedMessages = {
  networkError: '네트워크 연결 중 오류가 발생했습니다. 다시 시도해주세요.',
  retry: '다시 시도',
  invalidRequest: '잘못된 요청입니다.',
  // Server answers (rtMsg)
  unauthorized: '로그인이 필요합니다.',
  authTokenExpired: '로그인 시간이 만료되었습니다. 다시 로그인해주세요.',
  sessionExpired: '세션이 종료되었습니다. 다시 로그인해주세요.',
  badRequest: '요청 값이 올바르지 않습니다.',
  forbidden: '권한이 없습니다.',
  notFound: '요청하신 정보를 찾을 수 없습니다.',
  underMaintenance: '서비스 점검 중입니다. 점검 시간 이후 다시 이용해주세요.',
  serverError: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  invalidClient: '지원하지 않는 클라이언트입니다.',
  emptySearch: '검색된 정보가 없습니다.',
  emptyCustomers: '등록된 고객이 없습니다. 다시 검색해 주세요.',
  emptySavedLists: '저장된 목록이 없습니다.',
  // Byte-length rule (spec 1 §5)
  maxBytes: (field: string, max: number, current: number) => `${field}의 최대 입력 길이는 ${max}입니다. 현재(${current})`,
  titleRequired: '타이틀을 입력해주세요.',
  loadMore: '더 보기',
  saved: '저장되었습니다.',
  // Idempotency keys (issue 18): the same request number sent with other content, or while the first still runs
  idempotencyKeyInvalid: '요청 번호가 올바르지 않습니다.',
  idempotencyKeyReused: '같은 요청 번호로 다른 요청을 보낼 수 없습니다.',
  // A save whose record changed on the server since it was read (rt conflict, issue 18)
  conflict: '다른 곳에서 먼저 변경된 내용이 있습니다. 두 내용을 확인하고 선택해주세요.',
  idempotencyInProgress: '앞서 보낸 요청을 처리하고 있습니다. 잠시 후 다시 시도해주세요.',
} as const;
