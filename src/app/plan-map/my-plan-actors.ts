// My plans' and the plan register's calls on the Effect runtime (spec 3 §7 eduplan.myPlan, myPlanReNm,
// myPlanDel, myPlanSave, base): the caller's plans, a rename, a delete; the plan draft read; the catalogue's
// product names; a my plan saved from the draft's products, after which the draft is cleared (it became the plan).
import { Effect } from 'effect';
import type { RenameInput } from '../../../machines/plan-map/my-plans.machine';
import type { SaveMyPlanInput } from '../../../machines/plan-map/plan-reg.machine';
import { eduplanBase } from '../../domain/plan-map/contract';
import { eduplanMyPlan, eduplanMyPlanDel, eduplanMyPlanReNm, eduplanMyPlanSave } from '../../domain/plan-map/plan-contract';
import { Api } from '../../services/api.service';
import { PlanDraftStore } from '../../services/plan-draft.service';

export const loadMyPlans = () => Api.use((a) => a.call(eduplanMyPlan, {})).pipe(Effect.map((r) => r.myPlanList));
export const renameMyPlan = (input: RenameInput) => Api.use((a) => a.call(eduplanMyPlanReNm, input)).pipe(Effect.asVoid);
export const deleteMyPlan = (input: { epmMySqno: number }) => Api.use((a) => a.call(eduplanMyPlanDel, input)).pipe(Effect.asVoid);

export const readDraft = ({ userId }: { userId: string }) => PlanDraftStore.use((d) => d.read(userId));

export const loadProductNames = () =>
  Api.use((a) => a.call(eduplanBase, {})).pipe(
    Effect.map((r): Readonly<Record<number, string>> => Object.fromEntries(r.productList.map((p) => [p.salecdSqno, p.prdtnm]))),
  );

export const saveMyPlan = ({ userId, planNm, products }: SaveMyPlanInput) =>
  Api.use((a) => a.call(eduplanMyPlanSave, { strSearchPrdt: products, strMyPlanInfo: { planNm } })).pipe(
    Effect.tap(() => PlanDraftStore.use((d) => d.clear(userId))),
  );
