// The customer integration screen (spec 2 §2 customer integration, §5, §8; docs/decisions.md D46): load the
// caller's prospect/contract pairs (the first 100), choose one (a radio), confirm and integrate it; the
// answer's number says whether it worked (above 0: done, and the list loads again without the pair); without a
// network the outbox keeps it (issue 18) and the screen says so, then loads the pairs again. Cancel,
// once confirmed, goes back to the customer list. With no pair the buttons are gone (nothing to integrate
// or cancel). Diagram: docs/statecharts/customerIntegration.md
import { assign, setup } from 'xstate';
import { flaggedRows, pairKey } from '../../src/domain/customers/integration';
import { INTEGRATION_PAGE_SIZE, type IntegrationFlag, type IntegrationRow } from '../../src/domain/customers/integration-contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { customerIntegrationMessages } from '../../src/domain/customers/integration-messages';
import { outboxMessages } from '../../src/domain/outbox/messages';
import { providedPromise } from '../shared/provided';

export interface IntegrationPage {
  readonly totCnt: number;
  readonly list: readonly IntegrationRow[];
}

export interface CustomerIntegrationContext {
  readonly rows: readonly IntegrationRow[];
  /** All pairs the server counts (the page shows at most 100 of them). */
  readonly total: number;
  /** The chosen pair's key (integration.ts pairKey). */
  readonly chosen: string | null;
  /** Why the pairs did not load. */
  readonly error: string | null;
  /** The alert over the screen: the result, a refusal or a reminder to choose. */
  readonly message: string | null;
}

export type CustomerIntegrationEvent =
  | { type: 'user.retry' }
  | { type: 'user.choose'; key: string }
  | { type: 'user.integrate' }
  | { type: 'user.cancel' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' };

const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const customerIntegrationMachine = setup({
  types: { context: {} as CustomerIntegrationContext, events: {} as CustomerIntegrationEvent },
  actors: {
    loadPairs: providedPromise<IntegrationPage, { offset: number; size: number }>('loadPairs'),
    /** saveCustIntegration: how many pairs were integrated, or 'queued' (the outbox keeps it for later, issue 18). */
    integrate: providedPromise<number | 'queued', { rows: readonly IntegrationFlag[] }>('integrate'),
  },
  guards: {
    isListed: ({ context, event }) => event.type === 'user.choose' && context.rows.some((r) => pairKey(r) === event.key),
    hasChoice: ({ context }) => context.chosen !== null,
    hasPairs: ({ context }) => context.total > 0 && context.rows.length > 0,
    isIntegrated: ({ event }) => {
      const output = (event as unknown as { output: number | 'queued' }).output;
      return output !== 'queued' && output > 0;
    },
    isQueued: ({ event }) => (event as unknown as { output: number | 'queued' }).output === 'queued',
  },
  actions: {
    /** A pair still listed stays chosen; one that went (integrated meanwhile) is no longer. */
    assignPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: IntegrationPage }).output;
      const chosen = page.list.some((r) => pairKey(r) === context.chosen) ? context.chosen : null;
      return { rows: page.list, total: page.totCnt, chosen, error: null };
    }),
    assignError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    choose: assign({ chosen: ({ event }) => (event.type === 'user.choose' ? event.key : null) }),
    noteChoose: assign({ message: customerIntegrationMessages.custIntegrationChoose }),
    noteDone: assign({ message: customerIntegrationMessages.custIntegrationDone, chosen: null }),
    noteQueued: assign({ message: outboxMessages.outboxQueuedNotice, chosen: null }),
    noteFailed: assign({ message: customerIntegrationMessages.custIntegrationFailed }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
    /** Navigation belongs to the app root: the customer list. */
    goToList: () => {},
  },
}).createMachine({
  id: 'customerIntegration',
  context: { rows: [], total: 0, chosen: null, error: null, message: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPairs',
        src: 'loadPairs',
        input: { offset: 0, size: INTEGRATION_PAGE_SIZE },
        onDone: { target: 'ready', actions: 'assignPage' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      description: 'Not loaded (refused, offline): the reason and a retry.',
      on: { 'user.retry': 'loading' },
    },
    ready: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'user.choose': { guard: 'isListed', actions: 'choose', description: 'One pair at a time (a radio).' },
            'user.integrate': [
              { guard: 'hasChoice', target: 'confirming' },
              { guard: 'hasPairs', target: 'notice', actions: 'noteChoose', description: '통합할 고객을 선택해주세요.' },
            ],
            'user.cancel': { guard: 'hasPairs', target: 'cancelling', description: 'Without pairs there are no buttons (spec 2 §2).' },
          },
        },
        confirming: {
          description: '선택한 고객을 통합하시겠습니까?',
          on: { 'user.confirm': 'saving', 'user.dismiss': 'choosing' },
        },
        cancelling: {
          description: '고객 통합을 취소하시겠습니까?',
          on: { 'user.confirm': '#customerIntegration.left', 'user.dismiss': 'choosing' },
        },
        saving: {
          invoke: {
            id: 'integrate',
            src: 'integrate',
            input: ({ context }) => ({ rows: flaggedRows(context.rows.find((r) => pairKey(r) === context.chosen)!) }),
            onDone: [
              { guard: 'isIntegrated', target: '#customerIntegration.done', actions: 'noteDone' },
              {
                guard: 'isQueued',
                target: '#customerIntegration.done',
                actions: 'noteQueued',
                description: 'No network: the outbox keeps it and sends it later; its notice, then the pairs load again.',
              },
              { target: 'notice', actions: 'noteFailed', description: 'No positive number: 고객 통합에 실패했습니다. (spec 2 §8).' },
            ],
            onError: { target: 'notice', actions: 'noteFailure', description: 'Refused (integrated already, too many children), or offline where the outbox cannot keep it: its message; the choice stays.' },
          },
        },
        notice: { on: { 'user.dismissMessage': { target: 'choosing', actions: 'dismissMessage' } } },
      },
    },
    done: {
      description: '고객 통합이 완료되었습니다.; once read, the pairs load again without the one integrated.',
      on: { 'user.dismissMessage': { target: 'loading', actions: 'dismissMessage' } },
    },
    left: { type: 'final', entry: 'goToList', description: 'Back to the customer list.' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer integration: the prospect/contract pairs with the same phone, choose one, confirm, integrate (done or failed by the number); cancel goes back to the list.';
