// The schedule screens (spec 2 §2 schedule routes): route names and paths, and the addresses the other
// screens link to (the customer detail's register button, a schedule row).
export const SCHEDULE_ROUTE_NAMES = {
  list: 'my-schedule-list',
  hq: 'hd-schedule',
  register: 'my-schedule-reg',
  view: 'my-schedule-view',
  orgList: 'my-schedule-org-list',
  userScheduleList: 'user-schedule-list',
} as const;

export const SCHEDULE_LIST_PATH = '/mySchedule/myScheduleList';
export const HQ_SCHEDULE_PATH = '/mySchedule/hdSchedule';
export const SCHEDULE_REG_PATTERN = '/mySchedule/myScheduleReg/:sqno?';
export const SCHEDULE_VIEW_PATTERN = '/mySchedule/myScheduleView/:sqno?';
export const ORG_LIST_PATTERN = '/mySchedule/orgList/:username?';
export const USER_SCHEDULE_LIST_PATTERN = '/mySchedule/userScheduleList/:userid?';

/** The customer a new schedule is for (the customer detail's register button). */
export interface ScheduleCustomer {
  readonly kwkey: string;
  readonly custNm: string;
  /** SCD01 contract, SCD02 prospect. */
  readonly custDivCd: 'SCD01' | 'SCD02';
}

/** A new schedule, optionally for a customer; an existing one to edit. */
export function scheduleRegHref(o: { readonly sqno?: number; readonly customer?: ScheduleCustomer } = {}): string {
  if (o.sqno !== undefined) return `/mySchedule/myScheduleReg/${o.sqno}`;
  if (!o.customer) return '/mySchedule/myScheduleReg';
  return `/mySchedule/myScheduleReg?${new URLSearchParams({ kwkey: o.customer.kwkey, custNm: o.customer.custNm, custDivCd: o.customer.custDivCd }).toString()}`;
}

export const scheduleViewHref = (sqno: number): string => `/mySchedule/myScheduleView/${sqno}`;
export const orgListHref = (username?: string): string => `/mySchedule/orgList${username ? `/${encodeURIComponent(username)}` : ''}`;
export const userScheduleListHref = (userid: string): string => `/mySchedule/userScheduleList/${encodeURIComponent(userid)}`;
