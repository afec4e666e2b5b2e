// bsnPln/info and bsnPln/memberInfo (spec 3 §2 plan detail, §7): one plan entity. info reads the caller's
// own plans only; memberInfo (COG01) the plans of members below the branch head. Another's plan and an
// unknown number get one and the same audited refusal, so an answer never tells which plans exist.
import { bsnPlnInfo, bsnPlnMemberInfo } from '../../../src/domain/plans/contract';
import { plansMessages as m } from '../../../src/domain/plans/messages';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { planEntity, planRow } from '../../services/plans/read';

const notYours = (sqno: number) => new CallRefusal('forbidden', m.planNotFound, { detail: { sqno } });

export const planCalls: readonly ApiCall[] = [
  handle(bsnPlnInfo, async (req, ctx) => {
    const row = await planRow(ctx.svc.db, req.sqno, { own: signedIn(ctx).user.userid });
    if (!row) throw notYours(req.sqno);
    return planEntity(ctx.svc.db, row);
  }),

  handle(bsnPlnMemberInfo, async (req, ctx) => {
    const row = await planRow(ctx.svc.db, req.sqno, { below: signedIn(ctx).user.userid });
    if (!row) throw notYours(req.sqno);
    return planEntity(ctx.svc.db, row);
  }),
];
