// Which mutation calls the outbox may keep and send later (issue 18), with the reason for each: a save of
// the user's own records can wait for the network; a call whose meaning is "now" cannot (a verification code,
// a sign-in, a text message, an attendance stamped with the server's time). A call missing from the table is
// never queued: a new mutation gets a decision here before the outbox takes it (rules.test.ts checks that
// every mutation of every contract has a row). A never-queued call fails at once with msg.networkError.

export interface QueueDecision {
  readonly queue: boolean;
  readonly why: string;
}

const save = (why: string): QueueDecision => ({ queue: true, why });
const never = (why: string): QueueDecision => ({ queue: false, why });

const OWN_RECORD = "the user's own record; the key makes a late or repeated send land once";
const VERIFICATION = 'a verification code is valid for 300 s and the user waits for it';
const MESSAGE_NOW = 'sends a text message now; sent later it would reach the customer at a time nobody chose';

export const QUEUE_TABLE: Readonly<Record<string, QueueDecision>> = {
  // Never queued (issue 18): verification, self-registration, sign-in and sign-out, what must happen now.
  'cstmrReg/issueAuthNo': never(VERIFICATION),
  'cstmrReg/validAuthNo': never(VERIFICATION),
  'myCstmr/issueAuthNo': never(VERIFICATION),
  'myCstmr/validAuthNo': never(VERIFICATION),
  'myCstmr/sendAuthMMS': never(VERIFICATION),
  'myCstmr/saveCustAthn': never('opens a verification request: the first step of the code exchange'),
  'cstmrReg/saveCustInfo': never("self-registration: the customer's own phone, no session, no outbox"),
  'myCstmr/saveMyCstmrReg': never('its verified request expires and the result page needs the new customer; the flow resends with its key itself (D54)'),
  'auth/issueAuthToken': never('sign-in: the app cannot go on without the answer'),
  'auth/logout': never('sign-out ends the session on this device at once, with or without the server'),
  setPushToken: never('sent again at every start: a stale token is worth nothing'),
  'logging/access': never('an access log line, not a save the user made'),
  'beacon/atndnCheck': never('attendance is stamped with the time the server receives it: the beacon is here and now'),
  'eduqr/atnd': never("an education's QR attendance counts only while its window is open"),
  'myCstmr/sendSms': never(`${MESSAGE_NOW} (and quiet hours are judged at sending)`),
  'myCstmr/shareResult': never(MESSAGE_NOW),
  sendProfile: never(MESSAGE_NOW),
  // The cart's contract goes on through single sign-on (getSsoToken, not a mutation) right after its save:
  // that flow calls the API directly; a plain cart or my-plan save may wait.
  // Saves of the user's own records.
  'mySchedule/saveMyschedule': save(OWN_RECORD),
  'mySchedule/cmplBookcareSchedule': save(OWN_RECORD),
  'mySchedule/cmplConcExpDueSchedule': save(OWN_RECORD),
  'mySchedule/cmplReinspecSchedule': save(OWN_RECORD),
  'myCstmr/saveMyCustMemo': save(OWN_RECORD),
  'myCstmr/updateCustMemo': save(OWN_RECORD),
  'myCstmr/deleteCustMemo': save(OWN_RECORD),
  'myCstmr/saveMyCstmr': save(OWN_RECORD),
  'myCstmr/saveMyCustBkmr': save(OWN_RECORD),
  'myCstmr/deleteCustBkmr': save(OWN_RECORD),
  'myCstmr/saveCustPrchHstr': save(OWN_RECORD),
  'myCstmr/deleteCustPrchHstr': save(OWN_RECORD),
  'myCstmr/saveMyCustRecruit': save(OWN_RECORD),
  'myCstmr/deleteCustRecruit': save(OWN_RECORD),
  'myCstmr/saveCustList': save(OWN_RECORD),
  'myCstmr/deleteSavedCustList': save(OWN_RECORD),
  'myCstmr/saveCustIntegration': save('all or none in one transaction; a repeat answers the first count'),
  'orgnz/memoSave': save(OWN_RECORD),
  'orgnz/memoDelete': save(OWN_RECORD),
  'eduplan/myPlanSave': save('prices are checked again at sending: a changed price fails with its message'),
  'eduplan/myPlanReNm': save(OWN_RECORD),
  'eduplan/myPlanDel': save(OWN_RECORD),
  'bsnPln/save': save(OWN_RECORD),
  'bsnPln/request': save('the member is asked once: a repeat answers the first result'),
  'survey/save': save(OWN_RECORD),
  'set/saveDashboardSetUserInfo': save(OWN_RECORD),
  'set/saveMyCstmrRegSetUserInfo': save(OWN_RECORD),
  'set/saveNotificationSetUserInfo': save(OWN_RECORD),
  'alarm/delete': save(OWN_RECORD),
  'alarm/allDelete': save(OWN_RECORD),
};

/** The outbox may keep this call and send it later. */
export const queueable = (path: string): boolean => Object.hasOwn(QUEUE_TABLE, path) && QUEUE_TABLE[path]!.queue;
