// eduplan/base, eduplan/child and eduplan/promotion (spec 3 §7): the plan map of a planner (the caller, or
// for a branch head a planner below them), a customer's children to plan for, and a promotion's pages. The
// reads are in server/services/plan-map.ts; the ordering site's address is the operator's ORDER site.
import { eduplanBase, eduplanChild, eduplanPromotion } from '../../../src/domain/plan-map/contract';
import { operatorUrl } from '../../../src/domain/shared/safe-url';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { fullScope } from '../../services/customer-scope';
import { myPlanNames } from '../../services/my-plans';
import { logPersonalRead } from '../../services/personal-data-log';
import {
  categoriesOf, customerChildren, mapPlanner, productCategoriesInOrder, productsOnSale, runningPromotion, startedPromotion,
} from '../../services/plan-map';
import { readSetting } from '../../services/settings';

export const catalogueCalls: readonly ApiCall[] = [
  handle(eduplanBase, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const userId = await mapPlanner(db, user, req.targetId);
    const [myPlanList, productList, categories, promotionInfo, sites] = await Promise.all([
      myPlanNames(db, user.userid),
      productsOnSale(db),
      productCategoriesInOrder(db),
      runningPromotion(db, clock.now()),
      readSetting(db, 'sites'),
    ]);
    return {
      // The caller's own plans (not the target planner's): a branch head chooses from theirs too.
      myPlanList,
      productList,
      cateList: categoriesOf(productList, categories),
      promotionInfo,
      userId,
      // The same operator setting site/list answers for ORDER; '' while none (or an unsafe one) is set.
      baseUrl: operatorUrl(sites.ORDER ?? '') ?? '',
    };
  }),

  // A customer of the caller, or for a branch head of anyone in their organisation (customer-scope.ts).
  handle(eduplanChild, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    const now = clock.now();
    const { ownerUserid, children } = await customerChildren(db, await fullScope(db, user), req.kwkkey, req.custDiv, now);
    if (children.length > 0)
      await logPersonalRead(db, now, { userid: user.userid, ownerUserid, kwkkeys: [req.kwkkey], call: eduplanChild.path, fields: ['childNames', 'childBirths'] });
    return { children };
  }),

  handle(eduplanPromotion, async (req, ctx) => startedPromotion(ctx.svc.db, req.sqno, ctx.svc.clock.now())),
];
