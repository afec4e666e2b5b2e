// One member of the caller's organisation (spec 3 §2 member detail and profile, §7 orgnz.detail, perform,
// activity, profile): the caller themselves or someone below them (resolveTarget: anyone else, or an
// unknown code, is one and the same audited refusal). A month is yyyymm, the current KST month by default.
import { orgnzActivity, orgnzDetail, orgnzPerform, orgnzProfile } from '../../../src/domain/organisation/contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { dayParams } from '../../services/dashboard';
import { memberMonth } from '../../services/member-activity';
import { memberOf, performOf, profileOf } from '../../services/org-member';
import { memosOf } from '../../services/org-memos';
import { resolveTarget } from '../../services/org-scope';

export const memberCalls: readonly ApiCall[] = [
  handle(orgnzDetail, async (req, ctx) => {
    const target = await resolveTarget(ctx.svc.db, signedIn(ctx).user, req.targetId);
    return memberOf(ctx.svc.db, target, dayParams(ctx.svc.clock.now()).month);
  }),

  handle(orgnzPerform, async (req, ctx) => {
    const target = await resolveTarget(ctx.svc.db, signedIn(ctx).user, req.targetId);
    const yyyymm = req.yyyymm ?? dayParams(ctx.svc.clock.now()).month;
    return { perform: await performOf(ctx.svc.db, target.userid, yyyymm), yyyymm };
  }),

  handle(orgnzActivity, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const target = await resolveTarget(ctx.svc.db, user, req.targetId);
    const yyyymm = req.yyyymm ?? dayParams(ctx.svc.clock.now()).month;
    const [month, memoList] = await Promise.all([memberMonth(ctx.svc.db, target.userid, yyyymm), memosOf(ctx.svc.db, user.userid, target.userid)]);
    return { yyyymm, ...month, memoList };
  }),

  handle(orgnzProfile, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const target = await resolveTarget(ctx.svc.db, user, req.targetId);
    return profileOf(target, dayParams(ctx.svc.clock.now()).month, target.userid === user.userid);
  }),
];
