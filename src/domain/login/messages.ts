// The login page (spec 1 §5, §8).
export const loginMessages = {
  loginIdRequired: '아이디를 입력해주세요.',
  loginPasswordRequired: '비밀번호를 입력해주세요.',
  loginFailed: '아이디 또는 비밀번호가 일치하지 않습니다.',
  loginLocked: (minutes: number) => `로그인 시도 횟수를 초과했습니다. ${minutes}분 후 다시 시도해주세요.`,
  deviceId: (id: string) => `기기 ID: ${id}`,
} as const;
