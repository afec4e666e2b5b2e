// What the member detail's loads bring (spec 3 §3 organisation member, performance, activity, memo).
import type { ActivityInfo, OrgMember, OrgMemo, RequiredCourse as RequiredCourseRow, StudyCourse as StudyCourseRow } from '../../src/domain/organisation/contract';
import type { SiteLink } from '../../src/domain/outside-sites/outside-sites';

export type { RequiredCourse as RequiredCourseRow, StudyCourse as StudyCourseRow } from '../../src/domain/organisation/contract';

/** One month's figures: performance (won) and activity counts, with the courses that answer brings. */
export interface MonthFigures {
  readonly yyyymm: string;
  readonly perform: number;
  readonly activity: ActivityInfo;
  readonly eduInfo: readonly RequiredCourseRow[];
  readonly studitList: readonly StudyCourseRow[];
}

export interface MemberData {
  readonly member: OrgMember;
  readonly figures: MonthFigures;
  readonly memos: readonly OrgMemo[];
  /** The configured expected-commission site; null: no link. */
  readonly commission: SiteLink | null;
}
