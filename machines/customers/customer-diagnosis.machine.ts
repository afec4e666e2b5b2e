// The customer detail's diagnosis service (spec 2 §2 diagnosis service, §3 Diagnosis, §5 send share,
// §8 'Sent.'): three tabs (KED-I, KED-S, ELT), each loading the results of the customer's phone with the
// caller's remaining coupons; a result opens outside the app, or is texted to the customer after a
// confirmation; a coupon is issued on the coupon app's page for the caller's position (divide- or
// send-style, spec 2 §6) when the operator set the app up. Runs as a child of the customer detail. Diagram: docs/statecharts/customerDiagnosis.md
import { assign, setup } from 'xstate';
import { couponPage, couponUrl } from '../../src/domain/customers/outside-links';
import type { Diagnosis, ExamCd } from '../../src/domain/customers/sections-contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { customerSectionsMessages } from '../../src/domain/customers/sections-messages';
import { providedPromise } from '../shared/provided';

export interface DiagnosisInput {
  readonly tel1: string;
  readonly tel2: string;
  readonly tel3: string;
  /** The customer's owner, '' for the caller's own. */
  readonly searchUserid: string;
  /** The customer as the detail shows it: the share names it and texts its sealed phone. */
  readonly custNm: string;
  readonly encCustTel: string;
  /** The coupon app's address (the operator's COUPON site), or null: no coupon button. */
  readonly couponSite: string | null;
  /** The caller's position: which coupon page opens. */
  readonly viewerPosition: string;
}

/** What a tab's results are asked with: the customer's phone, its owner and the test. */
export interface TabQuery {
  readonly tel1: string;
  readonly tel2: string;
  readonly tel3: string;
  readonly searchUserid: string;
  readonly examCd: ExamCd;
}

export interface DiagnosisTab {
  readonly diagnosisList: readonly Diagnosis[];
  readonly aieltRmnngCnt: number;
  readonly tedsRmnngCnt: number;
  readonly tediRmnngCnt: number;
}

export interface DiagnosisContext extends DiagnosisInput {
  readonly examCd: ExamCd;
  readonly tab: DiagnosisTab | null;
  readonly error: string | null;
  /** The result being opened or shared. */
  readonly picked: Diagnosis | null;
  /** The page being opened outside the app: a result, or a coupon page. */
  readonly link: string | null;
  /** The alert: 발송되었습니다., or a failed call's message. */
  readonly message: string | null;
}

export type DiagnosisEvent =
  | { type: 'user.chooseTab'; examCd: ExamCd }
  | { type: 'user.retry' }
  | { type: 'user.viewResult'; examNo: string }
  | { type: 'user.share'; examNo: string }
  | { type: 'user.issueCoupon' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.dismissMessage' };

const errorOf = (event: unknown) => (event as { error: unknown }).error;
const resultOf = (c: DiagnosisContext, examNo: string) => c.tab?.diagnosisList.find((d) => d.examNo === examNo) ?? null;

export const customerDiagnosisMachine = setup({
  types: { input: {} as DiagnosisInput, context: {} as DiagnosisContext, events: {} as DiagnosisEvent },
  actors: {
    loadTab: providedPromise<DiagnosisTab, TabQuery>('loadTab'),
    /** The result page, opened outside the app by the shell. */
    openResult: providedPromise<void, { url: string }>('openResult'),
    shareResult: providedPromise<void, { examCd: ExamCd; rsltUrl: string; custNm: string; encCustTel: string }>('shareResult'),
  },
  guards: {
    isOtherTab: ({ context, event }) => event.type === 'user.chooseTab' && event.examCd !== context.examCd,
    isShown: ({ context, event }) => 'examNo' in event && resultOf(context, event.examNo) !== null,
    hasMessage: ({ context }) => context.message !== null,
    hasCouponSite: ({ context }) => context.couponSite !== null,
  },
  actions: {
    assignTab: assign({ tab: ({ event }) => (event as unknown as { output: DiagnosisTab }).output, error: null }),
    assignError: assign({ error: ({ event }) => errorMessage(errorOf(event)), tab: null }),
    chooseTab: assign({ examCd: ({ context, event }) => (event.type === 'user.chooseTab' ? event.examCd : context.examCd), tab: null, error: null }),
    assignPicked: assign({ picked: ({ context, event }) => ('examNo' in event ? resultOf(context, event.examNo) : null) }),
    clearPicked: assign({ picked: null, link: null }),
    linkResult: assign({ link: ({ context }) => context.picked!.rsltUrl }),
    linkCoupon: assign({
      link: ({ context: c }) => couponUrl(c.couponSite!, couponPage(c.viewerPosition, c.examCd), c.examCd, { tel1: c.tel1, tel2: c.tel2, tel3: c.tel3 }),
    }),
    noteSent: assign({ message: customerSectionsMessages.shareSent, picked: null }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)) }),
    dismissMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'customerDiagnosis',
  initial: 'loading',
  context: ({ input }) => ({ ...input, examCd: 'KEDI', tab: null, error: null, picked: null, link: null, message: null }),
  on: {
    'user.chooseTab': { guard: 'isOtherTab', target: '.loading', actions: 'chooseTab', description: 'Another tab: its results load (what was under way is dropped).' },
    'user.dismissMessage': { guard: 'hasMessage', actions: 'dismissMessage' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadTab',
        src: 'loadTab',
        input: ({ context }) => ({ tel1: context.tel1, tel2: context.tel2, tel3: context.tel3, searchUserid: context.searchUserid, examCd: context.examCd }),
        onDone: { target: 'ready', actions: 'assignTab' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.viewResult': { guard: 'isShown', target: 'opening', actions: ['assignPicked', 'linkResult'], description: 'The result page, outside the app.' },
            'user.issueCoupon': {
              guard: 'hasCouponSite',
              target: 'opening',
              actions: 'linkCoupon',
              description: 'The coupon app’s issue page for this test and the customer’s phone: divide-style for a branch head (and a district head’s KED tests), send-style otherwise.',
            },
            'user.share': { guard: 'isShown', target: 'confirming', actions: 'assignPicked' },
          },
        },
        opening: {
          invoke: {
            id: 'openResult',
            src: 'openResult',
            input: ({ context }) => ({ url: context.link! }),
            onDone: { target: 'idle', actions: 'clearPicked' },
            onError: { target: 'idle', actions: ['clearPicked', 'noteFailure'] },
          },
        },
        confirming: {
          description: '진단 결과를 공유하시겠습니까?',
          on: { 'user.confirm': 'sharing', 'user.cancel': { target: 'idle', actions: 'clearPicked' } },
        },
        sharing: {
          invoke: {
            id: 'shareResult',
            src: 'shareResult',
            input: ({ context }) => ({ examCd: context.examCd, rsltUrl: context.picked!.rsltUrl, custNm: context.custNm, encCustTel: context.encCustTel }),
            onDone: { target: 'idle', actions: 'noteSent' },
            onError: { target: 'idle', actions: ['clearPicked', 'noteFailure'] },
          },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Customer diagnosis: KED-I / KED-S / ELT tabs of the customer’s results with the remaining coupons; view a result outside the app, text it after a confirmation, or issue a coupon on the coupon app.';
