// The Korean message catalogue: every text a user reads that a rule or a test also names.
// Screens and tests import from here, so a message is written once.
export const msg = {
  // Login (spec 1 §5, §8)
  loginIdRequired: '아이디를 입력해주세요.',
  loginPasswordRequired: '비밀번호를 입력해주세요.',
  loginFailed: '아이디 또는 비밀번호가 일치하지 않습니다.',
  loginLocked: (minutes: number) => `로그인 시도 횟수를 초과했습니다. ${minutes}분 후 다시 시도해주세요.`,
  deviceId: (id: string) => `기기 ID: ${id}`,
  // Errors (spec 1 §8)
  networkError: '네트워크 연결 중 오류가 발생했습니다. 다시 시도해주세요.',
  invalidRequest: '잘못된 요청입니다.',
  serviceUnavailable: '서비스에 접속할 수 없습니다',
  serviceUnavailableDetail: '일시적인 기술 문제로 서비스에 접속할 수 없습니다. 잠시 후 다시 시도해주세요.',
  appOnly: '앱에서만 이용할 수 있는 서비스입니다',
  appOnlyDetail: 'EduPlanner 앱을 설치한 뒤 앱에서 접속해주세요.',
  updateRequired: '정상적인 서비스를 이용하기 위해서는 앱을 업데이트해야 합니다.',
  userInfoChanged: '사용자 정보가 변경되어 로그아웃됩니다. 다시 로그인해주세요.',
  logoutConfirm: '로그아웃 하시겠습니까?',
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
  // Empty results (spec 1 §8)
  emptySchedule: '등록된 일정이 없습니다.',
  emptyEducation: '진행중인 교육이 없습니다.',
  emptyAlerts: '수신된 알림이 없습니다.',
  emptySearch: '검색된 정보가 없습니다.',
  emptyCustomers: '등록된 고객이 없습니다. 다시 검색해 주세요.',
  emptySavedLists: '저장된 목록이 없습니다.',
  // Byte-length rule (spec 1 §5)
  maxBytes: (field: string, max: number, current: number) => `${field}의 최대 입력 길이는 ${max}입니다. 현재(${current})`,
  titleRequired: '타이틀을 입력해주세요.',
  // Maintenance page
  workNoticeTitle: '서비스 점검 안내',
  workNoticePeriod: '점검 기간',
} as const;
