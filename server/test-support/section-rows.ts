// Seeded rows of the customer detail's other sections that tests start from (planner01's by default): a
// customer with a completed diagnosis, a child with learning products and one with book care, a customer
// with purchases and one with recruit registrations, a prospect; and a valid payload for each section call
// (server/http/handle.test.ts runs every call through the generic checks with them).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import type { Harness } from './harness';

export interface SeenRow {
  kwkkey: string;
  custDiv: '1' | '2';
  custDivDetail: string;
  name: string;
  tel1: string;
  tel2: string;
  tel3: string;
}

const CUSTOMER = sql`c.kwkkey, c.cust_div as "custDiv", c.cust_div_detail as "custDivDetail", c.name, c.tel1, c.tel2, c.tel3`;

/** The rows of each section that `owner` has one for; a section they have none for is left out. */
export async function someSectionRows(db: Db, owner: string) {
  const one = async <T>(query: ReturnType<typeof sql>): Promise<T | undefined> => (await rowsOf<T>(db, query))[0];
  const diagnosed = await one<SeenRow & { examCd: 'KEDI' | 'KEDS' | 'ELT'; rsltUrl: string }>(
    sql`select ${CUSTOMER}, d.exam_cd as "examCd", d.rslt_url as "rsltUrl" from customers c join diagnoses d on d.kwkkey = c.kwkkey
      where c.owner_userid = ${owner} and d.prgs_stat = 'C' order by c.kwkkey, d.comp_dt desc limit 1`,
  );
  const learner = await one<SeenRow & { chlnKwkey: string; apiId: string; prdtnm: string }>(
    sql`select ${CUSTOMER}, p.chln_kwkey as "chlnKwkey", p.api_id as "apiId", p.prdtnm
      from customers c join children k on k.kwkkey = c.kwkkey join learning_products p on p.chln_kwkey = k.chln_kwkey
      where c.owner_userid = ${owner} order by c.kwkkey, k.seq, p.sort limit 1`,
  );
  const bookCared = await one<SeenRow & { chlnKwkey: string }>(
    sql`select ${CUSTOMER}, k.chln_kwkey as "chlnKwkey" from customers c join children k on k.kwkkey = c.kwkkey
      where c.owner_userid = ${owner} and exists (select 1 from book_cares b where b.chln_kwkey = k.chln_kwkey) order by c.kwkkey, k.seq limit 1`,
  );
  const buyer = await one<SeenRow & { kwkey: string; cntrCd: string }>(
    sql`select ${CUSTOMER}, p.kwkey, p.cntr_cd as "cntrCd" from customers c
      join centre_purchases p on p.tel1 = c.tel1 and p.tel2 = c.tel2 and p.tel3 = c.tel3
      where c.owner_userid = ${owner} order by c.kwkkey, p.kwkey limit 1`,
  );
  const recruit = await one<SeenRow>(
    sql`select ${CUSTOMER} from customers c
      where c.owner_userid = ${owner} and exists (select 1 from recruit_registrations r
        where r.tel1 = c.tel1 and r.tel2 = c.tel2 and r.tel3 = c.tel3 and r.cust_nm = c.name) order by c.kwkkey limit 1`,
  );
  const prospect = await one<SeenRow>(
    sql`select ${CUSTOMER} from customers c where c.owner_userid = ${owner} and c.cust_div_detail = 'SCD02' order by c.kwkkey limit 1`,
  );
  return { diagnosed, learner, bookCared, buyer, recruit, prospect };
}

type SectionRows = { [K in keyof Awaited<ReturnType<typeof someSectionRows>>]-?: NonNullable<Awaited<ReturnType<typeof someSectionRows>>[K]> };

/** The rows of every section of `owner`; one they have none for is an error. */
export async function sectionRows(db: Db, owner = 'planner01'): Promise<SectionRows> {
  const rows = await someSectionRows(db, owner);
  const missing = Object.entries(rows).filter(([, row]) => !row).map(([section]) => section);
  if (missing.length > 0) throw new Error(`no seeded row for ${owner} (${missing.join(', ')})`);
  return rows as SectionRows;
}

const phone = (c: SeenRow) => ({ tel1: c.tel1, tel2: c.tel2, tel3: c.tel3 });

/**
 * A valid payload per section call, from the rows of `owner` (planner01's by default, the COG01-only ones for
 * branch01 over planner01), with the owner's session. `tolerant`: a section the owner has no row for is left out.
 */
export async function sectionPayloads(h: Harness, owner = 'planner01', { tolerant = false } = {}): Promise<Record<string, Record<string, string>>> {
  const r = tolerant ? await someSectionRows(h.db, owner) : await sectionRows(h.db, owner);
  const token = { token: await h.as(owner) };
  const out: Record<string, Record<string, string>> = { 'common/getToken': {} };
  if (r.diagnosed) {
    const detail = await h.call('myCstmr/getMyCstmr', { kwkkey: r.diagnosed.kwkkey, custDiv: r.diagnosed.custDiv }, token);
    Object.assign(out, {
      'myCstmr/gelectMyCstmrDiagnosisList': { examCd: r.diagnosed.examCd, searchUserid: '', ...phone(r.diagnosed) },
      'myCstmr/shareResult': { examCd: r.diagnosed.examCd, rsltUrl: r.diagnosed.rsltUrl, custNm: r.diagnosed.name, encCustTel: detail.body.data.myCstmr.encCustTel },
      'myCstmr/getCustFamilyList': { kwkkey: r.diagnosed.kwkkey, custDiv: r.diagnosed.custDiv },
      'myCstmr/getInterestInfoList': { kwkkey: r.diagnosed.kwkkey, searchUserid: '' },
    });
  }
  if (r.learner)
    Object.assign(out, {
      'myCstmr/selectLeanPrdList': { kwkkey: r.learner.kwkkey, chlnKwkey: r.learner.chlnKwkey, searchUserid: '' },
      'myCstmr/getLrnngInfrm': { kwKey: r.learner.kwkkey, chlnKwkey: r.learner.chlnKwkey, id: r.learner.apiId, prdtnm: r.learner.prdtnm },
    });
  if (r.bookCared) out['myCstmr/getBookCareList'] = { kwkkey: r.bookCared.kwkkey, chlnKwkey: r.bookCared.chlnKwkey, searchUserid: '' };
  if (r.buyer)
    Object.assign(out, {
      'myCstmr/getCustBuyInfoList': { searchUserid: owner, ...phone(r.buyer), offset: '0', size: '10' },
      'myCstmr/saveCustPrchHstr': { kwkey: r.buyer.kwkey, cntrCd: r.buyer.cntrCd },
      'myCstmr/deleteCustPrchHstr': { kwkey: r.buyer.kwkey, cntrCd: r.buyer.cntrCd },
    });
  if (r.recruit) out['myCstmr/getRecruitInfoList'] = { searchCustNm: r.recruit.name, ...phone(r.recruit), offset: '0', size: '10' };
  if (r.prospect)
    out['myCstmr/saveMyCstmr'] = {
      kwkkey: r.prospect.kwkkey,
      custDiv: r.prospect.custDiv,
      changeInterest: 'Y',
      interestListJsonString: JSON.stringify([{ prenCd: 'CEC', cdVl1: '01' }]),
      prensrno: '71',
      custnote: '',
    };
  return out;
}

/** The section calls only a branch head makes. */
export const BRANCH_HEAD_SECTION_CALLS = ['myCstmr/getCustBuyInfoList', 'myCstmr/saveCustPrchHstr', 'myCstmr/deleteCustPrchHstr', 'myCstmr/getRecruitInfoList'];
