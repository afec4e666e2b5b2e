// Code tables the server and the screens share: schedule kinds (spec 2 §3, scdlDivCd → scdlDivNm) and
// contract states (concstat → concstatNm). Names are the ones the screens show; unknown schedule kinds read
// as '기타' rather than failing.
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

/** Contract (order) states (spec 2 §3 order rows): E is the expired period the detail styles as finished. */
export const CONTRACT_STATE_NAMES: Readonly<Record<string, string>> = {
  N: '정상',
  C: '해지',
  E: '기간만료',
};

/** An unknown state shows its code rather than failing. */
export const contractStateName = (code: string): string => CONTRACT_STATE_NAMES[code] ?? code;
