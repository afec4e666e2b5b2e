// The plan screens' calls on the Effect runtime (spec 3 §7 bsnPlnList, headBsnPlnList, reqBsnPln,
// bsnPlnInfo, bsnPlnMemberInfo): a page of the caller's plans for the year the paged list carries as its
// query; a page of the branch head's members for the filters it carries; a request (through the outbox,
// issue 18, kept as the member's plan of that month); one plan.
import { Effect } from 'effect';
import { headFiltersOfQuery, headListFields } from '../../../machines/plans/head-plan-list.filters';
import type { RequestPlanInput } from '../../../machines/plans/head-plan-list.machine';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { bsnPlnInfo, bsnPlnList, bsnPlnMemberInfo, headBsnPlnList, reqBsnPln } from '../../domain/plans/contract';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { Api } from '../../services/api.service';
import { answerOrQueued, submitSave } from '../outbox/submit-save';

export const loadPlanListPage = ({ offset, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(bsnPlnList, { offset, size, searchYear: query })).pipe(Effect.map((r): Page => ({ items: r.list, total: r.totCnt })));

export const loadHeadPlanPage = ({ offset, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(headBsnPlnList, { offset, size, ...headListFields(headFiltersOfQuery(query)) })).pipe(
    Effect.map((r): Page => ({ items: r.list, total: r.totCnt })),
  );

/** Queued (no network), the row shows 요청중 as after a sent request; the list reads no sqno from the answer. */
export const requestPlan = (input: RequestPlanInput) =>
  submitSave(reqBsnPln, input, { label: outboxMessages.outboxLabelBusinessPlanRequest, record: recordOf.salesPlan(input.userId, `${input.planYr}${input.planMn}`) }).pipe(
    Effect.map((s) => answerOrQueued(s, { sqno: 0 })),
  );

export const loadPlan = ({ sqno, member }: { sqno: number; member: boolean }) => Api.use((a) => a.call(member ? bsnPlnMemberInfo : bsnPlnInfo, { sqno }));
