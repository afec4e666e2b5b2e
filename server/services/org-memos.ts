// A leader's private memos about a member (spec 3 §2, §5, §6): read, written, changed and deleted by
// their author only. Someone else's memo and a memo that does not exist get one and the same not-found
// answer (so an answer never tells whose memos exist), and that refusal is audited like the others.
// Every change bumps the memo's version; a change sent with the version it was based on applies only while
// the memo is still that version (one statement), else a conflict with the memo as stored (issue 18).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrgMemo } from '../../src/domain/organisation/contract';
import { msg } from '../../src/domain/messages';
import { ORG_MEMO_MAX_BYTES, plainByteLength } from '../../src/domain/organisation/rules';
import type { Db } from '../db/client';
import { orgMemos } from '../db/schema';
import { CallRefusal, ConflictRefusal } from '../http/envelope';
import type { CallContext } from '../http/handle';
import { kstDate, kstTime } from '../lib/time';

/** 'yyyy.mm.dd HH:mm' KST. */
const stamp = (d: Date) => `${kstDate(d).replace(/-/g, '.')} ${kstTime(d)}`;

/** The author's memos about the target, newest first. */
export async function memosOf(db: Db, authorUserid: string, targetUserid: string): Promise<OrgMemo[]> {
  const rows = await db
    .select({ sqno: orgMemos.sqno, cntn: orgMemos.cntn, crtnDttm: orgMemos.crtnDttm, version: orgMemos.version })
    .from(orgMemos)
    .where(and(eq(orgMemos.authorUserid, authorUserid), eq(orgMemos.targetUserid, targetUserid)))
    .orderBy(desc(orgMemos.sqno));
  return rows.map((r) => ({ sqno: r.sqno, cntn: r.cntn, crtnDttm: stamp(r.crtnDttm), version: r.version }));
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

/** The version the change was based on, when the client sent one: the row must still hold it. */
const atVersion = (version: number | undefined): SQL | undefined => (version === undefined ? undefined : eq(orgMemos.version, version));
const bumped = sql`${orgMemos.version} + 1`;

/**
 * A change found nothing to change: with a version, the caller's memo that is still there but at another
 * version is a conflict carrying it under memoSave's field names; anything else is not theirs.
 */
async function refusedChange(ctx: CallContext, where: SQL | undefined, sqno: number, version: number | undefined): Promise<never> {
  if (version !== undefined) {
    const [row] = await ctx.svc.db.select({ cntn: orgMemos.cntn, version: orgMemos.version }).from(orgMemos).where(where);
    if (row) throw new ConflictRefusal({ contents: row.cntn, version: String(row.version) });
  }
  return notTheirs(sqno);
}

/** A new memo (sqno 0) about the target, or a change of the caller's own memo about that target (at `version` when given). */
export async function saveMemo(ctx: CallContext, authorUserid: string, targetUserid: string, sqno: number, contents: string, version?: number): Promise<number> {
  const cntn = memoText(contents);
  const now = ctx.svc.clock.now();
  if (sqno === 0) {
    const [row] = await ctx.svc.db
      .insert(orgMemos)
      .values({ authorUserid, targetUserid, cntn, crtnDttm: now, updtDttm: now })
      .returning({ sqno: orgMemos.sqno });
    return row!.sqno;
  }
  const theirs = and(eq(orgMemos.sqno, sqno), eq(orgMemos.authorUserid, authorUserid), eq(orgMemos.targetUserid, targetUserid));
  const [row] = await ctx.svc.db
    .update(orgMemos)
    .set({ cntn, updtDttm: now, version: bumped })
    .where(and(theirs, atVersion(version)))
    .returning({ sqno: orgMemos.sqno });
  return row ? row.sqno : refusedChange(ctx, theirs, sqno, version);
}

/** Deletes the caller's own memo (at `version` when given). */
export async function deleteMemo(ctx: CallContext, authorUserid: string, sqno: number, version?: number): Promise<number> {
  const theirs = and(eq(orgMemos.sqno, sqno), eq(orgMemos.authorUserid, authorUserid));
  const [row] = await ctx.svc.db.delete(orgMemos).where(and(theirs, atVersion(version))).returning({ sqno: orgMemos.sqno });
  return row ? row.sqno : refusedChange(ctx, theirs, sqno, version);
}
