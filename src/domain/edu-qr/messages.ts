// Education QR attendance (spec 1 §7 eduqr/atnd, eduqr/list; spec 3 §2 /eduQrAtndList).
export const eduQrMessages = {
  eduQrAttended: (lecNm: string) => `${lecNm} 출석이 완료되었습니다.`,
  eduQrAlready: '이미 출석한 교육입니다.',
  eduQrNotYetOpen: (opens: string) => `아직 출석 시간이 아닙니다. ${opens}부터 출석할 수 있습니다.`,
  eduQrClosed: '출석 시간이 종료된 교육입니다.',
  eduQrInvalid: '유효하지 않은 QR 코드입니다.',
  eduQrAppOnly: 'QR 인증은 EduPlanner 앱에서만 할 수 있습니다. 앱에서 다시 시도해주세요.',
  eduQrScannerFailed: 'QR 스캐너를 열 수 없습니다. 카메라 권한을 확인하고 다시 시도해주세요.',
  eduQrScan: 'QR 출석하기',
  eduQrHistoryTotal: (n: number) => `출석 ${n}건`,
  eduQrHistoryEmpty: '교육 출석 내역이 없습니다.',
  eduQrHistoryHint: '교육장에 게시된 QR 코드를 스캔하면 출석이 기록됩니다.',
} as const;
