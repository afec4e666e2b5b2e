// The plan form's calls and clock on the Effect runtime (spec 3 §7 sttEndInfo, bsnPlnExistInfo, bsnPlnInfo,
// saveBsnPln): the app's clock as epoch ms (the window machine reads Korea time from it), and the four calls.
import { Effect } from 'effect';
import type { SavePlanInput } from '../../../machines/plans/plan-form.machine';
import { bsnPlnExistInfo, bsnPlnInfo, saveBsnPln, sttEndInfo } from '../../domain/plans/contract';
import type { RequestOf } from '../../domain/shared/call';
import { Api } from '../../services/api.service';
import { Clock } from '../../services/clock.service';

export const readNow = () => Clock.use((c) => c.now).pipe(Effect.map((d) => d.getTime()));
export const loadPlanWindow = (request: RequestOf<typeof sttEndInfo>) => Api.use((a) => a.call(sttEndInfo, request));
export const loadPlanExist = (request: RequestOf<typeof bsnPlnExistInfo>) => Api.use((a) => a.call(bsnPlnExistInfo, request));
export const loadOwnPlan = (request: { sqno: number }) => Api.use((a) => a.call(bsnPlnInfo, request));
export const savePlan = (request: SavePlanInput) => Api.use((a) => a.call(saveBsnPln, request));
