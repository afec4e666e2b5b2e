// @vitest-environment node
// The customer detail's other sections (sections-contract.ts), per call and position: a planner on their own
// customer (answers checked against the seeded rows) and on another's, the branch head over a member's
// customer with and without searchUserid, a head of another branch refused, the branch-head-only calls
// refused to others; bad input; the personal-data read rows; and the writes (share, history mark, saving
// the customer) with what they leave in the database.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARATHON_ID, READING_ID } from '../../../src/domain/customers/sections-contract';
import { customerSectionsMessages as m } from '../../../src/domain/customers/sections-messages';
import { msg } from '../../../src/domain/messages';
import {
  bookCares,
  centrePurchases,
  children,
  customerInterests,
  customers,
  diagnosisCoupons,
  interestCodes,
  learningItems,
  learningProducts,
  personalDataReads,
  recruitRegistrations,
  smsOutbox,
  users,
} from '../../db/schema';
import { rowsOf } from '../../lib/rows';
import { kstDate } from '../../lib/time';
import { SALES_TOKEN_TTL_MS } from '../../services/sales-links';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { type SeenRow, sectionRows } from '../../test-support/section-rows';

type Fields = Record<string, string>;
const FORBIDDEN = { rt: 'forbidden', rtMsg: msg.forbidden };
const ORG_REFUSED = { rt: 'forbidden', rtMsg: msg.otherOrgRefused };
const bad = (field: string) => ({ rt: 'bad_request', rtMsg: `${msg.badRequest} (${field})` });
const rule = (rtMsg: string) => ({ rt: 'bad_request', rtMsg });
const refused = (rtMsg: string) => ({ rt: 'refused', rtMsg });
const phone = (c: { tel1: string; tel2: string; tel3: string }) => ({ tel1: c.tel1, tel2: c.tel2, tel3: c.tel3 });
const ok = (data: unknown = {}) => ({ rt: 'success', data });

