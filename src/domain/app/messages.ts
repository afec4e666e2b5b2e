// The app lifecycle: the error, app-only, update and maintenance pages, logout (spec 1 §2, §8).
export const appMessages = {
  serviceUnavailable: '서비스에 접속할 수 없습니다',
  serviceUnavailableDetail: '일시적인 기술 문제로 서비스에 접속할 수 없습니다. 잠시 후 다시 시도해주세요.',
  appOnly: '앱에서만 이용할 수 있는 서비스입니다',
  appOnlyDetail: 'EduPlanner 앱을 설치한 뒤 앱에서 접속해주세요.',
  updateRequired: '정상적인 서비스를 이용하기 위해서는 앱을 업데이트해야 합니다.',
  userInfoChanged: '사용자 정보가 변경되어 로그아웃됩니다. 다시 로그인해주세요.',
  logoutConfirm: '로그아웃 하시겠습니까?',
  // Maintenance page
  workNoticeTitle: '서비스 점검 안내',
  workNoticePeriod: '점검 기간',
} as const;
