// My plans' and the plan register's calls on the Effect runtime (spec 3 §7 eduplan.myPlan, myPlanReNm,
// myPlanDel, myPlanSave, base): the caller's plans, a rename, a delete; the plan draft read; the catalogue's
// product names; a my plan saved from the draft's products, after which the draft is cleared (it became the plan).
// Renames, deletes and the my-plan save go through the outbox (issue 18): queued when the network fails.
import { Effect } from 'effect';
import type { DeleteInput, RenameInput } from '../../../machines/plan-map/my-plans.machine';
import type { SavedMyPlan, SaveMyPlanInput } from '../../../machines/plan-map/plan-reg.machine';
import { eduplanBase } from '../../domain/plan-map/contract';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { eduplanMyPlan, eduplanMyPlanDel, eduplanMyPlanReNm, eduplanMyPlanSave } from '../../domain/plan-map/plan-contract';
import { Api } from '../../services/api.service';
import { PlanDraftStore } from '../../services/plan-draft.service';
import { answerOrQueued, submitSave, submitVoid } from '../outbox/submit-save';

export const loadMyPlans = () => Api.use((a) => a.call(eduplanMyPlan, {})).pipe(Effect.map((r) => r.myPlanList));

/** Sent or queued, the row shows the new name (the machine does so either way). */
export const renameMyPlan = (input: RenameInput) =>
  submitVoid(eduplanMyPlanReNm, input, { label: outboxMessages.outboxLabelPlanRename, record: recordOf.myPlan(input.epmMySqno) });

/** Queued: the machine drops the row from the list it shows instead of loading the list again (it would still hold it). */
export const deleteMyPlan = (input: DeleteInput) =>
  submitSave(eduplanMyPlanDel, input, { label: outboxMessages.outboxLabelPlanDelete, record: recordOf.myPlan(input.epmMySqno) }).pipe(
    Effect.map((s) => ({ queued: s.status === 'queued' })),
  );

export const readDraft = ({ userId }: { userId: string }) => PlanDraftStore.use((d) => d.read(userId));

export const loadProductNames = () =>
  Api.use((a) => a.call(eduplanBase, {})).pipe(
    Effect.map((r): Readonly<Record<number, string>> => Object.fromEntries(r.productList.map((p) => [p.salecdSqno, p.prdtnm]))),
  );

/**
 * A new plan (no record yet). Queued, the draft is cleared too: the outbox entry holds the products and name,
 * and my plans lists the plan once it is sent (the pending-saves indicator counts it until then).
 */
export const saveMyPlan = ({ userId, planNm, products }: SaveMyPlanInput) =>
  submitSave(eduplanMyPlanSave, { strSearchPrdt: products, strMyPlanInfo: { planNm } }, { label: outboxMessages.outboxLabelPlan, record: null }).pipe(
    Effect.map((s): SavedMyPlan => answerOrQueued<SavedMyPlan, SavedMyPlan>(s, { epmMySqno: 0, queued: true })),
    Effect.tap(() => PlanDraftStore.use((d) => d.clear(userId))),
  );
