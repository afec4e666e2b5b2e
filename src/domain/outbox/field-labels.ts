// What the conflict view calls each field it compares (issue 18): the user sees the fields where their save and
// the server's copy differ, by these names. A field without a name here is compared but shown by its key.
// The version and the keys that name the record are never shown (HIDDEN).
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  memo: '메모',
  contents: '메모',
  // A schedule (saveMyschedule U), as the schedule form labels them.
  scdlDivCd: '일정 구분',
  custDivCd: '고객 구분',
  kwkey: '고객',
  custNm: '고객명',
  etcCntn: '제목',
  allYn: '종일',
  sttDt: '시작일',
  sttHr: '시작 시간',
  endDt: '종료일',
  endHr: '종료 시간',
  addrNm: '장소명',
  addr: '장소',
  addrDtpt: '상세주소',
  acmpScdlSqno: '동행 일정',
  // The sales plan's goals (bsnPln/save), as the plan form labels them.
  cmclGoalAmt: '전집',
  mmbsGoalAmt: '멤버쉽',
  frpsGoalAmt: '프리패스',
  etcGoalAmt: '기타',
  srcGoalCscnt: '소스',
  dgnssrvcGoalCscnt: '진단서비스',
  rcrtGoalCscnt: '리크루팅',
  exsnConsCscnt: '기존상담',
  newConsCscnt: '신규상담',
  // The customer's five child slots (saveMyCstmr addChild).
  chlnnam1: '자녀 1 이름',
  chlnbdt1: '자녀 1 생년월일',
  chlngndr1: '자녀 1 성별',
  chlnnam2: '자녀 2 이름',
  chlnbdt2: '자녀 2 생년월일',
  chlngndr2: '자녀 2 성별',
  chlnnam3: '자녀 3 이름',
  chlnbdt3: '자녀 3 생년월일',
  chlngndr3: '자녀 3 성별',
  chlnnam4: '자녀 4 이름',
  chlnbdt4: '자녀 4 생년월일',
  chlngndr4: '자녀 4 성별',
  chlnnam5: '자녀 5 이름',
  chlnbdt5: '자녀 5 생년월일',
  chlngndr5: '자녀 5 성별',
  planNm: '플랜 이름',
};

/** Fields that identify the record or its version, not what the user wrote. */
export const HIDDEN: ReadonlySet<string> = new Set(['version', 'sqno', 'kwkkey', 'custDiv', 'targetId', 'cudType']);
