// The caller's private memos about a member (spec 3 §2, §5, §7 orgnz.memoList, memoSave, memoDelete):
// the member must be the caller or below them (resolveTarget); a memo is read and changed by its author
// only (server/services/org-memos.ts), leaders above the author included. An edit or delete sent with the
// version it read is a conflict (409) when the memo changed since (issue 18).
import { orgnzMemoDelete, orgnzMemoList, orgnzMemoSave } from '../../../src/domain/organisation/contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { deleteMemo, memosOf, saveMemo } from '../../services/org-memos';
import { resolveTarget } from '../../services/org-scope';

export const memoCalls: readonly ApiCall[] = [
  handle(orgnzMemoList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const target = await resolveTarget(ctx.svc.db, user, req.targetId);
    return { list: await memosOf(ctx.svc.db, user.userid, target.userid) };
  }),

  handle(orgnzMemoSave, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const target = await resolveTarget(ctx.svc.db, user, req.targetId);
    return { sqno: await saveMemo(ctx, user.userid, target.userid, req.sqno, req.contents, req.version) };
  }),

  handle(orgnzMemoDelete, async (req, ctx) => ({ sqno: await deleteMemo(ctx, signedIn(ctx).user.userid, req.sqno, req.version) })),
];
