// Writing a registered prospect (spec 2 §3 registration form, §4; docs/decisions.md D53), in the caller's
// transaction: the customer (SCD02, custDiv '2', personal-data consent given, marketing consent with its
// day), its children through the detail's own writer (keys and derived columns as there), the memo as an
// ordinary editable memo, the interests; then the request is marked used by this submit's idemKey.
import { sql } from 'drizzle-orm';
import type { ChildSlot } from '../../../src/domain/customers/customer-edit';
import { splitPhone } from '../../../src/domain/registration/rules';
import type { Db } from '../../db/client';
import { kstDate } from '../../lib/time';
import { rowsOf } from '../../lib/rows';
import { replaceChildren } from '../customers/save-customer';

export interface NewProspect {
  readonly ownerUserid: string;
  readonly name: string;
  /** 10 or 11 digits. */
  readonly phone: string;
  readonly gender: 'M' | 'F' | null;
  readonly birth: string | null;
  readonly zip: string | null;
  readonly addr1: string | null;
  readonly addr2: string | null;
  readonly prensrno: string | null;
  readonly custnote: string | null;
  readonly mrknagre: 'Y' | 'N';
  readonly children: readonly ChildSlot[];
  readonly memo: string;
  readonly interests: readonly { readonly prenCd: string; readonly cdVl1: string }[];
}

/** Inserts the prospect and what hangs off it, marks the request used; the new customer's key. */
export async function registerProspect(tx: Db, p: NewProspect, used: { requestId: number; idemKey: string }, now: Date): Promise<string> {
  const tel = splitPhone(p.phone);
  if (!tel) throw new Error('registration phone does not split');
  const today = kstDate(now);
  const at = now.toISOString();
  // A key of its own sequence: unique however many registrations run at once.
  const [row] = await rowsOf<{ kwkkey: string }>(
    tx,
    sql`insert into customers (kwkkey, owner_userid, cust_div, cust_div_detail, name, gender, birth, tel1, tel2, tel3, zip, addr1, addr2,
        infoagre, mrknagre, mrkn_agre_dt, custwstp, prensrno, custnote, created_at, updated_at)
      values ('R' || lpad(nextval('registration_kwkkey_seq')::text, 8, '0'), ${p.ownerUserid}, '2', 'SCD02', ${p.name}, ${p.gender}, ${p.birth},
        ${tel[0]}, ${tel[1]}, ${tel[2]}, ${p.zip}, ${p.addr1}, ${p.addr2}, 'Y', ${p.mrknagre}, ${p.mrknagre === 'Y' ? today : null}::date,
        ${today}::date, ${p.prensrno}, ${p.custnote}, ${at}::timestamptz, ${at}::timestamptz)
      returning kwkkey`,
  );
  const kwkkey = row!.kwkkey;
  await replaceChildren(tx, kwkkey, p.children);
  if (p.memo.trim() !== '')
    await tx.execute(sql`insert into memos (kwkkey, cust_div, memo, memo_div, amnt_psbl_yn, userid, crtn_dttm)
      values (${kwkkey}, '2', ${p.memo.trim()}, '1', 'Y', ${p.ownerUserid}, ${at}::timestamptz)`);
  if (p.interests.length > 0)
    await tx.execute(sql`insert into customer_interests (kwkkey, pren_cd, cd_vl1)
      select ${kwkkey}, c, v from unnest(${sql.param(p.interests.map((x) => x.prenCd))}::text[], ${sql.param(p.interests.map((x) => x.cdVl1))}::text[]) as u(c, v)`);
  await tx.execute(sql`update registration_requests set kwkkey = ${kwkkey}, idem_key = ${used.idemKey}, registered_at = ${at}::timestamptz
    where id = ${used.requestId}`);
  return kwkkey;
}
