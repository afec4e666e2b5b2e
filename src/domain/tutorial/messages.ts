// The tutorial (spec 1 §2).
export const tutorialMessages = {
  tutorialSkip: '건너뛰기',
  tutorialStart: '시작하기',
  tutorialLabel: 'EduPlanner 사용 안내',
} as const;