describe.each(TEST_DATABASES)('customer detail sections on $name', (database) => {
  let h: Harness;
  let r: Awaited<ReturnType<typeof sectionRows>>;
  /** planner01's customer with completed diagnoses of every kind (the seed's). */
  let diagnosed: SeenRow;
  /** A customer of another branch (inserted below). */
  const FOREIGN = 'K99000001';
  /** planner01's and planner02's look-alikes of the diagnosed customer (same phone), inserted below. */
  const TWIN = 'K99000002';
  const OTHERS_TWIN = 'K99000003';

  beforeAll(async () => {
    h = await createHarness(database);
    r = await sectionRows(h.db);
    const [full] = await rowsOf<SeenRow>(
      h.db,
      sql`select c.kwkkey, c.cust_div as "custDiv", c.cust_div_detail as "custDivDetail", c.name, c.tel1, c.tel2, c.tel3
        from customers c where c.owner_userid = 'planner01'
          and (select count(distinct d.exam_cd) from diagnoses d where d.kwkkey = c.kwkkey and d.prgs_stat = 'C') = 3
        order by c.kwkkey limit 1`,
    );
    diagnosed = full!;
    // Another branch: its head and a planner; and look-alikes of the diagnosed customer (its phone).
    const [template] = await h.db.select().from(users).where(eq(users.userid, 'branch01'));
    await h.db.insert(users).values([
      { ...template!, userid: 'branch09', akdcde: '99990009', managerUserid: null, orgnzPstn: 'COG01', brncCd: 'B9900', brncNm: '다른지점' },
      { ...template!, userid: 'planner91', akdcde: '99990091', managerUserid: 'branch09', orgnzPstn: 'COG03', akdrnk: 5, brncCd: 'B9900', brncNm: '다른지점' },
    ]);
    const [base] = await h.db.select().from(customers).where(eq(customers.kwkkey, diagnosed.kwkkey));
    const { telDigits: _generated, ...row } = base!;
    await h.db.insert(customers).values([
      { ...row, kwkkey: FOREIGN, ownerUserid: 'planner91', tel2: '0000', tel3: '0001' },
      { ...row, kwkkey: TWIN, custDiv: '2', custDivDetail: 'SCD02', name: '가족고객' },
      { ...row, kwkkey: OTHERS_TWIN, ownerUserid: 'planner02', custDiv: '2', custDivDetail: 'SCD02' },
    ]);
    await h.db.insert(children).values([
      { kwkkey: TWIN, chlnKwkey: 'C990000021', name: '가나리', gender: 'F', birth: '20180101', seq: 1 },
      { kwkkey: OTHERS_TWIN, chlnKwkey: 'C990000031', name: '다라마', gender: 'M', birth: null, seq: 1 },
      { kwkkey: FOREIGN, chlnKwkey: 'C990000011', name: '바사아', gender: 'M', birth: '20200202', seq: 1 },
    ]);
  });
  afterAll(() => h.close());

  const call = async (userid: string, path: string, fields: Fields = {}) =>
    h.call(path.includes('/') ? path : `myCstmr/${path}`, fields, { token: await h.as(userid) });
  const readsOf = async (userid: string) => h.db.select().from(personalDataReads).where(eq(personalDataReads.userid, userid)).orderBy(desc(personalDataReads.id));
  const latestRead = async (userid: string) => (await readsOf(userid))[0];

  /** Expects forbidden for a planner of another's customer, another branch, and ORG_REFUSED for names outside. */
  async function expectRefusals(path: string, fields: Fields, named: boolean) {
    for (const userid of ['planner02', 'planner03', 'master01', 'district01', 'branch09']) {
      const a = await call(userid, path, fields);
      expect([userid, a.status, a.body]).toEqual([userid, 403, FORBIDDEN]);
      if (named) expect([userid, (await call(userid, path, { ...fields, searchUserid: 'planner01' })).body]).toEqual([userid, ORG_REFUSED]);
    }
    if (named) expect((await call('branch01', path, { ...fields, searchUserid: 'planner02' })).body).toEqual(FORBIDDEN);
  }

  describe('gelectMyCstmrDiagnosisList', () => {
    async function expected(examCd: string, owners: string[]) {
      return rowsOf<Record<string, string>>(
        h.db,
        sql`select d.exam_cd as "examCd", d.exam_no as "examNo", c.name as "custNm", c.kwkkey, coalesce(k.name, '') as "chlnNm",
            to_char(d.comp_dt, 'YYYY-MM-DD') as "compDt", to_char(d.due_date, 'YYYY-MM-DD') as "dueDate", d.rslt_url as "rsltUrl"
          from diagnoses d join customers c on c.kwkkey = d.kwkkey left join children k on k.chln_kwkey = d.chln_kwkey
          where c.tel1 = ${diagnosed.tel1} and c.tel2 = ${diagnosed.tel2} and c.tel3 = ${diagnosed.tel3}
            and c.owner_userid = any(${sql.param(owners)}::text[]) and d.exam_cd = ${examCd} and d.prgs_stat = 'C'
          order by d.comp_dt desc, d.id desc`,
      );
    }
    const coupons = async (userid: string) => {
      const [c] = await h.db.select().from(diagnosisCoupons).where(eq(diagnosisCoupons.userid, userid));
      return { aieltRmnngCnt: c?.aieltRmnngCnt ?? 0, tedsRmnngCnt: c?.tedsRmnngCnt ?? 0, tediRmnngCnt: c?.tediRmnngCnt ?? 0 };
    };

    it('answers each kind’s completed results of the planner’s customers with the phone, newest first, and their coupons', async () => {
      // The twin (same phone, planner01's) has one too, a pending one is left out.
      await h.db.execute(sql`insert into diagnoses (exam_cd, exam_no, kwkkey, chln_kwkey, prgs_stat, comp_dt, due_date, rslt_url) values
        ('KEDI', 'KEDI-TWIN-1', ${TWIN}, 'C990000021', 'C', '2026-03-01', '2026-08-30', 'https://diagnosis.eduplanner.example/result/KEDI-TWIN-1'),
        ('KEDI', 'KEDI-TWIN-2', ${TWIN}, 'C990000021', 'P', '2026-03-10', '2026-09-08', 'https://diagnosis.eduplanner.example/result/KEDI-TWIN-2'),
        ('KEDI', 'KEDI-OTHER-1', ${OTHERS_TWIN}, null, 'C', '2026-03-02', '2026-08-31', 'https://diagnosis.eduplanner.example/result/KEDI-OTHER-1')`);
      const mine = await coupons('planner01');
      expect(mine.aieltRmnngCnt + mine.tedsRmnngCnt).toBeGreaterThan(0);
      for (const examCd of ['KEDI', 'KEDS', 'ELT']) {
        const a = await call('planner01', 'gelectMyCstmrDiagnosisList', { examCd, ...phone(diagnosed) });
        const want = await expected(examCd, ['planner01']);
        expect(want.length).toBeGreaterThan(0);
        expect(a.body).toEqual(ok({ diagnosisList: want, ...mine }));
      }
      const kedi = (await call('planner01', 'gelectMyCstmrDiagnosisList', { examCd: 'KEDI', ...phone(diagnosed) })).body.data.diagnosisList;
      expect(kedi.map((d: any) => d.examNo)).toContain('KEDI-TWIN-1');
      expect(kedi.map((d: any) => d.examNo)).not.toContain('KEDI-TWIN-2');
      expect(kedi.map((d: any) => d.examNo)).not.toContain('KEDI-OTHER-1');
      expect(kedi.find((d: any) => d.examNo === 'KEDI-TWIN-1')).toMatchObject({ custNm: '가족고객', chlnNm: '가나리', kwkkey: TWIN });
      expect(await latestRead('planner01')).toMatchObject({ call: 'myCstmr/gelectMyCstmrDiagnosisList', ownerUserid: 'planner01', fields: ['custNm', 'childNames', 'diagnoses'] });
    });

    it('lets the branch head read a member’s, or the whole organisation’s, with the head’s own coupons', async () => {
      const head = await coupons('branch01');
      const named = await call('branch01', 'gelectMyCstmrDiagnosisList', { examCd: 'KEDI', searchUserid: 'planner01', ...phone(diagnosed) });
      expect(named.body).toEqual(ok({ diagnosisList: await expected('KEDI', ['planner01']), ...head }));
      const all = await call('branch01', 'gelectMyCstmrDiagnosisList', { examCd: 'KEDI', ...phone(diagnosed) });
      expect(all.body.data.diagnosisList.map((d: any) => d.examNo)).toContain('KEDI-OTHER-1');
    });

    it('refuses a phone of nobody in view, another branch, and bad input', async () => {
      const fields = { examCd: 'KEDS', ...phone(diagnosed) };
      for (const userid of ['planner03', 'master01', 'district01']) expect((await call(userid, 'gelectMyCstmrDiagnosisList', fields)).body).toEqual(FORBIDDEN);
      expect((await call('planner01', 'gelectMyCstmrDiagnosisList', { ...fields, tel3: '0000' })).body).toEqual(FORBIDDEN);
      expect((await call('branch09', 'gelectMyCstmrDiagnosisList', { ...fields, searchUserid: 'planner01' })).body).toEqual(ORG_REFUSED);
      expect((await call('planner01', 'gelectMyCstmrDiagnosisList', { ...fields, searchUserid: 'planner02' })).body).toEqual(ORG_REFUSED);
      expect((await call('branch09', 'gelectMyCstmrDiagnosisList', fields)).body).toEqual(FORBIDDEN);
      for (const [extra, field] of [
        [{ examCd: 'KED' }, 'examCd'],
        [{ tel1: '01a' }, 'tel1'],
        [{ tel2: '12' }, 'tel2'],
        [{ tel3: '12345' }, 'tel3'],
        [{ searchUserid: 'u'.repeat(21) }, 'searchUserid'],
      ] as const)
        expect((await call('planner01', 'gelectMyCstmrDiagnosisList', { ...fields, ...extra })).body).toEqual(bad(field));
      expect((await call('planner01', 'gelectMyCstmrDiagnosisList', { examCd: 'KEDS', tel1: '010', tel2: '1234' })).body).toEqual(bad('tel3'));
    });
  });

  describe('shareResult', () => {
    const tokenOf = async (userid: string, kwkkey: string, custDiv: string, extra: Fields = {}) =>
      (await call(userid, 'getMyCstmr', { kwkkey, custDiv, ...extra })).body.data.myCstmr.encCustTel as string;
    const outbox = () => h.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id));

    it('texts the stored result link to the customer’s current number, for the planner and the branch head', async () => {
      const [d] = await rowsOf<{ examCd: string; rsltUrl: string }>(
        h.db,
        sql`select exam_cd as "examCd", rslt_url as "rsltUrl" from diagnoses where kwkkey = ${diagnosed.kwkkey} and prgs_stat = 'C' order by id limit 1`,
      );
      const encCustTel = await tokenOf('planner01', diagnosed.kwkkey, diagnosed.custDiv);
      const a = await call('planner01', 'shareResult', { examCd: d!.examCd, rsltUrl: d!.rsltUrl, custNm: diagnosed.name, encCustTel });
      expect(a.body).toEqual(ok());
      const [sent] = await outbox();
      expect(sent).toMatchObject({ senderUserid: 'planner01', toTel: `${diagnosed.tel1}${diagnosed.tel2}${diagnosed.tel3}`, kind: 'customer' });
      expect(sent!.body).toContain(d!.rsltUrl);
      expect(sent!.body).toContain(diagnosed.name);
      const headToken = await tokenOf('branch01', diagnosed.kwkkey, diagnosed.custDiv, { searchUserid: 'planner01' });
      expect((await call('branch01', 'shareResult', { examCd: d!.examCd, rsltUrl: d!.rsltUrl, custNm: diagnosed.name, encCustTel: headToken })).body).toEqual(ok());
      expect((await outbox())[0]).toMatchObject({ senderUserid: 'branch01' });
    });

    it('refuses an address that is not this customer’s result of this kind, another’s customer, and a forged token', async () => {
      const encCustTel = await tokenOf('planner01', diagnosed.kwkkey, diagnosed.custDiv);
      const [d] = await rowsOf<{ examCd: string; rsltUrl: string }>(
        h.db,
        sql`select exam_cd as "examCd", rslt_url as "rsltUrl" from diagnoses where kwkkey = ${diagnosed.kwkkey} and prgs_stat = 'C' order by id limit 1`,
      );
      const [other] = await rowsOf<{ rsltUrl: string }>(
        h.db,
        sql`select rslt_url as "rsltUrl" from diagnoses where kwkkey <> ${diagnosed.kwkkey} and exam_cd = ${d!.examCd} order by id limit 1`,
      );
      const before = (await outbox()).length;
      const share = (userid: string, fields: Fields) => call(userid, 'shareResult', { examCd: d!.examCd, rsltUrl: d!.rsltUrl, custNm: diagnosed.name, encCustTel, ...fields });
      expect((await share('planner01', { rsltUrl: 'https://evil.example/phish' })).body).toEqual(FORBIDDEN);
      expect((await share('planner01', { rsltUrl: other!.rsltUrl })).body).toEqual(FORBIDDEN);
      expect((await share('planner01', { examCd: d!.examCd === 'ELT' ? 'KEDI' : 'ELT' })).body).toEqual(FORBIDDEN);
      for (const userid of ['planner02', 'master01', 'branch09']) expect([userid, (await share(userid, {})).body]).toEqual([userid, FORBIDDEN]);
      // The name token is not a phone token.
      const nameToken = (await call('planner01', 'getMyCstmr', { kwkkey: diagnosed.kwkkey, custDiv: diagnosed.custDiv })).body.data.myCstmr.encCustNm;
      expect((await share('planner01', { encCustTel: nameToken })).body).toEqual(bad('encCustTel'));
      expect((await share('planner01', { encCustTel: 'forged' })).body).toEqual(bad('encCustTel'));
      expect((await share('planner01', { rsltUrl: '' })).body).toEqual(bad('rsltUrl'));
      expect((await share('planner01', { custNm: '' })).body).toEqual(bad('custNm'));
      expect((await outbox()).length).toBe(before);
    });
  });

  describe('selectLeanPrdList / getLrnngInfrm / getBookCareList', () => {
    it('seeds every layout among planner01’s children, the marathon only with the reading product', async () => {
      const ids = await rowsOf<{ apiId: string }>(
        h.db,
        sql`select distinct i.api_id as "apiId" from learning_items i join children k on k.chln_kwkey = i.chln_kwkey
          join customers c on c.kwkkey = k.kwkkey where c.owner_userid = 'planner01' order by 1`,
      );
      expect(ids.map((x) => x.apiId)).toEqual(Array.from({ length: 10 }, (_, i) => `WP_IF_0500${String(4 + i).padStart(2, '0')}`));
      const products = await h.db.select().from(learningProducts);
      expect(products.some((p) => p.apiId === MARATHON_ID)).toBe(false);
      const marathons = await h.db.select().from(learningItems).where(eq(learningItems.apiId, MARATHON_ID));
      for (const i of marathons) expect(products.some((p) => p.chlnKwkey === i.chlnKwkey && p.prdtnm === i.prdtnm && p.apiId === READING_ID)).toBe(true);
    });

    it('answers a child’s products in order, each product’s items, and the book care newest month first', async () => {
      const { kwkkey, chlnKwkey } = r.learner;
      const want = await h.db.select().from(learningProducts).where(eq(learningProducts.chlnKwkey, chlnKwkey)).orderBy(asc(learningProducts.sort));
      const list = await call('planner01', 'selectLeanPrdList', { kwkkey, chlnKwkey });
      expect(list.body).toEqual(ok({ leanPrdList: want.map((p) => ({ chlnKwkey, apiId: p.apiId, prdtnm: p.prdtnm })) }));
      expect(await latestRead('planner01')).toMatchObject({ call: 'myCstmr/selectLeanPrdList', kwkkeys: [kwkkey], fields: ['learning'] });
      for (const p of want) {
        const items = (await call('planner01', 'getLrnngInfrm', { kwKey: kwkkey, chlnKwkey, id: p.apiId, prdtnm: p.prdtnm })).body.data;
        const stored = (await h.db.select().from(learningItems).where(and(eq(learningItems.chlnKwkey, chlnKwkey), eq(learningItems.prdtnm, p.prdtnm)))).sort(
          (a, b) => a.sort - b.sort || a.id - b.id,
        );
        expect(items).toEqual(
          stored.map((i) => ({
            id: i.apiId,
            prdNm: i.prdNm,
            lrnngStep: i.lrnngStep,
            lrnngNextMth: i.lrnngNextMth,
            lrnngPrgrs: i.lrnngPrgrs,
            avrgLrnngTm: i.avrgLrnngTm,
            nextVidSchdl: i.nextVidSchdl,
            lrnngStrDt: i.lrnngStrDt,
            lrnngEndDt: i.lrnngEndDt,
            stndLrnng: i.stndLrnng,
            mckExamDt: i.mckExamDt,
            mockData: i.mockData,
            extraTotSum: i.extraTotSum,
            ptnUseYn: i.ptnUseYn,
          })),
        );
        expect(items.length).toBeGreaterThan(0);
        expect(items.map((i: any) => i.id)).toEqual(p.apiId === READING_ID ? [READING_ID, MARATHON_ID] : items.map(() => p.apiId));
      }
      // A name or a layout the child does not have: nothing.
      expect((await call('planner01', 'getLrnngInfrm', { kwKey: kwkkey, chlnKwkey, id: want[0]!.apiId, prdtnm: '없는 상품' })).body).toEqual(ok([]));
      const otherId = want[0]!.apiId === 'WP_IF_050004' ? 'WP_IF_050005' : 'WP_IF_050004';
      expect((await call('planner01', 'getLrnngInfrm', { kwKey: kwkkey, chlnKwkey, id: otherId, prdtnm: want[0]!.prdtnm })).body).toEqual(ok([]));

      const cared = r.bookCared;
      const care = await h.db.select().from(bookCares).where(eq(bookCares.chlnKwkey, cared.chlnKwkey));
      care.sort((a, b) => b.rpssym.localeCompare(a.rpssym) || b.rpseri.localeCompare(a.rpseri));
      const answer = await call('planner01', 'getBookCareList', { kwkkey: cared.kwkkey, chlnKwkey: cared.chlnKwkey });
      expect(answer.body).toEqual(
        ok({ bookCareList: care.map(({ rpgnam, rpkdcn, rpssym, rptym1, rpyery, rpseqi, rpseri }) => ({ rpgnam, rpkdcn, rpssym, rptym1, rpyery, rpseqi, rpseri })) }),
      );
      expect(care.length).toBeGreaterThan(1);
      expect(care.some((c) => c.rptym1 === '방문예정') && care.some((c) => c.rptym1 === '방문완료')).toBe(true);
    });

    it('lets the branch head in, with and without searchUserid, and refuses others, another customer’s child, and bad input', async () => {
      const { kwkkey, chlnKwkey, apiId, prdtnm } = r.learner;
      for (const extra of [{}, { searchUserid: 'planner01' }] as Fields[]) {
        expect((await call('branch01', 'selectLeanPrdList', { kwkkey, chlnKwkey, ...extra })).body.data.leanPrdList.length).toBeGreaterThan(0);
        expect((await call('branch01', 'getBookCareList', { kwkkey: r.bookCared.kwkkey, chlnKwkey: r.bookCared.chlnKwkey, ...extra })).body.rt).toBe('success');
      }
      expect((await call('branch01', 'getLrnngInfrm', { kwKey: kwkkey, chlnKwkey, id: apiId, prdtnm })).body.data.length).toBeGreaterThan(0);
      await expectRefusals('selectLeanPrdList', { kwkkey, chlnKwkey }, true);
      await expectRefusals('getBookCareList', { kwkkey: r.bookCared.kwkkey, chlnKwkey: r.bookCared.chlnKwkey }, true);
      await expectRefusals('getLrnngInfrm', { kwKey: kwkkey, chlnKwkey, id: apiId, prdtnm }, false);
      // The child of another customer under this customer's key, and another branch's child.
      expect((await call('planner01', 'selectLeanPrdList', { kwkkey, chlnKwkey: 'C990000021' })).body).toEqual(FORBIDDEN);
      expect((await call('branch01', 'getBookCareList', { kwkkey: FOREIGN, chlnKwkey: 'C990000011' })).body).toEqual(FORBIDDEN);
      expect((await call('planner01', 'getLrnngInfrm', { kwKey: TWIN, chlnKwkey, id: apiId, prdtnm })).body).toEqual(FORBIDDEN);
      for (const [fields, field] of [
        [{ kwkkey: '', chlnKwkey }, 'kwkkey'],
        [{ kwkkey, chlnKwkey: '' }, 'chlnKwkey'],
        [{ kwkkey, chlnKwkey: 'C'.repeat(21) }, 'chlnKwkey'],
      ] as const)
        expect((await call('planner01', 'selectLeanPrdList', fields)).body).toEqual(bad(field));
      expect((await call('planner01', 'getLrnngInfrm', { kwKey: kwkkey, chlnKwkey, id: 'WP_IF_050003', prdtnm })).body).toEqual(bad('id'));
      expect((await call('planner01', 'getLrnngInfrm', { kwKey: kwkkey, chlnKwkey, id: apiId, prdtnm: '' })).body).toEqual(bad('prdtnm'));
    });
  });

  describe('common/getToken', () => {
    it('signs the caller for 10 minutes, under a key of its own', async () => {
      for (const userid of ['planner01', 'branch01', 'partner01']) {
        const a = await call(userid, 'common/getToken');
        const token = a.body.data.token as string;
        expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
        expect(Number(token.split('.')[0]) * 1000).toBe(Math.floor((TEST_NOW.getTime() + SALES_TOKEN_TTL_MS) / 1000) * 1000);
        expect(h.svc.salesLinks.check(userid, token, TEST_NOW)).toBe('ok');
        expect(h.svc.salesLinks.check('planner02', token, TEST_NOW)).toBe('invalid');
        expect(h.svc.salesLinks.check(userid, token, new Date(TEST_NOW.getTime() + SALES_TOKEN_TTL_MS))).toBe('expired');
        expect(h.svc.salesLinks.check(userid, `${Number(token.split('.')[0]) + 600}.${token.split('.')[1]}`, TEST_NOW)).toBe('invalid');
      }
      // Not the SSO token of the ordering site.
      const sso = h.svc.sso.issue('planner01', TEST_NOW, SALES_TOKEN_TTL_MS).token;
      expect(h.svc.salesLinks.check('planner01', sso, TEST_NOW)).toBe('invalid');
      expect((await h.call('common/getToken', {})).body.rt).toBe('unauthorized');
    });
  });

  describe('getCustFamilyList', () => {
    it('answers the children of the customers in view with the same phone, the customer’s own first', async () => {
      const today = kstDate(TEST_NOW);
      const age = (birth: string | null) => (birth ? Number(today.slice(0, 4)) - Number(birth.slice(0, 4)) - (today.slice(5).replace('-', '') < birth.slice(4) ? 1 : 0) : null);
      /** The household as the owners' rows say, the customer's own children first, then by key and position. */
      const household = async (owners: string[], self: string) =>
        (
          await rowsOf<{ name: string; birth: string | null; chlnKwkey: string; kwkkey: string; custDiv: string; seq: number }>(
            h.db,
            sql`select k.name, k.birth, k.seq, k.chln_kwkey as "chlnKwkey", c.kwkkey, c.cust_div as "custDiv"
              from customers c join children k on k.kwkkey = c.kwkkey
              where c.tel1 = ${diagnosed.tel1} and c.tel2 = ${diagnosed.tel2} and c.tel3 = ${diagnosed.tel3}
                and c.owner_userid = any(${sql.param(owners)}::text[])`,
          )
        )
          .sort((a, b) => Number(a.kwkkey !== self) - Number(b.kwkkey !== self) || a.kwkkey.localeCompare(b.kwkkey) || a.seq - b.seq)
          .map((k) => ({ chlnNm: k.name, age: age(k.birth), chlnKwkey: k.chlnKwkey, kwkkey: k.kwkkey, custDiv: k.custDiv }));
      const mine = await household(['planner01'], diagnosed.kwkkey);
      expect(mine.some((x) => x.kwkkey === TWIN && x.chlnNm === '가나리')).toBe(true);
      expect(mine[0]!.kwkkey).toBe(diagnosed.kwkkey);
      const a = await call('planner01', 'getCustFamilyList', { kwkkey: diagnosed.kwkkey, custDiv: diagnosed.custDiv });
      expect(a.body).toEqual(ok({ totCnt: mine.length, custFamilyList: mine }));
      expect(await latestRead('planner01')).toMatchObject({
        call: 'myCstmr/getCustFamilyList',
        kwkkeys: [...new Set(mine.map((x) => x.kwkkey))],
        fields: ['childNames', 'childBirths'],
      });
      // The branch head sees the organisation's: planner02's look-alike too.
      const org = (await h.db.select({ userid: users.userid }).from(users)).map((u) => u.userid).filter((u) => !['branch09', 'planner91'].includes(u));
      const head = (await call('branch01', 'getCustFamilyList', { kwkkey: TWIN, custDiv: '2' })).body.data;
      expect(head).toEqual({ totCnt: head.custFamilyList.length, custFamilyList: await household(org, TWIN) });
      expect(head.custFamilyList.find((x: any) => x.chlnKwkey === 'C990000031').age).toBeNull();
    });

    it('refuses another’s customer, an unknown key, a wrong custDiv and bad input', async () => {
      await expectRefusals('getCustFamilyList', { kwkkey: diagnosed.kwkkey, custDiv: diagnosed.custDiv }, false);
      expect((await call('planner01', 'getCustFamilyList', { kwkkey: 'K99999999', custDiv: '1' })).body).toEqual(FORBIDDEN);
      expect((await call('planner01', 'getCustFamilyList', { kwkkey: diagnosed.kwkkey, custDiv: diagnosed.custDiv === '1' ? '2' : '1' })).body).toEqual(FORBIDDEN);
      expect((await call('planner01', 'getCustFamilyList', { kwkkey: diagnosed.kwkkey, custDiv: '9' })).body).toEqual(bad('custDiv'));
    });
  });

  describe('getCustBuyInfoList / saveCustPrchHstr / deleteCustPrchHstr (COG01)', () => {
    const page = (extra: Fields = {}) => ({ searchUserid: 'planner01', ...phone(r.buyer), offset: '0', size: '10', ...extra });

    it('answers the purchases under a member’s customer’s phone, newest first, paged', async () => {
      const stored = await rowsOf<Record<string, unknown>>(
        h.db,
        sql`select kwcnam, cntr_nm as "cntrNm", kwsad1, hstr_yn as "hstrYn", prdtnms as "prdtnmArray", kwkey, cntr_cd as "cntrCd"
          from centre_purchases where tel1 = ${r.buyer.tel1} and tel2 = ${r.buyer.tel2} and tel3 = ${r.buyer.tel3}
          order by last_buy_dt desc, kwkey, cntr_cd`,
      );
      expect(stored.length).toBeGreaterThan(0);
      expect((await call('branch01', 'getCustBuyInfoList', page())).body).toEqual(ok({ totCnt: stored.length, custBuyInfoList: stored }));
      expect((await call('branch01', 'getCustBuyInfoList', page({ searchUserid: '' }))).body.data.totCnt).toBe(stored.length);
      expect((await call('branch01', 'getCustBuyInfoList', page({ offset: '1', size: '1' }))).body.data.custBuyInfoList).toEqual(stored.slice(1, 2));
      expect(await latestRead('branch01')).toMatchObject({ call: 'myCstmr/getCustBuyInfoList', ownerUserid: 'planner01', fields: ['custNm', 'addr', 'purchases'] });
    });

    it('marks and unmarks a purchase as history, the same again answering alike', async () => {
      const key = { kwkey: r.buyer.kwkey, cntrCd: r.buyer.cntrCd };
      const flag = async () => (await h.db.select().from(centrePurchases).where(and(eq(centrePurchases.kwkey, key.kwkey), eq(centrePurchases.cntrCd, key.cntrCd))))[0]!.hstrYn;
      for (const [path, value] of [
        ['saveCustPrchHstr', 'Y'],
        ['saveCustPrchHstr', 'Y'],
        ['deleteCustPrchHstr', 'N'],
        ['deleteCustPrchHstr', 'N'],
      ] as const) {
        expect((await call('branch01', path, key)).body).toEqual(ok());
        expect(await flag()).toBe(value);
      }
      // Another branch, an unknown purchase: forbidden, nothing changed.
      expect((await call('branch09', 'saveCustPrchHstr', key)).body).toEqual(FORBIDDEN);
      expect((await call('branch01', 'saveCustPrchHstr', { ...key, cntrCd: 'C0000' })).body).toEqual(FORBIDDEN);
      expect(await flag()).toBe('N');
      expect((await call('branch01', 'saveCustPrchHstr', { ...key, cntrCd: '' })).body).toEqual(bad('cntrCd'));
    });

    it('refuses every other position (the contract’s roles), a phone outside the view, and bad input', async () => {
      for (const userid of ['planner01', 'planner02', 'partner01', 'master01', 'district01']) {
        for (const [path, fields] of [
          ['getCustBuyInfoList', page()],
          ['saveCustPrchHstr', { kwkey: r.buyer.kwkey, cntrCd: r.buyer.cntrCd }],
          ['deleteCustPrchHstr', { kwkey: r.buyer.kwkey, cntrCd: r.buyer.cntrCd }],
        ] as const)
          expect([userid, path, (await call(userid, path, fields)).body]).toEqual([userid, path, FORBIDDEN]);
      }
      expect((await call('branch09', 'getCustBuyInfoList', page())).body).toEqual(ORG_REFUSED);
      expect((await call('branch09', 'getCustBuyInfoList', page({ searchUserid: '' }))).body).toEqual(FORBIDDEN);
      expect((await call('branch01', 'getCustBuyInfoList', page({ searchUserid: 'planner03' }))).body).toEqual(FORBIDDEN);
      expect((await call('branch01', 'getCustBuyInfoList', page({ tel3: '0000' }))).body).toEqual(FORBIDDEN);
      expect((await call('branch01', 'getCustBuyInfoList', page({ size: '0' }))).body).toEqual(bad('size'));
      expect((await call('branch01', 'getCustBuyInfoList', page({ offset: '-1' }))).body).toEqual(bad('offset'));
    });
  });

  describe('getRecruitInfoList (COG01)', () => {
    it('answers the centres where the member’s customer registered as a recruit, newest first', async () => {
      const stored = await h.db
        .select()
        .from(recruitRegistrations)
        .where(and(eq(recruitRegistrations.custNm, r.recruit.name), eq(recruitRegistrations.tel1, r.recruit.tel1), eq(recruitRegistrations.tel2, r.recruit.tel2), eq(recruitRegistrations.tel3, r.recruit.tel3)))
        .orderBy(desc(recruitRegistrations.regDate), desc(recruitRegistrations.id));
      expect(stored.length).toBeGreaterThan(0);
      const fields = { searchCustNm: r.recruit.name, ...phone(r.recruit), offset: '0', size: '10' };
      expect((await call('branch01', 'getRecruitInfoList', fields)).body).toEqual(
        ok({ totCnt: stored.length, recruitInfoList: stored.map((x) => ({ cntrNm: x.cntrNm, regDate: x.regDate })) }),
      );
      expect(await latestRead('branch01')).toMatchObject({ call: 'myCstmr/getRecruitInfoList', fields: ['recruits'] });
      // Another name with the phone, another branch, other positions.
      expect((await call('branch01', 'getRecruitInfoList', { ...fields, searchCustNm: '없는이름' })).body).toEqual(FORBIDDEN);
      expect((await call('branch09', 'getRecruitInfoList', fields)).body).toEqual(FORBIDDEN);
      for (const userid of ['planner01', 'partner01', 'master01', 'district01']) expect([userid, (await call(userid, 'getRecruitInfoList', fields)).body]).toEqual([userid, FORBIDDEN]);
      expect((await call('branch01', 'getRecruitInfoList', { ...fields, searchCustNm: '' })).body).toEqual(bad('searchCustNm'));
    });
  });

  describe('getInterestInfoList', () => {
    it('answers every choice in the families’ order with the customer’s, and none for registration', async () => {
      const codes = await h.db.select().from(interestCodes);
      const chosen = await h.db.select().from(customerInterests).where(eq(customerInterests.kwkkey, diagnosed.kwkkey));
      const [own] = await h.db.select({ prensrno: customers.prensrno, custnote: customers.custnote }).from(customers).where(eq(customers.kwkkey, diagnosed.kwkkey));
      const order = ['CED', 'CEC', 'CIP', 'CLA', 'CMC', 'CMM', 'CDS', 'CRD'];
      const sorted = [...codes].sort((a, b) => order.indexOf(a.prenCd) - order.indexOf(b.prenCd) || a.sort - b.sort);
      expect(new Set(codes.map((c) => c.prenCd))).toEqual(new Set(order));
      expect(codes.find((c) => c.prenCd === 'CRD' && c.cdVl1 === '78')!.cdNm).toBe('기타');
      const a = await call('planner01', 'getInterestInfoList', { kwkkey: diagnosed.kwkkey });
      expect(a.body).toEqual(
        ok({
          custInterestInfoList: sorted.map((c) => ({
            prenCd: c.prenCd,
            cdVl1: c.cdVl1,
            cdNm: c.cdNm,
            custvalu: (c.prenCd === 'CRD' ? c.cdVl1 === own!.prensrno : chosen.some((x) => x.prenCd === c.prenCd && x.cdVl1 === c.cdVl1)) ? 'Y' : 'N',
          })),
          prensrno: own!.prensrno ?? '',
          custnote: own!.custnote ?? '',
        }),
      );
      expect(await latestRead('planner01')).toMatchObject({ call: 'myCstmr/getInterestInfoList', kwkkeys: [diagnosed.kwkkey], fields: ['interests'] });
      const blank = await call('planner02', 'getInterestInfoList', { kwkkey: '' });
      expect(blank.body.data.custInterestInfoList).toHaveLength(codes.length);
      expect(blank.body.data.custInterestInfoList.every((c: any) => c.custvalu === 'N')).toBe(true);
      // The seed: the first prospect chose 'other' with a place.
      const first = (await call('planner01', 'getInterestInfoList', { kwkkey: r.prospect.kwkkey })).body.data;
      expect(first.prensrno === '78' ? first.custnote.length > 0 : true).toBe(true);
    });

    it('lets the branch head in and refuses others', async () => {
      expect((await call('branch01', 'getInterestInfoList', { kwkkey: diagnosed.kwkkey, searchUserid: 'planner01' })).body.rt).toBe('success');
      await expectRefusals('getInterestInfoList', { kwkkey: diagnosed.kwkkey }, true);
      expect((await call('planner01', 'getInterestInfoList', { kwkkey: 'K'.repeat(21) })).body).toEqual(bad('kwkkey'));
    });
  });

  describe('saveMyCstmr', () => {
    const key = () => ({ kwkkey: r.prospect.kwkkey, custDiv: r.prospect.custDiv });
    const stored = async (kwkkey = r.prospect.kwkkey) => (await h.db.select().from(customers).where(eq(customers.kwkkey, kwkkey)))[0]!;
    const kidsOf = async (kwkkey = r.prospect.kwkkey) => h.db.select().from(children).where(eq(children.kwkkey, kwkkey)).orderBy(asc(children.seq));
    const slots = (kids: [string, string, string][]) => {
      const out: Fields = {};
      for (let i = 0; i < 5; i++) {
        out[`chlnnam${i + 1}`] = kids[i]?.[0] ?? '';
        out[`chlnbdt${i + 1}`] = kids[i]?.[1] ?? '';
        out[`chlngndr${i + 1}`] = kids[i]?.[2] ?? '';
      }
      return out;
    };
    const save = (userid: string, fields: Fields) => call(userid, 'saveMyCstmr', { ...key(), ...fields });

    it('saves the prospect’s additional info, leaving what the block leaves empty; the four messages', async () => {
      const before = await stored();
      h.clock.set(new Date(TEST_NOW.getTime() + 60_000));
      const info = { changeCustInfo: 'Y', kwgend: 'F', kwbrdt: '19880512', kwszip: '06236', kwsad1: '서울특별시 강남구 테헤란로 152', kwsad2: '101동 1203호' };
      expect((await save('planner01', info)).body.rt).toBe('success');
      const after = await stored();
      expect(after).toMatchObject({ gender: 'F', birth: '19880512', zip: '06236', addr1: info.kwsad1, addr2: info.kwsad2 });
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
      expect((await save('planner01', { changeCustInfo: 'Y', kwgend: 'M' })).body.rt).toBe('success');
      expect(await stored()).toMatchObject({ gender: 'M', birth: '19880512', addr1: info.kwsad1 });
      for (const [fields, message] of [
        [{}, m.addInfoEmpty],
        [{ kwbrdt: '19881332' }, m.addInfoBirthInvalid],
        [{ kwbrdt: '1988051' }, m.addInfoBirthInvalid],
        [{ kwsad2: '101동' }, m.addInfoAddressRequired],
        [{ kwsad1: '서울특별시 강남구 테헤란로 152' }, m.addInfoDetailRequired],
      ] as const)
        expect((await save('planner01', { changeCustInfo: 'Y', ...fields })).body).toEqual(rule(message));
      expect((await save('planner01', { changeCustInfo: 'Y', kwsad1: 'x', kwsad2: 'y'.repeat(31) })).body).toEqual(bad('kwsad2'));
      expect((await save('planner01', {})).body).toEqual(rule(m.saveNothing));
      h.clock.set(TEST_NOW);
    });

    it('replaces the children from the slots, keeping the keys of those kept or edited, and the list’s birth dates', async () => {
      const first = await save('planner01', { addChild: 'Y', ...slots([['김하윤', '20190305', 'F'], ['김도하', '20210710', 'M']]) });
      expect(first.body.rt).toBe('success');
      const [a, b] = first.body.data.children;
      expect(first.body.data.children.map((c: any) => [c.sqno, c.chlnNm])).toEqual([[1, '김하윤'], [2, '김도하']]);
      expect((await stored()).chlnBirths).toEqual(['20190305', '20210710']);
      // Learning rows of the first child follow its key.
      await h.db.insert(learningProducts).values({ chlnKwkey: a.chlnKwkey, apiId: 'WP_IF_050004', prdtnm: '테스트 국어', sort: 9 });
      // Edit the second (birth) and add a third.
      const edited = await save('planner01', { addChild: 'Y', ...slots([['김하윤', '20190305', 'F'], ['김도하', '20210711', 'M'], ['김서아', '', 'F']]) });
      expect(edited.body.data.children.map((c: any) => c.chlnKwkey).slice(0, 2)).toEqual([a.chlnKwkey, b.chlnKwkey]);
      const third = edited.body.data.children[2].chlnKwkey;
      expect(new Set([a.chlnKwkey, b.chlnKwkey, third]).size).toBe(3);
      // Delete the first (the others move up, keeping their keys), then rename the one now second.
      const deleted = await save('planner01', { addChild: 'Y', ...slots([['김도하', '20210711', 'M'], ['김서아', '', 'F']]) });
      expect(deleted.body.data.children.map((c: any) => c.chlnKwkey)).toEqual([b.chlnKwkey, third]);
      const renamed = await save('planner01', { addChild: 'Y', ...slots([['김도하', '20210711', 'M'], ['김서윤', '', 'F']]) });
      expect(renamed.body.data.children).toEqual([
        { sqno: 1, chlnKwkey: b.chlnKwkey, chlnNm: '김도하' },
        { sqno: 2, chlnKwkey: third, chlnNm: '김서윤' },
      ]);
      expect((await kidsOf()).map((k) => [k.seq, k.name, k.gender, k.birth])).toEqual([[1, '김도하', 'M', '20210711'], [2, '김서윤', 'F', null]]);
      expect((await stored()).chlnBirths).toEqual(['20210711']);
      expect(await h.db.select().from(learningProducts).where(eq(learningProducts.chlnKwkey, a.chlnKwkey))).toEqual([]);
      // The detail answers the same children.
      expect((await call('planner01', 'getMyCstmr', { ...key(), onlyChild: 'Y' })).body.data.children.map((c: any) => c.chlnKwkey)).toEqual([b.chlnKwkey, third]);
      // Rules: each with the screen's message, nothing changed.
      for (const [kids, message] of [
        [[['김도하', '20210711', '']], m.childGenderRequired],
        [[['김도하', '20211311', 'M']], m.childBirthInvalid],
        [[['', '20210711', 'M']], m.childNameRequired],
      ] as const)
        expect((await save('planner01', { addChild: 'Y', ...slots(kids as unknown as [string, string, string][]) })).body).toEqual(rule(message));
      expect((await save('planner01', { addChild: 'Y', chlnnam1: '가'.repeat(11), chlngndr1: 'F' })).body).toEqual(bad('chlnnam1'));
      expect((await save('planner01', { addChild: 'Y', chlngndr1: 'X' })).body).toEqual(bad('chlngndr1'));
      expect((await kidsOf()).length).toBe(2);
      // All deleted.
      expect((await save('planner01', { addChild: 'Y', ...slots([]) })).body).toEqual(ok({ children: [] }));
      expect((await stored()).chlnBirths).toEqual([]);
    });

    it('children versions (issue 18): the version read saves and moves on; a stale one is a conflict with the server’s slots; absent saves', async () => {
      const read = async () => (await call('planner01', 'getMyCstmr', { ...key(), onlyChild: 'Y' })).body.data;
      const start = (await stored()).childrenVersion;
      expect((await read()).childrenVersion).toBe(start);
      const matching = await save('planner01', { addChild: 'Y', ...slots([['이하람', '20180101', 'F']]), version: String(start) });
      expect(matching.body.rt).toBe('success');
      expect((await stored()).childrenVersion).toBe(start + 1);
      expect((await read()).childrenVersion).toBe(start + 1);
      // Saved meanwhile by someone else: the save based on `start` is refused, the children as they were.
      const before = { kids: await kidsOf(), customer: await stored() };
      const stale = await save('planner01', { addChild: 'Y', ...slots([['이하람', '20180101', 'F'], ['이로운', '', 'M']]), version: String(start) });
      expect([stale.status, stale.body]).toEqual([
        409,
        { rt: 'conflict', rtMsg: msg.conflict, data: { current: { ...slots([['이하람', '20180101', 'F']]), version: String(start + 1) } } },
      ]);
      expect({ kids: await kidsOf(), customer: await stored() }).toEqual(before);
      // No version (an older client): saved, and the version still moves on; other parts never touch it.
      expect((await save('planner01', { addChild: 'Y', ...slots([['이로운', '', 'M']]) })).body.rt).toBe('success');
      expect((await stored()).childrenVersion).toBe(start + 2);
      expect((await save('planner01', { changeCustInfo: 'Y', kwgend: 'F' })).body.rt).toBe('success');
      expect((await stored()).childrenVersion).toBe(start + 2);
      for (const version of ['0', 'x']) expect((await save('planner01', { addChild: 'Y', ...slots([]), version })).body).toEqual(bad('version'));
      expect((await save('planner01', { addChild: 'Y', ...slots([]), version: String(start + 2) })).body).toEqual(ok({ children: [] }));
    });

    it('saves the interests and the no-jin activity; other needs the place; codes are checked', async () => {
      const fields = { changeInterest: 'Y', interestListJsonString: JSON.stringify([{ prenCd: 'CEC', cdVl1: '01' }, { prenCd: 'CEC', cdVl1: '03' }, { prenCd: 'CED', cdVl1: '02' }]) };
      expect((await save('planner01', { ...fields, prensrno: '78', custnote: ' 동네 키즈카페 ' })).body.rt).toBe('success');
      const chosen = await h.db.select().from(customerInterests).where(eq(customerInterests.kwkkey, r.prospect.kwkkey));
      expect(chosen.map((c) => `${c.prenCd}:${c.cdVl1}`).sort()).toEqual(['CEC:01', 'CEC:03', 'CED:02']);
      expect(await stored()).toMatchObject({ prensrno: '78', custnote: '동네 키즈카페' });
      const list = (await call('planner01', 'getInterestInfoList', { kwkkey: r.prospect.kwkkey })).body.data;
      expect(list.custInterestInfoList.filter((c: any) => c.custvalu === 'Y').map((c: any) => `${c.prenCd}:${c.cdVl1}`)).toEqual(['CED:02', 'CEC:01', 'CEC:03', 'CRD:78']);
      // The whole list back, as the popup holds it: only the items with custvalu Y count.
      const whole = list.custInterestInfoList
        .filter((c: any) => c.prenCd !== 'CRD')
        .map((c: any) => ({ prenCd: c.prenCd, cdVl1: c.cdVl1, cdNm: c.cdNm, custvalu: c.prenCd === 'CEC' && c.cdVl1 === '01' ? 'N' : c.custvalu }));
      expect((await save('planner01', { changeInterest: 'Y', interestListJsonString: JSON.stringify(whole), prensrno: '78', custnote: '동네 키즈카페' })).body.rt).toBe('success');
      const kept = await h.db.select().from(customerInterests).where(eq(customerInterests.kwkkey, r.prospect.kwkkey));
      expect(kept.map((c) => `${c.prenCd}:${c.cdVl1}`).sort()).toEqual(['CEC:03', 'CED:02']);
      // Another choice clears the place.
      expect((await save('planner01', { ...fields, prensrno: '72', custnote: '무시' })).body.rt).toBe('success');
      expect(await stored()).toMatchObject({ prensrno: '72', custnote: null });
      expect((await save('planner01', { ...fields, prensrno: '78', custnote: ' ' })).body).toEqual(rule(m.interestPlaceRequired));
      for (const [extra, field] of [
        [{ interestListJsonString: JSON.stringify([{ prenCd: 'CED', cdVl1: '01' }, { prenCd: 'CED', cdVl1: '02' }]) }, 'interestListJsonString'],
        [{ interestListJsonString: JSON.stringify([{ prenCd: 'CEC', cdVl1: '99' }]) }, 'interestListJsonString'],
        [{ interestListJsonString: JSON.stringify([{ prenCd: 'CRD', cdVl1: '71' }]) }, 'interestListJsonString'],
        [{ interestListJsonString: '{' }, 'interestListJsonString'],
        [{ prensrno: '99' }, 'prensrno'],
        [{ prensrno: '7' }, 'prensrno'],
      ] as const)
        expect([field, (await save('planner01', { ...fields, ...extra })).body]).toEqual([field, bad(field)]);
      expect(await stored()).toMatchObject({ prensrno: '72' });
    });

    it('lets the branch head save a member’s customer, refuses others, and refuses what the type may not change', async () => {
      expect((await save('branch01', { searchUserid: 'planner01', changeInterest: 'Y', prensrno: '73' })).body.rt).toBe('success');
      expect((await save('branch01', { changeInterest: 'Y', prensrno: '74' })).body.rt).toBe('success');
      for (const userid of ['planner02', 'master01', 'district01', 'branch09'])
        expect([userid, (await save(userid, { changeInterest: 'Y', prensrno: '71' })).body]).toEqual([userid, FORBIDDEN]);
      expect((await save('branch09', { searchUserid: 'planner01', changeInterest: 'Y', prensrno: '71' })).body).toEqual(ORG_REFUSED);
      expect((await call('planner01', 'saveMyCstmr', { kwkkey: r.prospect.kwkkey, custDiv: '1', changeInterest: 'Y', prensrno: '71' })).body).toEqual(FORBIDDEN);
      expect(await stored()).toMatchObject({ prensrno: '74' });
      // A contract customer: no children, no additional info, read-only interests.
      const contract = { kwkkey: diagnosed.kwkkey, custDiv: diagnosed.custDiv };
      expect(diagnosed.custDivDetail).toBe('SCD01');
      const kidsBefore = await kidsOf(diagnosed.kwkkey);
      expect((await call('planner01', 'saveMyCstmr', { ...contract, addChild: 'Y', ...slots([['김하윤', '20190305', 'F']]) })).body).toEqual(refused(m.childrenProspectOnly));
      expect((await call('planner01', 'saveMyCstmr', { ...contract, changeCustInfo: 'Y', kwgend: 'F' })).body).toEqual(refused(m.addInfoProspectOnly));
      expect((await call('planner01', 'saveMyCstmr', { ...contract, changeInterest: 'Y', prensrno: '71' })).body).toEqual(refused(m.interestContractReadOnly));
      expect(await kidsOf(diagnosed.kwkkey)).toEqual(kidsBefore);
      // A mom-type customer may change interests, not children.
      const [mom] = await h.db.select().from(customers).where(and(eq(customers.ownerUserid, 'planner01'), eq(customers.custDivDetail, 'SCD03'))).limit(1);
      const momKey = { kwkkey: mom!.kwkkey, custDiv: mom!.custDiv };
      expect((await call('planner01', 'saveMyCstmr', { ...momKey, changeInterest: 'Y', prensrno: '71' })).body.rt).toBe('success');
      expect((await call('planner01', 'saveMyCstmr', { ...momKey, addChild: 'Y', ...slots([]) })).body).toEqual(refused(m.childrenProspectOnly));
    });
  });
});
