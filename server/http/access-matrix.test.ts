// @vitest-environment node
// The access matrix (src/domain/shared/access-matrix.ts) against the running server: every call by a seeded user of
// every position and by the anonymous caller, naming the caller's own data or a record of someone in a known
// relation to them (below them, a peer, another branch). "Denied" is an unauthorized/forbidden answer, not_found
// for a record the caller may not reach (the server does not tell it exists), or the writer-only refusals of memos
// and integration pairs; any other answer, a business-rule refusal included, means the call got past authorisation.
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMatrix, type CallAccess, type Cell, type Relation } from '../../src/domain/shared/access-matrix';
import { ACCESS, declaredTwice } from '../../src/domain/shared/access';
import type { AnyCall } from '../../src/domain/shared/call';
import type { Position } from '../../src/domain/shared/roles';
import { msg } from '../../src/domain/messages';
import { AREA_CALLS } from '../areas';
import { alarms, custLists, customers, salesPlans, schedules, users } from '../db/schema';
import { TEST_DATABASES } from '../test-support/databases';
import { type Answer, type CallOptions, createHarness, type Harness, TEST_NOW } from '../test-support/harness';
import { addOtherBranch, OTHER_BRANCH } from '../test-support/other-branch';
import { requestPayloads } from '../test-support/registration-payloads';
import { BRANCH_HEAD_SECTION_CALLS, sectionPayloads } from '../test-support/section-rows';
import { fillValidPayloads, VALID_PAYLOADS, validPayload } from '../test-support/valid-payloads';

const CALLS: readonly AnyCall[] = Object.values(AREA_CALLS).flatMap((a) => a.calls);
const MATRIX = new Map(accessMatrix(CALLS).map((a) => [a.path, a]));

/** A seeded user of every position, with someone below them (leaders), a peer, and the other branch's planner. */
const PEOPLE: readonly { position: Position; userid: string; below?: string; peer: string }[] = [
  { position: 'COG01', userid: 'branch01', below: 'planner01', peer: OTHER_BRANCH.head },
  { position: 'COG02', userid: 'district01', below: 'planner01', peer: 'district02' },
  { position: 'COGA2', userid: 'master01', below: 'planner01', peer: 'master03' },
  { position: 'COG03', userid: 'planner01', peer: 'planner02' },
  { position: 'COG04', userid: 'planner02', peer: 'planner01' },
  { position: 'COG05', userid: 'planner03', peer: 'planner01' },
  { position: 'COG06', userid: 'partner01', peer: 'planner01' },
];

/** More callers for the calls that name a record: peers of the leaders, and both positions of the other branch. */
const RECORD_CALLERS: readonly { position: Position; userid: string }[] = [
  { position: 'COG01', userid: OTHER_BRANCH.head },
  { position: 'COG02', userid: 'district02' },
  { position: 'COGA2', userid: 'master03' },
  { position: 'COG03', userid: 'planner07' },
  { position: 'COG03', userid: OTHER_BRANCH.planner },
];

/** Fields that name a person: by employee code (akdcde) or by user id (the plan map names planners by user id). */
const PERSON_FIELDS = ['targetId', 'searchUserid', 'srcUserid', 'userId'];
const byAkdcde = (path: string, field: string) => field === 'targetId' && path !== 'eduplan/base';
const personFieldsOf = (call: AnyCall): string[] => {
  const fields = (call.request as { fields?: Record<string, unknown> }).fields ?? {};
  return PERSON_FIELDS.filter((f) => f in fields);
};

/**
 * Calls whose valid payload names a record of someone (planner01 unless given): the cell checked is the relation
 * of that owner to the caller. The other calls are made about the caller's own data (person fields set to them).
 */
const RECORD_OWNER: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(ACCESS)
      .filter(([, reach]) => reach === 'self' || reach === 'customers')
      .map(([path]) => [path, 'planner01']),
  ),
  'bsnPln/memberInfo': 'planner01',
  'orgnz/memoDelete': 'branch01',
  'myCstmr/saveCustIntegration': 'planner02',
  // Customer calls that name a planner rather than a record: made about the caller (and each relation below).
  'myCstmr/getCstmrPdfUrl': '',
  'myCstmr/getMyCstmrList': '',
  'commonPopup/custSearch': '',
  'eduplan/base': '',
};

