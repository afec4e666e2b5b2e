import { describe, expect, it } from 'vitest';
import { careMonth, LEARNING_LAYOUTS, layoutOf, minutes } from './learning-layouts';
import { LEARNING_IDS, type LearningItem } from './sections-contract';

const item = (over: Partial<LearningItem>): LearningItem => ({
  id: 'WP_IF_050004', prdNm: '씽크빅 국어', lrnngStep: '', lrnngNextMth: '', lrnngPrgrs: 0, avrgLrnngTm: 0, nextVidSchdl: '', lrnngStrDt: '', lrnngEndDt: '',
  stndLrnng: '', mckExamDt: '', mockData: [], extraTotSum: 0, ptnUseYn: 'N', ...over,
});

describe('learning layouts (spec 2 §3, §9)', () => {
  it('every learning id has a layout', () => expect(LEARNING_IDS.every((id) => LEARNING_LAYOUTS[id].length > 0)).toBe(true));
  it('learning time in seconds shows in whole minutes', () => {
    expect(minutes(1820)).toBe('30분');
    expect(minutes(89)).toBe('1분');
    expect(minutes(0)).toBe('0분');
  });
  it('book-care months show yyyy.mm', () => {
    expect(careMonth('202603')).toBe('2026.03');
    expect(careMonth('2026-03')).toBe('2026-03');
  });
  it('a 국어 item shows its step, next month, progress, time and standard; empty fields are left out', () => {
    expect(layoutOf(item({ lrnngStep: 'D-6단계', lrnngNextMth: '2026-04', lrnngPrgrs: 74, avrgLrnngTm: 1820, stndLrnng: '주 5회 · 하루 2장' }))).toEqual([
      { label: '학습 단계', value: 'D-6단계' },
      { label: '다음 달 진도', value: '2026-04' },
      { label: '진도율', value: '74%' },
      { label: '평균 학습 시간', value: '30분' },
      { label: '표준 학습량', value: '주 5회 · 하루 2장' },
    ]);
    expect(layoutOf(item({ lrnngPrgrs: 10 })).map((f) => f.label)).toEqual(['진도율', '평균 학습 시간']);
  });
  it('the mock exams of the social-science product, and the marathon’s course and books', () => {
    expect(layoutOf(item({ id: 'WP_IF_050010', mckExamDt: '2026-02-20', mockData: [{ mckExamTp: '국어', mckExamScr: 88, mckExam: '2월 모의평가' }] }))).toEqual([
      { label: '모의평가', value: '2026-02-20 국어 88점' },
    ]);
    expect(layoutOf(item({ id: 'WP_IF_050013', lrnngStep: '하프 코스', lrnngPrgrs: 56, extraTotSum: 12, ptnUseYn: 'Y' }))).toEqual([
      { label: '코스', value: '하프 코스' },
      { label: '진도율', value: '56%' },
      { label: '읽은 책', value: '12권' },
      { label: '학부모 앱', value: '사용' },
    ]);
  });
});
