// A customer's memos (spec 2 §2 Memo, §3, §4, §5, §7): the history paged newest first, one memo, save,
// update and delete. The customer must be one the caller sees (customer-scope.ts; a branch head may name a
// member with searchUserid), else forbidden; an unknown memo number is not_found. A memo is edited or
// deleted only when saved amendable (amntPsblYn Y) and by its writer; answers show amntPsblYn per caller.
// Memo texts are personal data: they never go into the audit detail (only keys and numbers do); reading them
// (the list, one memo) writes a personal-data read row (services/personal-data-log.ts).
import { sql } from 'drizzle-orm';
import {
  type CustomerMemo,
  deleteCustMemo,
  getCustMemo,
  getCustMemoList,
  saveMyCustMemo,
  updateCustMemo,
} from '../../../src/domain/customers/contract';
import { msg } from '../../../src/domain/messages';
import type { Db } from '../../db/client';
import { CallRefusal, ConflictRefusal } from '../../http/envelope';
import { type ApiCall, type CallContext, handle, signedIn } from '../../http/handle';
import { badRequestMessage } from '../../lib/decode';
import { rowsOf } from '../../lib/rows';
import { kstDateTime } from '../../lib/time';
import type { UserRow } from '../../services/sessions';
import { fullScope, ownedBy, type OwnerScope, ownerScope } from '../../services/customer-scope';
import { logPersonalRead } from '../../services/personal-data-log';

interface MemoRow {
  sqno: number;
  kwkkey: string;
  custDiv: '1' | '2';
  memo: string;
  memoDiv: '0' | '1';
  amntPsblYn: 'Y' | 'N';
  userid: string;
  crtnDttm: Date | string;
  version: number;
}

const MEMO_COLUMNS = sql`m.sqno, m.kwkkey, m.cust_div as "custDiv", m.memo, m.memo_div as "memoDiv",
  m.amnt_psbl_yn as "amntPsblYn", m.userid, m.crtn_dttm as "crtnDttm", m.version`;

function toMemo(r: MemoRow, caller: UserRow): CustomerMemo {
  const at = new Date(r.crtnDttm);
  return {
    sqno: r.sqno,
    kwkkey: r.kwkkey,
    custDiv: r.custDiv,
    memo: r.memo,
    memoDiv: r.memoDiv,
    amntPsblYn: r.amntPsblYn === 'Y' && r.userid === caller.userid ? 'Y' : 'N',
    crtnDttm: kstDateTime(at),
    version: r.version,
  };
}

const badField = (field: string) => new CallRefusal('bad_request', badRequestMessage([field]), { detail: { fields: [field] } });

/** The memo text as stored: trimmed, and not blank (the schema has checked the length). */
function memoText(raw: string): string {
  const text = raw.trim();
  if (text === '') throw badField('memo');
  return text;
}

/** A customer (kwkkey and custDiv) among `owners`' customers, else forbidden: an unknown key answers the same. Its owner. */
async function checkCustomer(db: Db, owners: OwnerScope, kwkkey: string, custDiv: string): Promise<string> {
  const [found] = await rowsOf<{ ownerUserid: string }>(
    db,
    sql`select c.owner_userid as "ownerUserid" from customers c where c.kwkkey = ${kwkkey} and c.cust_div = ${custDiv} and ${ownedBy(owners)}`,
  );
  if (!found) throw new CallRefusal('forbidden', msg.forbidden, { detail: { reason: 'customer not visible', kwkkey } });
  return found.ownerUserid;
}

/** Memo `sqno` of a customer the caller sees: not_found when there is none, forbidden when it is another's. */
async function memoInView(ctx: CallContext, sqno: number): Promise<{ user: UserRow; row: MemoRow & { ownerUserid: string } }> {
  const { user } = signedIn(ctx);
  const { db } = ctx.svc;
  const owners = await fullScope(db, user);
  const [row] = await rowsOf<MemoRow & { visible: boolean; ownerUserid: string }>(
    db,
    sql`select ${MEMO_COLUMNS}, ${ownedBy(owners)} as visible, c.owner_userid as "ownerUserid"
      from memos m join customers c on c.kwkkey = m.kwkkey where m.sqno = ${sqno}`,
  );
  if (!row) throw new CallRefusal('not_found');
  if (!row.visible) throw new CallRefusal('forbidden', msg.forbidden, { detail: { reason: 'memo of a customer not visible', sqno } });
  return { user, row };
}

/** A version the save read (issue 18), as the statement's condition: none when the save sends none. */
const versionIs = (version: number | undefined) => (version === undefined ? sql`` : sql` and version = ${version}`);

