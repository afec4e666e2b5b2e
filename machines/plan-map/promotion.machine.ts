// A promotion's pages (spec 3 §2 /eduplanmap/promotion?sqno, §7 eduplan.promotion): its title and its images
// in order (no sqno: the one running now). A promotion not found (an unknown or future one, none running) shows the server's message,
// then goes back; a network failure offers a retry. Diagram: docs/statecharts/promotion.md
import { assign, setup } from 'xstate';
import type { eduplanPromotion } from '../../src/domain/plan-map/contract';
import type { ResponseOf } from '../../src/domain/shared/call';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export type Promotion = ResponseOf<typeof eduplanPromotion>;

export interface PromotionInput {
  /** The address's sqno; 0 when missing (the QR page's link): the promotion running now. */
  readonly sqno: number;
}

export interface PromotionContext extends PromotionInput {
  readonly promotion: Promotion | null;
  readonly message: string | null;
}

export type PromotionEvent = { type: 'user.retry' } | { type: 'user.dismiss' };

export const promotionMachine = setup({
  types: { input: {} as PromotionInput, context: {} as PromotionContext, events: {} as PromotionEvent },
  actors: { loadPromotion: providedPromise<Promotion, { sqno: number }>('loadPromotion') },
  guards: { isOffline: ({ event }) => isTagged((event as unknown as { error: unknown }).error, 'NetworkError') },
  actions: {
    assignPromotion: assign({ promotion: ({ event }) => (event as unknown as { output: Promotion }).output, message: null }),
    noteFailure: assign({ message: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    /** Provided at the root: back where the user came from. */
    goBack: () => {},
  },
}).createMachine({
  id: 'promotion',
  context: ({ input }) => ({ ...input, promotion: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPromotion',
        src: 'loadPromotion',
        input: ({ context }) => ({ sqno: context.sqno }),
        onDone: { target: 'ready', actions: 'assignPromotion' },
        onError: [
          { guard: 'isOffline', target: 'failed', actions: 'noteFailure', description: 'The network’s message with 다시 시도.' },
          { target: 'notFound', actions: 'noteFailure', description: 'Not found: the server’s message, then back.' },
        ],
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    notFound: { on: { 'user.dismiss': 'leaving' } },
    leaving: { type: 'final', entry: 'goBack' },
    ready: {},
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Promotion pages: title and images in order; not found shows the server’s message and goes back; offline retries.';