/** Refusals that answer a record of someone else (besides unauthorized, forbidden and not_found). */
const OWNERSHIP_REFUSALS: ReadonlySet<string> = new Set([msg.memoNotAuthor, msg.custIntegrationGone]);

/** Calls that end or replace the caller's session: the harness's tokens are forgotten after them. */
const SESSION_CALLS = new Set(['auth/logout', 'auth/issueAuthToken']);

const isDenied = (a: Answer): boolean =>
  a.body.rt === 'unauthorized' || a.body.rt === 'forbidden' || a.body.rt === 'not_found' || (a.body.rt === 'refused' && OWNERSHIP_REFUSALS.has(a.body.rtMsg ?? ''));

describe.each(TEST_DATABASES)('access matrix on $name', (database) => {
  let h: Harness;
  const akdcde = new Map<string, string>();
  /** Every relation of every user to every other, from the seeded hierarchy. */
  const manager = new Map<string, string | null>();

  beforeAll(async () => {
    h = await createHarness(database);
    const [like] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).limit(1);
    await addOtherBranch(h, like!);
    await fillValidPayloads(h);
    for (const u of await h.db.select().from(users)) {
      akdcde.set(u.userid, u.akdcde);
      manager.set(u.userid, u.managerUserid);
    }
  }, 60_000);
  afterAll(() => h.close());

  const isBelow = (userid: string, boss: string): boolean => {
    for (let m = manager.get(userid), n = 0; m && n < 20; m = manager.get(m), n++) if (m === boss) return true;
    return false;
  };
  const branchOf = (userid: string): string => {
    let u = userid;
    while (manager.get(u)) u = manager.get(u)!;
    return u;
  };
  /** The relation of the owner of some data to the caller (peer: the same branch, neither the caller nor below them). */
  const relationOf = (owner: string, caller: string): Relation =>
    owner === caller ? 'own' : isBelow(owner, caller) ? 'subordinate' : branchOf(owner) === branchOf(caller) ? 'peer' : 'otherBranch';

  /** The call's valid payload naming `target` in every person field. */
  const naming = (call: AnyCall, target: string): Record<string, string> => {
    const out = { ...validPayload(call.path) };
    for (const f of personFieldsOf(call)) out[f] = byAkdcde(call.path, f) ? akdcde.get(target)! : target;
    return out;
  };

  async function ask(call: AnyCall, caller: string | null, payload: Record<string, string>): Promise<Answer> {
    const o: CallOptions = call.auth === 'basic' ? { clientId: 'eduplanner-and' } : caller && call.auth !== 'none' ? { token: await h.as(caller) } : {};
    h.clock.set(TEST_NOW);
    const a = await h.call(call.path, payload, o);
    if (SESSION_CALLS.has(call.path)) h.forgetTokens();
    return a;
  }

  const describeCell = (path: string, who: string, relation: string, expected: Cell, a: Answer) =>
    `${path} ${who} ${relation}: expected ${expected}, got ${isDenied(a) ? 'deny' : 'allow'} (${a.body.rt})`;

  it('declares the reach of every call exactly once, public exactly for the calls without a session', () => {
    const paths = CALLS.map((c) => c.path).sort();
    expect(Object.keys(ACCESS).sort()).toEqual(paths);
    expect(declaredTwice()).toEqual([]);
    expect(CALLS.filter((c) => (ACCESS[c.path] === 'public') !== (c.auth !== 'session')).map((c) => c.path)).toEqual([]);
  });

  // Before the calls below, which clear every caller's alerts (alarm/allDelete).
  it("answers the calls that name a record for every position's own record as declared", async () => {
    const differences: string[] = [];
    const checked = new Map<string, string[]>();
    for (const p of PEOPLE) {
      const payloads = await ownRecordPayloads(p.userid);
      for (const [path, payload] of Object.entries(payloads)) {
        checked.set(path, [...(checked.get(path) ?? []), p.userid]);
        const call = CALLS.find((c) => c.path === path)!;
        const expected = MATRIX.get(path)!.cells[p.position].own;
        const a = await ask(call, p.userid, payload);
        if (isDenied(a) !== (expected === 'deny')) differences.push(describeCell(path, p.position, 'own', expected, a));
      }
    }
    expect(differences).toEqual([]);
    // Every position has alerts, schedules and my plans, opens verification requests and has customers (the leaders
    // above the masters one they register, below). Only the seed's customers have notices, integration pairs and
    // the detail's other sections (diagnoses, children, purchases, recruits), and the seed gives those leaders none.
    const everyone = PEOPLE.map((p) => p.userid);
    const seededOwners = everyone.filter((u) => !['branch01', 'district01'].includes(u));
    const expected: Record<string, string[]> = {
      ...Object.fromEntries(
        [
          'alarm/delete', 'mySchedule/saveMyschedule', 'eduplan/myPlanDel', 'myCstmr/issueAuthNo', 'myCstmr/validAuthNo', 'myCstmr/saveMyCstmrReg',
          'myCstmr/deleteCustMemo', 'myCstmr/saveCustList', 'myCstmr/sendSms', 'myCstmr/saveMyCstmr', 'myCstmr/getInterestInfoList',
          'myCstmr/saveMyCustRecruit', 'myCstmr/deleteCustRecruit',
        ].map((path) => [path, everyone]),
      ),
      // Only branch and district heads write organisation memos (ORG_ROLES): the others cannot have one.
      'orgnz/memoDelete': ['branch01', 'district01'],
      ...Object.fromEntries(
        [
          'myCstmr/saveCustIntegration', 'mySchedule/cmplBookcareSchedule', 'mySchedule/cmplConcExpDueSchedule', 'mySchedule/cmplReinspecSchedule',
          'myCstmr/gelectMyCstmrDiagnosisList', 'myCstmr/getBookCareList', 'myCstmr/getLrnngInfrm', 'myCstmr/selectLeanPrdList', 'myCstmr/shareResult',
          // The branch head's own column (allow) has no row here, as the seed gives branch heads no customers (their
          // reach over the organisation's is the subordinate column); every owner below is refused by position.
          ...BRANCH_HEAD_SECTION_CALLS,
        ].map((path) => [path, seededOwners]),
      ),
    };
    expect(Object.fromEntries(Object.keys(expected).map((path) => [path, checked.get(path)]))).toEqual(expected);
  }, 120_000);

  it('answers every call by every position and the anonymous caller as the matrix declares', async () => {
    const differences: string[] = [];
    for (const call of [...CALLS].sort((a, b) => Number(SESSION_CALLS.has(a.path)) - Number(SESSION_CALLS.has(b.path)))) {
      const access: CallAccess = MATRIX.get(call.path)!;
      const payload = validPayload(call.path);
      const owner = RECORD_OWNER[call.path];
      // Anonymous first and the record's owner last, so that a change made by an allowed caller cannot hide a refusal.
      const order = owner ? [...PEOPLE.filter((p) => p.userid !== owner), ...RECORD_CALLERS, ...PEOPLE.filter((p) => p.userid === owner)] : PEOPLE;
      const anon = await ask(call, null, payload);
      if (isDenied(anon) !== (access.anonymous === 'deny')) differences.push(describeCell(call.path, 'anonymous', '', access.anonymous, anon));
      for (const p of order) {
        const relation: Relation = owner ? relationOf(owner, p.userid) : 'own';
        const expected = access.cells[p.position][relation];
        const a = await ask(call, p.userid, owner ? payload : naming(call, p.userid));
        if (expected === '—' || isDenied(a) !== (expected === 'deny')) differences.push(describeCell(call.path, p.position, relation, expected, a));
      }
    }
    expect(differences).toEqual([]);
  }, 120_000);

  it('answers the calls that name a person for each relation of that person to the caller as declared', async () => {
    const differences: string[] = [];
    const personCalls = CALLS.filter((c) => !RECORD_OWNER[c.path] && personFieldsOf(c).length > 0 && c.auth === 'session');
    for (const call of personCalls) {
      const access = MATRIX.get(call.path)!;
      for (const p of PEOPLE)
        for (const [relation, target] of [['subordinate', p.below], ['peer', p.peer], ['otherBranch', OTHER_BRANCH.planner]] as const) {
          const expected = access.cells[p.position][relation];
          if (expected === '—' || !target) continue;
          const a = await ask(call, p.userid, naming(call, target));
          if (isDenied(a) !== (expected === 'deny')) differences.push(describeCell(call.path, p.position, relation, expected, a));
        }
    }
    expect(differences).toEqual([]);
  }, 120_000);

  /** Payloads naming records of `userid` (seeded, or made through the calls as them), for the record calls they have one for. */
  async function ownRecordPayloads(userid: string): Promise<Record<string, Record<string, string>>> {
    const out: Record<string, Record<string, string>> = {};
    const token = { token: await h.as(userid) };
    const alerts = await h.db.select().from(alarms).where(eq(alarms.userid, userid)).orderBy(desc(alarms.pushSqno)).limit(2);
    if (alerts.length === 2) {
      out['alarm/detail'] = { pushSqno: String(alerts[0]!.pushSqno) };
      out['alarm/delete'] = { pushSqno: String(alerts[1]!.pushSqno) };
    }
    const [schedule] = await h.db.select().from(schedules).where(and(eq(schedules.userid, userid), eq(schedules.dltnYn, 'N'))).orderBy(desc(schedules.sqno)).limit(1);
    if (schedule) {
      out['mySchedule/getMyschedule'] = { sqno: String(schedule.sqno) };
      out['mySchedule/saveMyschedule'] = { cudType: 'CMP', sqno: String(schedule.sqno), cmplYn: 'Y' };
    }
    const [plan] = await h.db.select().from(salesPlans).where(eq(salesPlans.userid, userid)).limit(1);
    if (plan) out['bsnPln/info'] = { sqno: String(plan.sqno) };
    const [list] = await h.db.select().from(custLists).where(eq(custLists.userid, userid)).orderBy(desc(custLists.custListSqno)).limit(1);
    if (list) out['myCstmr/deleteSavedCustList'] = { custListSqno: String(list.custListSqno) };
    const myPlans: number[] = [];
    for (const planNm of ['매트릭스 플랜 1', '매트릭스 플랜 2']) {
      const saved = await h.call('eduplan/myPlanSave', { ...validPayload('eduplan/myPlanSave'), strMyPlanInfo: JSON.stringify({ planNm }) }, token);
      if (saved.body.rt === 'success') myPlans.push(saved.body.data.epmMySqno as number);
    }
    if (myPlans.length === 2) {
      out['eduplan/customerPlan'] = { epmMySqno: String(myPlans[0]) };
      out['eduplan/myPlanReNm'] = { epmMySqno: String(myPlans[0]), planNm: '바꾼 이름' };
      out['eduplan/myPlanDel'] = { epmMySqno: String(myPlans[1]) };
    }
    // Phone numbers of its own for its verification requests (by its index in PEOPLE).
    const n = PEOPLE.findIndex((p) => p.userid === userid);
    const phone = (k: number) => `0107100${n}00${k}`;
    const mine = async () => (await h.db.select().from(customers).where(eq(customers.ownerUserid, userid)).orderBy(desc(customers.kwkkey)).limit(1))[0];
    // A user the seed gives no customer (the leaders above the masters) registers one, as any position may.
    if (!(await mine())) {
      const reg = (await requestPayloads(h, userid, { fresh: phone(4), coded: phone(5), verified: phone(6) }, `matrix-own-customer-${userid}`))['myCstmr/saveMyCstmrReg'];
      const made = await h.call('myCstmr/saveMyCstmrReg', reg, token);
      if (made.body.rt !== 'success') throw new Error(`registering a customer of ${userid}: ${made.body.rt}`);
    }
    const customer = await mine();
    if (customer) {
      const key = { kwkkey: customer.kwkkey, custDiv: customer.custDiv };
      Object.assign(out, {
        'myCstmr/getMyCstmr': { ...key, searchUserid: '', onlyChild: 'N' },
        'myCstmr/saveMyCustBkmr': key,
        'myCstmr/deleteCustBkmr': key,
        'myCstmr/getCustMemoList': { ...key, offset: '0', size: '10' },
        'myCstmr/saveMyCustMemo': { ...key, memoDiv: '1', memo: '매트릭스 메모' },
        'myCstmr/getCustFamilyList': key,
        'eduplan/child': key,
        'eduplan/getPlanPdfUrl': key,
      });
      const memos: number[] = [];
      for (const memo of ['매트릭스 메모 1', '매트릭스 메모 2']) {
        const saved = await h.call('myCstmr/saveMyCustMemo', { ...key, memoDiv: '1', memo }, token);
        if (saved.body.rt === 'success') memos.push(saved.body.data.sqno as number);
      }
      if (memos.length === 2) {
        out['myCstmr/getCustMemo'] = { sqno: String(memos[0]) };
        out['myCstmr/updateCustMemo'] = { sqno: String(memos[0]), memo: '고친 메모' };
        out['myCstmr/deleteCustMemo'] = { sqno: String(memos[1]) };
      }
      const detail = (await h.call('myCstmr/getMyCstmr', key, token)).body.data.myCstmr;
      const two = await h.db.select().from(customers).where(eq(customers.ownerUserid, userid)).orderBy(asc(customers.kwkkey)).limit(2);
      Object.assign(out, {
        'myCstmr/saveMyCustRecruit': key,
        'myCstmr/deleteCustRecruit': key,
        'myCstmr/getInterestInfoList': { kwkkey: key.kwkkey, searchUserid: '' },
        'myCstmr/saveCustList': { ...validPayload('myCstmr/saveCustList'), srcUserid: userid, kwkkeyJsonString: JSON.stringify(two.map((c) => c.kwkkey)) },
        'myCstmr/sendSms': { ...validPayload('myCstmr/sendSms'), smsUserListJsonString: JSON.stringify([{ encCustNm: detail.encCustNm, encCustTel: detail.encCustTel }]) },
      });
    }
    // The detail's other sections (those of its customers that have one) and the day's notices of its customers.
    const sections = await sectionPayloads(h, userid, { tolerant: true });
    for (const [path, payload] of Object.entries(sections)) if (ACCESS[path] === 'customers' && !(path in out)) out[path] = payload;
    const day = (await h.call('mySchedule/getMyscheduleList', validPayload('mySchedule/getMyscheduleList'), token)).body.data;
    const [due] = day.concExpDueList as { kwkey: string; concexpydy: string }[];
    if (due) out['mySchedule/cmplConcExpDueSchedule'] = { kwkey: due.kwkey, concexpydy: due.concexpydy };
    const [retest] = day.reinspecList as { couponNo: string }[];
    if (retest) out['mySchedule/cmplReinspecSchedule'] = { couponNo: retest.couponNo };
    const [care] = day.bookcareList as { rpyery: string; rpseqi: string; rpseri: string }[];
    if (care) out['mySchedule/cmplBookcareSchedule'] = { rpyery: care.rpyery, rpseqi: care.rpseqi, rpseri: care.rpseri };
    // Its verification requests: a fresh one, one with a number texted, one verified.
    Object.assign(out, await requestPayloads(h, userid, { fresh: phone(1), coded: phone(2), verified: phone(3) }, `matrix-own-idem-key-${userid}`));
    // An organisation memo about itself, where its position writes them.
    const orgMemo = await h.call('orgnz/memoSave', { sqno: '0', targetId: akdcde.get(userid)!, contents: '매트릭스 메모' }, token);
    if (orgMemo.body.rt === 'success') out['orgnz/memoDelete'] = { sqno: String(orgMemo.body.data.sqno) };
    // Last, as integrating deletes the prospect: a pair of its customers that no valid payload names.
    const pairs = (await h.call('myCstmr/custIntegrationList', validPayload('myCstmr/custIntegrationList'), token)).body.data.list as { kwkkey: string; chkKwkkey: string }[];
    const named = JSON.stringify(VALID_PAYLOADS);
    const pair = pairs.find((p) => !named.includes(p.kwkkey) && !named.includes(p.chkKwkkey));
    if (pair) out['myCstmr/saveCustIntegration'] = { jsonString: JSON.stringify([{ kwkkey: pair.kwkkey, chkKwkkey: pair.chkKwkkey, insertFlag: 'Y' }]) };
    return out;
  }
});
