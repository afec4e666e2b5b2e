// Code tables the server and the screens share: schedule kinds (spec 2 §3, scdlDivCd → scdlDivNm).
// Names are the ones the schedule screens show; unknown codes read as '기타' rather than failing.
export const SCHEDULE_KIND_NAMES: Readonly<Record<string, string>> = {
  SSD01: '상담',
  SSD02: '리크루팅',
  SSD03: '노진활동',
  SSD04: 'A/S',
  SSD05: '진단검사',
  SSD06: '동행',
  SSD07: '기타',
};

/** The accompany kind: the schedule follows another planner's schedule (acmpScdlSqno). */
export const ACCOMPANY_KIND = 'SSD06';

export const scheduleKindName = (code: string): string => SCHEDULE_KIND_NAMES[code] ?? SCHEDULE_KIND_NAMES.SSD07!;
