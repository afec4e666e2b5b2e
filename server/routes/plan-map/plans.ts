// The plan map's plan calls (spec 3 §7 eduplan.customerPlan, myPlan, myPlanReNm, myPlanDel, myPlanSave):
// what a customer (or child) holds and has planned, or one of the caller's own plans to choose again; the
// caller's plans; and saving either. Services: my-plans.ts, customer-plans.ts, plan-counts.ts, plan-customer.ts.
import {
  eduplanCustomerPlan, eduplanMyPlan, eduplanMyPlanDel, eduplanMyPlanReNm, eduplanMyPlanSave,
} from '../../../src/domain/plan-map/plan-contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { customerPlanProducts, saveCustomerPlan } from '../../services/customer-plans';
import { createMyPlan, deleteMyPlan, myPlanProducts, myPlans, renameMyPlan } from '../../services/my-plans';
import { categoryCounts } from '../../services/plan-counts';
import { planCustomer } from '../../services/plan-customer';
import { logPersonalRead } from '../../services/personal-data-log';

export const planCalls: readonly ApiCall[] = [
  handle(eduplanCustomerPlan, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    if ('epmMySqno' in req) {
      // A plan of the caller's own holds no customer: nothing is held or planned, its products are to be chosen again.
      const [productList, counts] = await Promise.all([myPlanProducts(db, user.userid, req.epmMySqno), categoryCounts(db, null)]);
      return { cateCntList: counts, productList };
    }
    const customer = await planCustomer(db, user, req);
    const [cateCntList, productList] = await Promise.all([
      categoryCounts(db, { kwkkey: customer.kwkkey, chlnKwkey: customer.chlnKwkey }),
      customerPlanProducts(db, customer.kwkkey, customer.chlnKwkey),
    ]);
    // What the customer bought and planned is personal: logged (keys and field names only) when there is any.
    if (productList.length > 0 || cateCntList.some((c) => c.concCnt > 0 || c.planCnt > 0))
      await logPersonalRead(db, clock.now(), { userid: user.userid, ownerUserid: customer.ownerUserid, kwkkeys: [customer.kwkkey], call: eduplanCustomerPlan.path, fields: ['purchases'] });
    return { cateCntList, productList };
  }),

  handle(eduplanMyPlan, async (_req, ctx) => ({ myPlanList: await myPlans(ctx.svc.db, signedIn(ctx).user.userid) })),

  handle(eduplanMyPlanReNm, async (req, ctx) => {
    await renameMyPlan(ctx.svc.db, signedIn(ctx).user.userid, req.epmMySqno, req.planNm, req.version);
    return {};
  }),

  handle(eduplanMyPlanDel, async (req, ctx) => {
    await deleteMyPlan(ctx.svc.db, signedIn(ctx).user.userid, req.epmMySqno, req.version);
    return {};
  }),

  handle(eduplanMyPlanSave, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    if ('strMyPlanInfo' in req)
      return { epmMySqno: await createMyPlan(db, user.userid, req.strMyPlanInfo.planNm, req.strSearchPrdt, clock.now()) };
    // userName is the planner's name as the client shows it: informational, nothing is stored from it.
    const customer = await planCustomer(db, user, req);
    await saveCustomerPlan(db, { customer, savedBy: user.userid, chosen: req.strSearchPrdt, info: req.strCustPlanInfo, now: clock.now() });
    return { epmMySqno: 0 };
  }),
];
