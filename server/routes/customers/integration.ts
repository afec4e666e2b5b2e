// Customer integration (spec 2 §2, §3 integration row, §7 custIntegrationList / saveCustIntegration, §8;
// docs/decisions.md D46). A candidate pair is computed, not stored: a prospect (SCD02-04) and a contract
// customer (SCD01) of the same owner with the same phone. Everyone, a branch head included, lists and
// integrates only their own customers' pairs. Integrating moves everything of the prospect (memos,
// schedules, children, diagnoses, saved-list places, favourite and recruiting flags) to the contract
// customer, logs the pair and deletes the prospect row, all in one transaction: a pair no longer a
// candidate (integrated already, changed meanwhile) refuses the whole call and nothing is written.
import { type SQL, sql } from 'drizzle-orm';
import type { CustType } from '../../../src/domain/customers/contract';
import { inpathOf } from '../../../src/domain/customers/integration';
import { custIntegrationList, type IntegrationFlag, type IntegrationRow, saveCustIntegration } from '../../../src/domain/customers/integration-contract';
import { msg } from '../../../src/domain/messages';
import type { Db } from '../../db/client';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { rowsOf } from '../../lib/rows';
import { refreshCustomerDerived } from '../../services/customer-derived';
import { logPersonalRead } from '../../services/personal-data-log';

/** The pairs of `owner`: prospect p and contract customer k, same owner and phone (customers_tel_idx finds k). */
const pairsOf = (owner: string): SQL => sql`from customers p
  join customers k on k.tel1 = p.tel1 and k.tel2 = p.tel2 and k.tel3 = p.tel3
    and k.owner_userid = p.owner_userid and k.cust_div_detail = 'SCD01'
  where p.owner_userid = ${owner} and p.cust_div_detail <> 'SCD01'`;

interface PairRow {
  kwkkey: string;
  chkKwkkey: string;
  prospectType: CustType;
  custname: string;
  kwcnam: string;
  kwcddd: string;
  kwctl1: string;
  kwctl2: string;
}

const gone = (pair: IntegrationFlag) =>
  new CallRefusal('refused', msg.custIntegrationGone, { detail: { reason: 'not a candidate pair', kwkkey: pair.kwkkey, chkKwkkey: pair.chkKwkkey } });

interface Child {
  id: number;
  kwkkey: string;
  chlnKwkey: string;
  name: string;
  birth: string | null;
  seq: number;
}

/**
 * The prospect's children join the contract customer's: one with the same name (and the same birth date, or
 * one of them unknown) is the same child, so its diagnoses follow the contract customer's child and the
 * prospect's copy goes; the others take the next free positions (1-5), or the integration is refused.
 * True when the prospect had children: the contract customer's children changed.
 */
async function moveChildren(tx: Db, prospect: string, contract: string): Promise<boolean> {
  const kids = await rowsOf<Child>(
    tx,
    sql`select id, kwkkey, chln_kwkey as "chlnKwkey", name, birth, seq from children
      where kwkkey = ${prospect} or kwkkey = ${contract} order by seq, id`,
  );
  const theirs = kids.filter((k) => k.kwkkey === contract);
  const taken = new Set(theirs.map((k) => k.seq));
  for (const child of kids.filter((k) => k.kwkkey === prospect)) {
    const same = theirs.find((t) => t.name === child.name && (t.birth === child.birth || t.birth === null || child.birth === null));
    if (same) {
      await tx.execute(sql`update diagnoses set chln_kwkey = ${same.chlnKwkey} where chln_kwkey = ${child.chlnKwkey}`);
      if (same.birth === null && child.birth !== null) await tx.execute(sql`update children set birth = ${child.birth} where id = ${same.id}`);
      await tx.execute(sql`delete from children where id = ${child.id}`);
      continue;
    }
    const seq = [1, 2, 3, 4, 5].find((s) => !taken.has(s));
    if (seq === undefined) throw new CallRefusal('refused', msg.custIntegrationChildLimit, { detail: { reason: 'more than 5 children', kwkkey: prospect, chkKwkkey: contract } });
    taken.add(seq);
    await tx.execute(sql`update children set kwkkey = ${contract}, seq = ${seq} where id = ${child.id}`);
  }
  return kids.some((k) => k.kwkkey === prospect);
}

