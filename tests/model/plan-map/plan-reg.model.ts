// The plan register machine's model: the draft holds two products or none; the catalogue names them or does
// not answer; a name typed within 10, beyond 10 (kept to 10) or blank (refused); 등록 saved or failed
// (then registered again) or kept by the outbox when the network is gone; 취소. The rendered test writes the path's draft with real catalogue products.
import type { AnyEventObject } from 'xstate';
import { planRegMachine } from '../../../machines/plan-map/plan-reg.machine';
import { EMPTY_DRAFT, type PlanDraft } from '../../../src/domain/plan-map/draft';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

/** The draft the map left: two products (the rendered test puts two of the seed's catalogue in their place). */
export const DRAFT: PlanDraft = {
  customer: null,
  products: [
    { salecdSqno: 1001, prchCnt: 1, dcYn: 'N' },
    { salecdSqno: 2003, prchCnt: 2, dcYn: 'Y' },
  ],
};
export const CATALOGUE_NAMES: Readonly<Record<number, string>> = { 1001: '씽크빅 전래동화 전집', 2003: '독서 멤버십' };
export const OFFLINE = new NetworkError({ detail: 'offline' });
export const REFUSED = new ServerError({ rt: 'bad_request', rtMsg: '판매가 종료되었거나 없는 상품이 있습니다. 상품을 다시 선택해 주세요.' });
export const NAMES = { ok: '봄 학기 플랜', long: '가나다라마바사아자차카타파', blank: ' ' } as const;
export const USER = 'planner01';

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.readDraft', output: DRAFT },
  { type: 'xstate.done.actor.readDraft', output: EMPTY_DRAFT },
  { type: 'xstate.done.actor.loadNames', output: CATALOGUE_NAMES },
  { type: 'xstate.error.actor.loadNames', error: OFFLINE },
  ...Object.values(NAMES).map((text) => ({ type: 'user.changeName', text })),
  { type: 'user.cancel' },
  { type: 'user.submit' },
  { type: 'xstate.done.actor.saveMyPlan', output: { epmMySqno: 5 } },
  // No network: the outbox keeps the save (issue 18).
  { type: 'xstate.done.actor.saveMyPlan', output: { epmMySqno: 0, queued: true } },
  { type: 'xstate.error.actor.saveMyPlan', error: REFUSED },
  { type: 'user.dismissMessage' },
];

export const inert = planRegMachine.provide({ actors: inertActors(['readDraft', 'loadNames', 'saveMyPlan']) as any });
export const contextKey = (c: any) => [c.products.length, Object.keys(c.names).length, c.planNm, c.message];

export const planRegPaths = (): ModelPath[] => cachedPaths('plan-reg', planRegMachine, { events, input: { userId: USER }, contextKey }, generatePaths);
