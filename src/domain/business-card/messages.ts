// The business card (spec 3 §5, §8).
export const businessCardMessages = {
  cardPhoneRequired: '발송할 고객의 휴대폰번호를 입력해주세요.',
  cardPhoneInvalid: '전화번호를 확인해주세요.',
  cardSent: '명함이 발송되었습니다.',
  cardSendLimited: (perHour: number) => `명함 발송은 시간당 ${perHour}건까지 가능합니다. 잠시 후 다시 시도해주세요.`,
  cardNotFound: '명함을 찾을 수 없습니다.',
  cardCompany: 'EduPlanner',
  cardMessage: (name: string, grade: string, url: string) => `[EduPlanner] ${name} ${grade} 에듀플래너의 명함입니다.\n${url}`,
} as const;
