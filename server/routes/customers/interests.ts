// Interest and no-jin info (spec 2 §2 interest info, §3 Interest item): every choice of the code families
// in the popup's order (customer-edit.ts INTEREST_FAMILIES, then each family's own order), with what the
// customer chose; kwkkey '' (registration) answers the choices with none chosen. The CRD choice is the
// customer's prensrno, custnote its place when 'other' (78).
import { sql } from 'drizzle-orm';
import { ACTIVITY_FAMILY, INTEREST_FAMILY_CODES, type InterestFamily } from '../../../src/domain/customers/customer-edit';
import { getInterestInfoList, type InterestItem } from '../../../src/domain/customers/sections-contract';
import type { Db } from '../../db/client';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';
import { ownerScope } from '../../services/customer-scope';
import { logPersonalRead } from '../../services/personal-data-log';
import { customerInView } from './section-scope';

const familyOrder = (prenCd: string) => {
  const i = INTEREST_FAMILY_CODES.indexOf(prenCd as InterestFamily);
  return i < 0 ? INTEREST_FAMILY_CODES.length : i;
};

/** The code table with the choices of `kwkkey` (none for null). */
async function choices(db: Db, kwkkey: string | null, prensrno: string): Promise<InterestItem[]> {
  const rows = await rowsOf<{ prenCd: string; cdVl1: string; cdNm: string; sort: number; chosen: boolean }>(
    db,
    sql`select ic.pren_cd as "prenCd", ic.cd_vl1 as "cdVl1", ic.cd_nm as "cdNm", ic.sort, (ci.kwkkey is not null) as chosen
      from interest_codes ic
      left join customer_interests ci on ci.kwkkey = ${kwkkey ?? ''} and ci.pren_cd = ic.pren_cd and ci.cd_vl1 = ic.cd_vl1`,
  );
  return rows
    .sort((a, b) => familyOrder(a.prenCd) - familyOrder(b.prenCd) || a.prenCd.localeCompare(b.prenCd) || a.sort - b.sort)
    .map((r) => ({
      prenCd: r.prenCd,
      cdVl1: r.cdVl1,
      cdNm: r.cdNm,
      custvalu: (r.prenCd === ACTIVITY_FAMILY ? r.cdVl1 === prensrno : r.chosen) ? 'Y' : 'N',
    }));
}

export const interestCalls: readonly ApiCall[] = [
  handle(getInterestInfoList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    if (req.kwkkey === '') return { custInterestInfoList: await choices(db, null, ''), prensrno: '', custnote: '' };
    const c = await customerInView(db, await ownerScope(db, user, req.searchUserid), req.kwkkey);
    const [own] = await rowsOf<{ prensrno: string | null; custnote: string | null }>(
      db,
      sql`select prensrno, custnote from customers where kwkkey = ${c.kwkkey}`,
    );
    const prensrno = own?.prensrno ?? '';
    await logPersonalRead(db, clock.now(), { userid: user.userid, ownerUserid: c.ownerUserid, kwkkeys: [c.kwkkey], call: getInterestInfoList.path, fields: ['interests'] });
    return { custInterestInfoList: await choices(db, c.kwkkey, prensrno), prensrno, custnote: own?.custnote ?? '' };
  }),
];
