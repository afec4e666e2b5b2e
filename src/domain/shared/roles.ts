// Position codes (orgnzPstn) and the labels and abilities spec 1 §6 derives from them.
// Pure data: the server and the client both read it, so one change moves both.
export const POSITIONS = ['COG01', 'COG02', 'COGA2', 'COG03', 'COG04', 'COG05', 'COG06'] as const;
export type Position = (typeof POSITIONS)[number];

export const isPosition = (v: string): v is Position => (POSITIONS as readonly string[]).includes(v);

/** Grade name on the dashboard profile line (spec 1 §6; district head is not in the spec's list: 지국장). */
export const GRADE_NAMES: Record<Position, string> = {
  COG01: '지점장',
  COG02: '지국장',
  COGA2: '마스터',
  COG03: '1급',
  COG04: '2급',
  COG05: '3급',
  COG06: '파트너',
};

/** The grade name of a code from the server; an unknown code is shown as it is. */
export const gradeName = (code: string): string => (isPosition(code) ? GRADE_NAMES[code] : code);

/** Position title after the name: 지점장 for COG01, EduPlanner for COGA2/COG03/COG04, none otherwise (spec 1 §6). */
export function positionTitle(p: Position): string {
  if (p === 'COG01') return '지점장';
  if (p === 'COGA2' || p === 'COG03' || p === 'COG04') return 'EduPlanner';
  return '';
}

/** 조직현황보기 and the organisation list: branch and district heads only. */
export const canSeeOrgStatus = (p: Position): boolean => p === 'COG01' || p === 'COG02';

/** Leaders have an organisation under them whose figures they may read. */
export const LEADERS: readonly Position[] = ['COG01', 'COG02', 'COGA2'];
export const isLeader = (p: Position): boolean => LEADERS.includes(p);

/** akdrnk per position: 15 means no organisation switch, 10 whole district, otherwise whole organisation (spec 1 §4). */
export const RANK_BY_POSITION: Record<Position, number> = {
  COG01: 1,
  COG02: 10,
  COGA2: 12,
  COG03: 15,
  COG04: 15,
  COG05: 15,
  COG06: 15,
};