/**
 * Nothing changed: with a version sent and the memo still there, another change came first (conflict, with
 * the memo as the server holds it under the save's field names); otherwise it is gone (not_found).
 */
async function notChanged(db: Db, sqno: number, version: number | undefined): Promise<never> {
  if (version !== undefined) {
    const [now] = await rowsOf<{ memo: string; version: number }>(db, sql`select memo, version from memos where sqno = ${sqno}`);
    if (now) throw new ConflictRefusal({ memo: now.memo, version: String(now.version) });
  }
  throw new CallRefusal('not_found');
}

/** Edit and delete: an amendable memo of the caller's own writing. */
function checkAmendable(row: MemoRow, user: UserRow): void {
  if (row.amntPsblYn !== 'Y') throw new CallRefusal('refused', msg.memoLocked);
  if (row.userid !== user.userid) throw new CallRefusal('refused', msg.memoNotAuthor);
}

export const memoCalls: readonly ApiCall[] = [
  handle(getCustMemoList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const owner = await checkCustomer(db, await ownerScope(db, user, req.searchUserid), req.kwkkey, req.custDiv);
    const [rows, [count]] = await Promise.all([
      rowsOf<MemoRow>(
        db,
        sql`select ${MEMO_COLUMNS} from memos m where m.kwkkey = ${req.kwkkey}
          order by m.crtn_dttm desc, m.sqno desc limit ${req.size} offset ${req.offset}`,
      ),
      rowsOf<{ n: number | string }>(db, sql`select count(*) as n from memos m where m.kwkkey = ${req.kwkkey}`),
    ]);
    if (rows.length > 0)
      await logPersonalRead(db, clock.now(), { userid: user.userid, ownerUserid: owner, kwkkeys: [req.kwkkey], call: getCustMemoList.path, fields: ['memo'] });
    return { memoList: rows.map((r) => toMemo(r, user)), totCnt: Number(count?.n ?? 0) };
  }),

  handle(saveMyCustMemo, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const amntPsblYn = req.amntPsblYn ?? (req.memoDiv === '0' ? 'N' : 'Y');
    // An automatic memo records an attempt (spec 2 §4): nobody amends it.
    if (req.memoDiv === '0' && amntPsblYn === 'Y') throw badField('amntPsblYn');
    const memo = memoText(req.memo);
    const owners = await fullScope(db, user);
    const [made] = await rowsOf<{ sqno: number }>(
      db,
      sql`insert into memos (kwkkey, cust_div, memo, memo_div, amnt_psbl_yn, userid, crtn_dttm)
        select c.kwkkey, c.cust_div, ${memo}, ${req.memoDiv}, ${amntPsblYn}, ${user.userid}, ${clock.now().toISOString()}::timestamptz
        from customers c where c.kwkkey = ${req.kwkkey} and c.cust_div = ${req.custDiv} and ${ownedBy(owners)}
        returning sqno`,
    );
    if (!made) throw new CallRefusal('forbidden', msg.forbidden, { detail: { reason: 'customer not visible', kwkkey: req.kwkkey } });
    return { sqno: made.sqno };
  }),

  handle(getCustMemo, async (req, ctx) => {
    const { user, row } = await memoInView(ctx, req.sqno);
    await logPersonalRead(ctx.svc.db, ctx.svc.clock.now(), {
      userid: user.userid,
      ownerUserid: row.ownerUserid,
      kwkkeys: [row.kwkkey],
      call: getCustMemo.path,
      fields: ['memo'],
    });
    return { memo: toMemo(row, user) };
  }),

  handle(updateCustMemo, async (req, ctx) => {
    const memo = memoText(req.memo);
    const { user, row } = await memoInView(ctx, req.sqno);
    checkAmendable(row, user);
    // The conditions again in the statement: a memo deleted, locked or changed meanwhile is not overwritten.
    const done = await rowsOf<{ sqno: number }>(
      ctx.svc.db,
      sql`update memos set memo = ${memo}, version = version + 1
        where sqno = ${req.sqno} and amnt_psbl_yn = 'Y' and userid = ${user.userid}${versionIs(req.version)} returning sqno`,
    );
    if (done.length === 0) await notChanged(ctx.svc.db, req.sqno, req.version);
    return {};
  }),

  handle(deleteCustMemo, async (req, ctx) => {
    const { user, row } = await memoInView(ctx, req.sqno);
    checkAmendable(row, user);
    const done = await rowsOf<{ sqno: number }>(
      ctx.svc.db,
      sql`delete from memos where sqno = ${req.sqno} and amnt_psbl_yn = 'Y' and userid = ${user.userid}${versionIs(req.version)} returning sqno`,
    );
    if (done.length === 0) await notChanged(ctx.svc.db, req.sqno, req.version);
    return {};
  }),
];
