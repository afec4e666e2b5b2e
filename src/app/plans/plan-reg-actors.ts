// The plan form's calls and clock on the Effect runtime (spec 3 §7 sttEndInfo, bsnPlnExistInfo, bsnPlnInfo,
// saveBsnPln): the app's clock as epoch ms (the window machine reads Korea time from it), and the four calls;
// the save goes through the outbox (issue 18), kept as the caller's plan of its month.
import { Effect } from 'effect';
import type { SavePlanInput, SavePlanOutput } from '../../../machines/plans/plan-form.machine';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { bsnPlnExistInfo, bsnPlnInfo, saveBsnPln, sttEndInfo } from '../../domain/plans/contract';
import type { RequestOf } from '../../domain/shared/call';
import { Api } from '../../services/api.service';
import { Clock } from '../../services/clock.service';
import { SessionStore } from '../../services/session-store.service';
import { answerOrQueued, submitSave } from '../outbox/submit-save';

export const readNow = () => Clock.use((c) => c.now).pipe(Effect.map((d) => d.getTime()));
export const loadPlanWindow = (request: RequestOf<typeof sttEndInfo>) => Api.use((a) => a.call(sttEndInfo, request));
export const loadPlanExist = (request: RequestOf<typeof bsnPlnExistInfo>) => Api.use((a) => a.call(bsnPlnExistInfo, request));
export const loadOwnPlan = (request: { sqno: number }) => Api.use((a) => a.call(bsnPlnInfo, request));
/** Queued (no network), the form is done as after a sent save: it keeps the typed goals until then. */
export const savePlan = (request: SavePlanInput) =>
  Effect.gen(function* () {
    const userId = (yield* SessionStore.use((s) => Effect.sync(() => s.current())))?.userId ?? '';
    const sent = yield* submitSave(saveBsnPln, request, { label: outboxMessages.outboxLabelBusinessPlan, record: recordOf.salesPlan(userId, request.planYrmn) });
    return answerOrQueued<SavePlanOutput, SavePlanOutput>(sent, { sqno: request.sqno, queued: true });
  });
