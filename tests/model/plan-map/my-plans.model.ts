// The my-plans machine's model: the list loads with two plans or none (or fails and is retried); a row is
// renamed (a name typed within 10, one typed beyond 10 and kept to 10, a blank one refused; the save
// answered or failed; the edit cancelled), deleted after a confirmation (answered, queued offline or failed) or kept, and
// 추가 opens the map. The rendered test makes the server hold what each load's answer says.
import type { AnyEventObject } from 'xstate';
import { myPlansMachine } from '../../../machines/plan-map/my-plans.machine';
import type { MyPlanEntry } from '../../../src/domain/plan-map/plan-contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

/** Two plans as the list answers them (the rendered test saves plans of these names and sizes first). */
export const TWO: readonly MyPlanEntry[] = [
  { epmMySqno: 11, planNm: '겨울 방학 플랜', prdtCnt: 2, version: 1 },
  { epmMySqno: 12, planNm: '유아 추천', prdtCnt: 1, version: 1 },
];
export const OFFLINE = new NetworkError({ detail: 'offline' });
/** A refusal as the server words one (an injected fault; the screen shows the spec's failure text instead). */
export const REFUSED = new ServerError({ rt: 'not_found', rtMsg: '요청하신 정보를 찾을 수 없습니다.' });
/** What is typed: a name within 10, one of 13 (kept to its first 10), a blank one. */
export const NAMES = { ok: '새 이름', long: '가나다라마바사아자차카타파', blank: '   ' } as const;

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadMyPlans', output: TWO },
  { type: 'xstate.done.actor.loadMyPlans', output: [] },
  { type: 'xstate.error.actor.loadMyPlans', error: OFFLINE },
  { type: 'user.retry' },
  { type: 'user.add' },
  { type: 'user.edit', epmMySqno: TWO[1]!.epmMySqno },
  ...Object.values(NAMES).map((text) => ({ type: 'user.changeName', text })),
  { type: 'user.done' },
  { type: 'user.cancelEdit' },
  { type: 'xstate.done.actor.renameMyPlan' },
  { type: 'xstate.error.actor.renameMyPlan', error: REFUSED },
  { type: 'user.delete', epmMySqno: TWO[0]!.epmMySqno },
  // The other row too: deleting both while offline leaves 등록된 플랜이 없습니다.
  { type: 'user.delete', epmMySqno: TWO[1]!.epmMySqno },
  { type: 'user.confirm' },
  { type: 'user.dismiss' },
  { type: 'xstate.done.actor.deleteMyPlan', output: { queued: false } },
  // Queued by the outbox (the network failed): the row leaves the list shown.
  { type: 'xstate.done.actor.deleteMyPlan', output: { queued: true } },
  // A refusal (not the network: the outbox would keep that one).
  { type: 'xstate.error.actor.deleteMyPlan', error: REFUSED },
  { type: 'user.dismissMessage' },
];

export const inert = myPlansMachine.provide({ actors: inertActors(['loadMyPlans', 'renameMyPlan', 'deleteMyPlan']) as any });
export const contextKey = (c: any) => [c.plans.map((p: MyPlanEntry) => p.planNm), c.editing?.planNm ?? null, c.target, c.message];

export const myPlansPaths = (): ModelPath[] => cachedPaths('my-plans', myPlansMachine, { events, contextKey }, generatePaths);
