// A leader's private memos about a member (spec 3 §2, §5, §6): read, written, changed and deleted by
// their author only. Someone else's memo and a memo that does not exist get one and the same not-found
// answer (so an answer never tells whose memos exist), and that refusal is audited like the others.
import { and, desc, eq } from 'drizzle-orm';
import type { OrgMemo } from '../../src/domain/organisation/contract';
import { msg } from '../../src/domain/messages';
import { ORG_MEMO_MAX_BYTES, plainByteLength } from '../../src/domain/organisation/rules';
import type { Db } from '../db/client';
import { orgMemos } from '../db/schema';
import { CallRefusal } from '../http/envelope';
import type { CallContext } from '../http/handle';
import { kstDate, kstTime } from '../lib/time';

/** 'yyyy.mm.dd HH:mm' KST. */
const stamp = (d: Date) => `${kstDate(d).replace(/-/g, '.')} ${kstTime(d)}`;

/** The author's memos about the target, newest first. */
export async function memosOf(db: Db, authorUserid: string, targetUserid: string): Promise<OrgMemo[]> {
  const rows = await db
    .select({ sqno: orgMemos.sqno, cntn: orgMemos.cntn, crtnDttm: orgMemos.crtnDttm })
    .from(orgMemos)
    .where(and(eq(orgMemos.authorUserid, authorUserid), eq(orgMemos.targetUserid, targetUserid)))
    .orderBy(desc(orgMemos.sqno));
  return rows.map((r) => ({ sqno: r.sqno, cntn: r.cntn, crtnDttm: stamp(r.crtnDttm) }));
}

/** The memo's text as stored: trimmed, required, within the byte limit (spec 3 §5), else bad_request with the spec's message. */
export function memoText(contents: string): string {
  const text = contents.trim();
  if (text === '') throw new CallRefusal('bad_request', msg.orgMemoRequired, { detail: { fields: ['contents'] } });
  if (plainByteLength(text) > ORG_MEMO_MAX_BYTES) throw new CallRefusal('bad_request', msg.orgMemoTooLong, { detail: { fields: ['contents'] } });
  return text;
}

/** Not the caller's memo (or none): a not_found that is audited all the same. */
const notTheirs = (sqno: number): never => {
  throw new CallRefusal('not_found', msg.orgMemoNotFound, { always: true, detail: { sqno } });
};

/** A new memo (sqno 0) about the target, or a change of the caller's own memo about that target. */
export async function saveMemo(ctx: CallContext, authorUserid: string, targetUserid: string, sqno: number, contents: string): Promise<number> {
  const cntn = memoText(contents);
  const now = ctx.svc.clock.now();
  if (sqno === 0) {
    const [row] = await ctx.svc.db
      .insert(orgMemos)
      .values({ authorUserid, targetUserid, cntn, crtnDttm: now, updtDttm: now })
      .returning({ sqno: orgMemos.sqno });
    return row!.sqno;
  }
  const [row] = await ctx.svc.db
    .update(orgMemos)
    .set({ cntn, updtDttm: now })
    .where(and(eq(orgMemos.sqno, sqno), eq(orgMemos.authorUserid, authorUserid), eq(orgMemos.targetUserid, targetUserid)))
    .returning({ sqno: orgMemos.sqno });
  return row ? row.sqno : notTheirs(sqno);
}

/** Deletes the caller's own memo. */
export async function deleteMemo(ctx: CallContext, authorUserid: string, sqno: number): Promise<number> {
  const [row] = await ctx.svc.db
    .delete(orgMemos)
    .where(and(eq(orgMemos.sqno, sqno), eq(orgMemos.authorUserid, authorUserid)))
    .returning({ sqno: orgMemos.sqno });
  return row ? row.sqno : notTheirs(sqno);
}
