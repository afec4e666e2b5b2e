// bsnPln/sttEndInfo and bsnPln/existInfo (spec 3 §3 period info, §4 write window): the business calendar's
// dates that the client's window rule reads, and the caller's plan of a month with its edit window and
// periods (sqno 0 and stat S when there is none).
import { and, eq } from 'drizzle-orm';
import { bsnPlnExistInfo, sttEndInfo } from '../../../src/domain/plans/contract';
import { salesPlans } from '../../db/schema';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { monthWindow, periodInfo } from '../../services/plans/calendar';

export const windowCalls: readonly ApiCall[] = [
  handle(sttEndInfo, async (req, ctx) => periodInfo(ctx.svc.db, req.thisYrmn, req.nextYrmn)),

  handle(bsnPlnExistInfo, async (req, ctx) => {
    const planYrmn = `${req.planYr}${req.planMn}`;
    const [[plan], window] = await Promise.all([
      ctx.svc.db
        .select({ sqno: salesPlans.sqno, stat: salesPlans.stat })
        .from(salesPlans)
        .where(and(eq(salesPlans.userid, signedIn(ctx).user.userid), eq(salesPlans.planYrmn, planYrmn))),
      monthWindow(ctx.svc.db, planYrmn),
    ]);
    return { sqno: plan?.sqno ?? 0, stat: plan?.stat ?? ('S' as const), ...window };
  }),
];
