// The record a save changes, as the outbox names it (issue 18, D66): saves of one record keep their order and a
// failure or conflict holds back only that record's later saves. A save that creates something names none (null).
export const recordOf = {
  schedule: (sqno: number) => `schedule:${sqno}`,
  custMemo: (sqno: number) => `custMemo:${sqno}`,
  orgMemo: (sqno: number) => `orgMemo:${sqno}`,
  /** A customer's own fields (bookmark, recruit, added info, centre records). */
  customer: (kwkkey: string) => `customer:${kwkkey}`,
  /** A customer's children, saved as one set. */
  children: (kwkkey: string) => `children:${kwkkey}`,
  custList: (sqno: number) => `custList:${sqno}`,
  salesPlan: (userid: string, yyyymm: string) => `salesPlan:${userid}:${yyyymm}`,
  myPlan: (sqno: number) => `myPlan:${sqno}`,
  survey: (sqno: number) => `survey:${sqno}`,
  settings: (kind: 'notification' | 'dashboard' | 'registration') => `settings:${kind}`,
  alarm: (sqno: number) => `alarm:${sqno}`,
  alarms: () => 'alarms',
} as const;
