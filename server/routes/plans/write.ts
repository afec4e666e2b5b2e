// bsnPln/save and bsnPln/request (spec 3 §4, §5, D62): the caller's plan by the write and edit windows
// of the server's clock (KST), and the branch head's request with the member's alert
// (server/services/plans/write.ts).
import { reqBsnPln, saveBsnPln } from '../../../src/domain/plans/contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { requestPlan, savePlan } from '../../services/plans/write';

export const writeCalls: readonly ApiCall[] = [
  handle(saveBsnPln, async (req, ctx) => savePlan(ctx.svc.db, signedIn(ctx).user, req, ctx.svc.clock.now())),
  handle(reqBsnPln, async (req, ctx) => requestPlan(ctx.svc.db, signedIn(ctx).user, req, ctx.svc.clock.now())),
];