/** One pair, inside the caller's transaction: checked and locked, moved, logged, the prospect deleted. */
async function integrate(tx: Db, owner: string, pair: IntegrationFlag, now: Date): Promise<void> {
  const [found] = await rowsOf<{ prospectType: string; contractName: string; bookmarkYn: 'Y' | 'N'; rcrtYn: 'Y' | 'N' }>(
    tx,
    sql`select p.cust_div_detail as "prospectType", k.name as "contractName", p.bookmark_yn as "bookmarkYn", p.rcrt_yn as "rcrtYn"
      ${pairsOf(owner)} and p.kwkkey = ${pair.kwkkey} and k.kwkkey = ${pair.chkKwkkey}
      for update of p, k`,
  );
  if (!found) throw gone(pair);
  const [prospect, contract] = [pair.kwkkey, pair.chkKwkkey];
  const childrenChanged = await moveChildren(tx, prospect, contract);
  await tx.execute(sql`update diagnoses set kwkkey = ${contract} where kwkkey = ${prospect}`);
  await tx.execute(sql`update contracts set kwkkey = ${contract} where kwkkey = ${prospect}`);
  await tx.execute(sql`update deliveries set kwkkey = ${contract} where kwkkey = ${prospect}`);
  await tx.execute(sql`update memos set kwkkey = ${contract}, cust_div = '1' where kwkkey = ${prospect}`);
  await tx.execute(sql`update schedules set kwkey = ${contract}, cust_div_cd = 'SCD01', cust_nm = ${found.contractName} where kwkey = ${prospect}`);
  await tx.execute(sql`insert into cust_list_members (cust_list_sqno, kwkkey)
    select cust_list_sqno, ${contract} from cust_list_members where kwkkey = ${prospect} on conflict do nothing`);
  await tx.execute(sql`update customers set
      bookmark_yn = case when ${found.bookmarkYn} = 'Y' then 'Y' else bookmark_yn end,
      rcrt_yn = case when ${found.rcrtYn} = 'Y' then 'Y' else rcrt_yn end,
      children_version = children_version + ${childrenChanged ? 1 : 0},
      updated_at = ${now.toISOString()}::timestamptz
    where kwkkey = ${contract}`);
  await tx.execute(sql`insert into cust_integrations (userid, prospect_kwkkey, contract_kwkkey, prospect_type, crtn_dttm)
    values (${owner}, ${prospect}, ${contract}, ${found.prospectType}, ${now.toISOString()}::timestamptz)`);
  await tx.execute(sql`delete from customers where kwkkey = ${prospect}`);
  await refreshCustomerDerived(tx, { from: contract, to: contract });
}

export const integrationCalls: readonly ApiCall[] = [
  handle(custIntegrationList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const [rows, [count]] = await Promise.all([
      rowsOf<PairRow>(
        db,
        sql`select p.kwkkey, k.kwkkey as "chkKwkkey", p.cust_div_detail as "prospectType", p.name as custname, k.name as kwcnam,
            k.tel1 as kwcddd, k.tel2 as kwctl1, k.tel3 as kwctl2
          ${pairsOf(user.userid)} order by p.kwkkey, k.kwkkey limit ${req.size} offset ${req.offset}`,
      ),
      rowsOf<{ n: number | string }>(db, sql`select count(*) as n ${pairsOf(user.userid)}`),
    ]);
    if (rows.length > 0)
      await logPersonalRead(db, clock.now(), {
        userid: user.userid,
        ownerUserid: user.userid,
        kwkkeys: [...new Set(rows.flatMap((r) => [r.kwkkey, r.chkKwkkey]))],
        call: custIntegrationList.path,
        fields: ['custNm', 'tel'],
      });
    const list = rows.map(
      ({ prospectType, ...r }): IntegrationRow => ({ ...r, insertFlag: 'N', inpath: inpathOf(prospectType) }),
    );
    return { totCnt: Number(count?.n ?? 0), list };
  }),

  handle(saveCustIntegration, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const chosen = req.jsonString.filter((r) => r.insertFlag === 'Y');
    // Nothing flagged: nothing integrated (spec 2 §8: the app says the integration failed).
    if (chosen.length === 0) return 0;
    if (new Set(chosen.map((r) => r.kwkkey)).size !== chosen.length)
      throw new CallRefusal('bad_request', msg.custIntegrationDuplicate, { detail: { fields: ['jsonString'] } });
    const now = clock.now();
    return db.transaction(async (tx) => {
      for (const pair of chosen) await integrate(tx as unknown as Db, user.userid, pair, now);
      return chosen.length;
    });
  }),
];
