// The interest and no-jin info popup (spec 2 §2 Interest info, §3 Interest item, §4, §5, §6, §8): the code
// families with the customer's choices and its no-jin activity; 'other' (78) asks for the place, any other
// activity clears it. Only a non-contract customer's info may be modified (read-only for SCD01): checked
// (the place of 'other'), confirmed, saved, then the opener hears interestinfo-update-result and the popup
// closes. A failed save is alerted, then the data is loaded again. Diagram: docs/statecharts/interestInfo.md
import { and, assign, setup } from 'xstate';
import type { CustType } from '../../src/domain/customers/contract';
import { activityError, editsInterests, OTHER_ACTIVITY, PLACE_NOTE_MAX, placeNoteFor } from '../../src/domain/customers/customer-edit';
import { chooseInterest, chosenInterests } from '../../src/domain/customers/interest-info';
import type { InterestItem } from '../../src/domain/customers/sections-contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface InterestInfoInput {
  readonly kwkkey: string;
  readonly custDiv: '1' | '2';
  /** The owner (the detail's userId); '' for the caller's own customer. */
  readonly searchUserid: string;
}

/** What the popup loads: the choices with the customer's, its activity and place, and its type (who may modify). */
export interface InterestInfoLoaded {
  readonly custDivDetail: CustType;
  readonly items: readonly InterestItem[];
  readonly prensrno: string;
  readonly custnote: string;
}

export interface InterestInfoContext extends InterestInfoInput {
  /** null until loaded. */
  readonly custDivDetail: CustType | null;
  readonly items: readonly InterestItem[];
  /** The no-jin activity (a CRD code, '' for none) and its place while it is 'other'. */
  readonly prensrno: string;
  readonly custnote: string;
  /** The alert: the place rule, or a failed save's message. */
  readonly message: string | null;
  /** Why loading failed. */
  readonly error: string | null;
}

export type InterestInfoEvent =
  | { type: 'user.choose'; prenCd: string; cdVl1: string }
  | { type: 'user.chooseActivity'; cdVl1: string }
  | { type: 'user.changePlace'; text: string }
  | { type: 'user.submit' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' }
  | { type: 'user.close' };

/** What saveMyCstmr takes with changeInterest Y: the chosen codes (CRD apart), the activity, its place ('' unless 78). */
export interface InterestSave {
  readonly chosen: readonly { readonly prenCd: string; readonly cdVl1: string }[];
  readonly prensrno: string;
  readonly custnote: string;
}

const errorOf = (event: unknown) => (event as { error: unknown }).error;

export const interestInfoMachine = setup({
  types: { input: {} as InterestInfoInput, context: {} as InterestInfoContext, events: {} as InterestInfoEvent },
  actors: {
    loadInterests: providedPromise<InterestInfoLoaded, InterestInfoInput>('loadInterests'),
    saveInterests: providedPromise<void, InterestSave>('saveInterests'),
    /** Tells the opener interestinfo-update-result (when saved) and closes the popup; it cannot fail. */
    finish: providedPromise<void, { saved: boolean }>('finish'),
  },
  guards: {
    /** Contract customers' info is read-only (spec 2 §4, §6). */
    canModify: ({ context }) => context.custDivDetail !== null && editsInterests(context.custDivDetail),
    isOtherActivity: ({ context }) => context.prensrno === OTHER_ACTIVITY,
    isPlaceMissing: ({ context }) => activityError(context.prensrno, context.custnote) !== null,
  },
  actions: {
    assignLoaded: assign(({ event }) => {
      const out = (event as unknown as { output: InterestInfoLoaded }).output;
      return { custDivDetail: out.custDivDetail, items: out.items, prensrno: out.prensrno, custnote: out.custnote, error: null };
    }),
    assignError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    choose: assign({ items: ({ context, event }) => (event.type === 'user.choose' ? chooseInterest(context.items, event.prenCd, event.cdVl1) : context.items) }),
    chooseActivity: assign(({ context, event }) => {
      const cdVl1 = event.type === 'user.chooseActivity' ? event.cdVl1 : context.prensrno;
      return { prensrno: cdVl1, custnote: cdVl1 === OTHER_ACTIVITY ? context.custnote : '' };
    }),
    assignPlace: assign({ custnote: ({ event }) => (event.type === 'user.changePlace' ? event.text.slice(0, PLACE_NOTE_MAX) : '') }),
    notePlaceMissing: assign({ message: ({ context }) => activityError(context.prensrno, context.custnote) }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'interestInfo',
  context: ({ input }) => ({ ...input, custDivDetail: null, items: [], prensrno: '', custnote: '', message: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The choices with the customer’s, and the customer’s type (which decides whether it may be modified).',
      on: { 'user.close': 'closing' },
      invoke: {
        id: 'loadInterests',
        src: 'loadInterests',
        input: ({ context }) => ({ kwkkey: context.kwkkey, custDiv: context.custDiv, searchUserid: context.searchUserid }),
        onDone: { target: 'ready', actions: 'assignLoaded' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: { on: { 'user.retry': 'loading', 'user.close': 'closing' } },
    ready: {
      on: {
        'user.choose': { guard: 'canModify', actions: 'choose', description: 'A single-choice family takes the one picked; a multiple-choice family toggles it.' },
        'user.chooseActivity': { guard: 'canModify', actions: 'chooseActivity', description: '기타 (78) shows the place field; any other activity clears the place.' },
        'user.changePlace': { guard: 'isOtherActivity', actions: 'assignPlace', description: 'Only while 기타 is chosen; the field keeps at most 50 characters.' },
        'user.submit': [
          { guard: and(['canModify', 'isPlaceMissing']), target: 'refused', actions: 'notePlaceMissing', description: '기타 선택 시 장소를 입력해주세요.' },
          { guard: 'canModify', target: 'confirming' },
        ],
        'user.close': { target: 'closing', description: 'Closed without saving.' },
      },
    },
    refused: { on: { 'user.dismissMessage': { target: 'ready', actions: 'dismissMessage' } } },
    confirming: {
      description: '관심사 및 노진 정보를 저장하시겠습니까?',
      on: { 'user.confirm': 'saving', 'user.dismiss': 'ready' },
    },
    saving: {
      description: 'saveMyCstmr with changeInterest Y; the screen is blocked.',
      invoke: {
        id: 'saveInterests',
        src: 'saveInterests',
        input: ({ context }) => ({ chosen: chosenInterests(context.items), prensrno: context.prensrno, custnote: placeNoteFor(context.prensrno, context.custnote) }),
        onDone: 'finishing',
        onError: { target: 'saveFailed', actions: 'noteFailure' },
      },
    },
    saveFailed: {
      description: 'Spec 2 §8: the server’s message, then the popup loads its data again.',
      on: { 'user.dismissMessage': { target: 'loading', actions: 'dismissMessage' } },
    },
    finishing: {
      description: 'Saved: the opener hears interestinfo-update-result and the popup closes.',
      invoke: { id: 'finish', src: 'finish', input: { saved: true }, onDone: 'closed' },
    },
    closing: { invoke: { id: 'finish', src: 'finish', input: { saved: false }, onDone: 'closed' } },
    closed: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Interest and no-jin info popup: the code families and the no-jin activity (기타 needs the place); prospects modify (confirmed, saved), contract customers only read; the opener hears interestinfo-update-result.';
