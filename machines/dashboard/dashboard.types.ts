// What the dashboard loads in one go (the base call, then the calls its cards need, side by side) and
// what a switch of organisation reloads.
import type {
  Activity,
  DashboardBase,
  EducationItem,
  FigureScope,
  MorningCheck,
  OrgChoice,
  OrgStatus,
  Performance,
  ScheduleItem,
} from '../../src/domain/dashboard/contract';
import type { NoticeRow } from '../../src/domain/notice/contract';
import type { SiteLink } from '../../src/domain/outside-sites/outside-sites';

export interface Figures {
  /** HCD01, for leaders. */
  readonly org: OrgStatus | null;
  /** HCD02. */
  readonly performance: Performance | null;
  readonly activity: Activity | null;
}

export interface DashboardData extends Figures {
  /** cardList already in exposure order. */
  readonly base: DashboardBase;
  readonly morningCheck: MorningCheck;
  readonly orgChoices: readonly OrgChoice[];
  readonly scope: FigureScope;
  readonly schedules: readonly ScheduleItem[];
  readonly scheduleTotal: number;
  readonly education: readonly EducationItem[];
  readonly notices: readonly NoticeRow[];
  /** Korea-time month of the load (medals are per month). */
  readonly yyyymm: string;
  /** The event link's window is open (spec 1 §2). */
  readonly eventOpen: boolean;
  /** The outside sites an operator configured (asked only when HCD06 or the event link can show them). */
  readonly sites: readonly SiteLink[];
}

export interface LoadFiguresInput {
  readonly scope: FigureScope;
  readonly withOrg: boolean;
  readonly withPerformance: boolean;
}
