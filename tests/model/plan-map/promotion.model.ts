// The promotion page's model (spec 3 §2 /eduplanmap/promotion?sqno): loaded, offline (retry), or not found
// (the server's message, then back).
import type { AnyEventObject } from 'xstate';
import { promotionMachine } from '../../../machines/plan-map/promotion.machine';
import { msg } from '../../../src/domain/messages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { generatePaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

export const OFFLINE = new NetworkError({ detail: 'offline' });
/** The server's refusal of a promotion that has not started (checked against the real answer in the rendered test). */
export const NOT_FOUND = new ServerError({ rt: 'not_found', rtMsg: msg.notFound });
export const PROMOTION = { sqno: 1, titl: '봄맞이 전집 할인 프로모션', fileList: [{ dtptSqno: 1, cdnUrl: '/promotions/1/page-1.svg' }] };

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadPromotion', output: PROMOTION },
  { type: 'xstate.error.actor.loadPromotion', error: OFFLINE },
  { type: 'xstate.error.actor.loadPromotion', error: NOT_FOUND },
  { type: 'user.retry' },
  { type: 'user.dismiss' },
];

export const inert = promotionMachine.provide({ actors: inertActors(['loadPromotion']) as any });
export const contextKey = (c: any) => [c.promotion?.sqno ?? null, c.message];
export const promotionPaths = (): ModelPath[] => cachedPaths('promotion', promotionMachine, { events, input: { sqno: 1 }, contextKey }, generatePaths);
