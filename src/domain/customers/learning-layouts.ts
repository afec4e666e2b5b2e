// How the child's learning items are shown (spec 2 §2 child info, §3 Learning item, §9): the item's id
// (WP_IF_050004..13) chooses its layout, the fields it shows with their labels. Learning time comes in
// seconds and shows in minutes; book-care months come as yyyymm and show yyyy.mm.
import type { LearningId, LearningItem } from './sections-contract';

export interface LayoutField {
  readonly label: string;
  readonly value: (item: LearningItem) => string;
}

/** Seconds as whole minutes (rounded), e.g. 1820 → '30분'. */
export const minutes = (seconds: number): string => `${Math.round(seconds / 60)}분`;
/** yyyymm as yyyy.mm; anything else as given. */
export const careMonth = (yyyymm: string): string => (/^\d{6}$/.test(yyyymm) ? `${yyyymm.slice(0, 4)}.${yyyymm.slice(4)}` : yyyymm);

const step: LayoutField = { label: '학습 단계', value: (i) => i.lrnngStep };
const nextMonth: LayoutField = { label: '다음 달 진도', value: (i) => i.lrnngNextMth };
const progress: LayoutField = { label: '진도율', value: (i) => `${i.lrnngPrgrs}%` };
const avgTime: LayoutField = { label: '평균 학습 시간', value: (i) => minutes(i.avrgLrnngTm) };
const standard: LayoutField = { label: '표준 학습량', value: (i) => i.stndLrnng };
const period: LayoutField = { label: '학습 기간', value: (i) => (i.lrnngStrDt ? `${i.lrnngStrDt} ~ ${i.lrnngEndDt}` : '') };
const partnerApp: LayoutField = { label: '학부모 앱', value: (i) => (i.ptnUseYn === 'Y' ? '사용' : '미사용') };
const nextVideo: LayoutField = { label: '다음 화상 수업', value: (i) => i.nextVidSchdl };
const mockExam: LayoutField = {
  label: '모의평가',
  value: (i) => (i.mockData.length ? `${i.mckExamDt} ${i.mockData.map((m) => `${m.mckExamTp} ${m.mckExamScr}점`).join(' · ')}` : ''),
};
const books: LayoutField = { label: '읽은 책', value: (i) => `${i.extraTotSum}권` };
const course: LayoutField = { label: '코스', value: (i) => i.lrnngStep };

export const LEARNING_LAYOUTS: Readonly<Record<LearningId, readonly LayoutField[]>> = {
  WP_IF_050004: [step, nextMonth, progress, avgTime, standard],
  WP_IF_050005: [step, nextMonth, progress, avgTime, standard],
  WP_IF_050006: [progress, avgTime, period, partnerApp],
  WP_IF_050007: [progress, avgTime, nextVideo, period],
  WP_IF_050008: [step, progress, avgTime, standard],
  WP_IF_050009: [step, nextMonth, progress],
  WP_IF_050010: [mockExam],
  WP_IF_050011: [progress, books, period],
  WP_IF_050012: [progress, books, avgTime, period],
  WP_IF_050013: [course, progress, books, partnerApp],
};

/** The item's fields as its layout shows them, leaving out those it has no value for. */
export const layoutOf = (item: LearningItem): { label: string; value: string }[] =>
  LEARNING_LAYOUTS[item.id].map((f) => ({ label: f.label, value: f.value(item) })).filter((f) => f.value !== '');
