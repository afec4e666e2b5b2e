// bsnPln/list and bsnPln/headList (spec 3 §2 sales plan list, members' plan list): the caller's months of a
// year (a leader's with the sum of the plans below them), and the branch head's members with their plan of
// a month; both filtered and paged in SQL (server/services/plans/read.ts).
import { bsnPlnList, headBsnPlnList } from '../../../src/domain/plans/contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { headPlanList, planList } from '../../services/plans/read';

export const listCalls: readonly ApiCall[] = [
  handle(bsnPlnList, async (req, ctx) => planList(ctx.svc.db, signedIn(ctx).user, req.searchYear, req.offset, req.size)),

  // COG01 only (the contract's roles): partners are never listed.
  handle(headBsnPlnList, async (req, ctx) => {
    const planYrmn = `${req.searchYear}${req.searchMonth}`;
    const page = await headPlanList(ctx.svc.db, signedIn(ctx).user.userid, {
      planYrmn,
      searchTxt: req.searchTxt ?? '',
      searchPstn: req.searchPstn ?? '',
      offset: req.offset,
      size: req.size,
    });
    return { planYr: req.searchYear, planMn: req.searchMonth, planYrmn, ...page };
  }),
];
