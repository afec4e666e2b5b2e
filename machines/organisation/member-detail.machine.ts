// A member's detail for a branch or district head (spec 3 §2 member detail, §4 rank progress and labels):
// the member, this month's performance and activity, the courses and the caller's memos in one load; then,
// side by side, the month switch (performance and activity of a past month, back a year, never past this
// month), the call and text hand-over to the shell, and the expected-commission page of the ordering site
// (single sign-on). The memos run as the child orgMemos. Diagram: docs/statecharts/memberDetail.md
import { assign, setup } from 'xstate';
import { canGoNext, canGoPrev, addMonths } from '../../src/domain/reports/rules';
import type { SiteLink } from '../../src/domain/outside-sites/outside-sites';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { appMessages } from '../../src/domain/app/messages';
import { organisationMessages } from '../../src/domain/organisation/messages';
import { providedPromise } from '../shared/provided';
import type { MemberData, MonthFigures } from './member-detail.types';
import { orgMemosMachine } from './org-memos.machine';

export interface MemberDetailInput {
  readonly targetId: string;
  readonly gubun: string;
  readonly akdnam: string;
  /** Memos are written in a dialog beside the detail (a PC) instead of the shell's popup. */
  readonly inline: boolean;
}

export interface MemberDetailContext extends MemberDetailInput {
  readonly data: MemberData | null;
  /** This month as the server counts it (its first answer): the latest month the detail shows. */
  readonly currentMonth: string | null;
  /** The month shown and its figures. */
  readonly figures: MonthFigures | null;
  /** The month being loaded by the switch. */
  readonly pendingMonth: string | null;
  readonly error: string | null;
  /** A failed month, hand-over or link: shown until dismissed. */
  readonly message: string | null;
  /** The hand-over under way. */
  readonly contact: ContactKind | null;
}

export type ContactKind = 'call' | 'text';

export type MemberDetailEvent =
  | { type: 'user.retry' }
  | { type: 'user.prevMonth' }
  | { type: 'user.nextMonth' }
  | { type: 'user.call' }
  | { type: 'user.text' }
  | { type: 'user.openCommission' }
  | { type: 'user.dismissMessage' };

const errorOf = (event: unknown) => (event as { error: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const shownMonth = (c: MemberDetailContext) => c.figures!.yyyymm;

export const memberDetailMachine = setup({
  types: { input: {} as MemberDetailInput, context: {} as MemberDetailContext, events: {} as MemberDetailEvent },
  actors: {
    /** orgnz/detail, perform and activity of this month (the server's), and the configured commission site. */
    loadMember: providedPromise<MemberData, { targetId: string; gubun: string }>('loadMember'),
    /** orgnz/perform and orgnz/activity of another month. */
    loadMonth: providedPromise<MonthFigures, { targetId: string; gubun: string; yyyymm: string }>('loadMonth'),
    /** The shell dials the number, or opens its SMS composer for it. */
    handOver: providedPromise<void, { kind: ContactKind; phone: string }>('handOver'),
    /** getSsoToken, then the commission page where the click reserved (the plain page without a token). */
    openCommission: providedPromise<void, SiteLink>('openCommission'),
    memos: orgMemosMachine,
  },
  guards: {
    canGoPrev: ({ context }) => canGoPrev(shownMonth(context), context.currentMonth!),
    canGoNext: ({ context }) => canGoNext(shownMonth(context), context.currentMonth!),
    hasPhone: ({ context }) => (context.data?.member.hpno ?? '') !== '',
    hasCommission: ({ context }) => context.data?.commission != null,
    hasMessage: ({ context }) => context.message !== null,
  },
  actions: {
    assignData: assign(({ event }) => {
      const data = outputOf<MemberData>(event);
      return { data, figures: data.figures, currentMonth: data.figures.yyyymm, error: null };
    }),
    assignError: assign({ error: ({ event }) => errorMessage(errorOf(event)) }),
    askPrev: assign({ pendingMonth: ({ context }) => addMonths(shownMonth(context), -1) }),
    askNext: assign({ pendingMonth: ({ context }) => addMonths(shownMonth(context), 1) }),
    assignMonth: assign({ figures: ({ event }) => outputOf<MonthFigures>(event), pendingMonth: null }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)), pendingMonth: null }),
    assignContact: assign({ contact: ({ event }) => (event.type === 'user.text' ? 'text' : 'call') }),
    noteContactFailure: assign({
      message: ({ context, event }) =>
        isTagged(errorOf(event), 'BridgeUnavailable') ? (context.contact === 'text' ? organisationMessages.memberSmsAppOnly : appMessages.appOnly) : errorMessage(errorOf(event)),
    }),
    dismissMessage: assign({ message: null }),
    /** Where the commission page will open, reserved during the click (provided: the app's bridge). */
    reserveExternalLink: () => {},
  },
}).createMachine({
  id: 'memberDetail',
  context: ({ input }) => ({ ...input, data: null, currentMonth: null, figures: null, pendingMonth: null, error: null, message: null, contact: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        input: ({ context }) => ({ targetId: context.targetId, gubun: context.gubun }),
        onDone: { target: 'shown', actions: 'assignData' },
        onError: {
          target: 'failed',
          actions: 'assignError',
          description: 'Offline, or refused: someone outside the caller’s organisation is refused like an unknown code.',
        },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    shown: {
      type: 'parallel',
      invoke: {
        id: 'memos',
        src: 'memos',
        input: ({ context }) => ({ targetId: context.targetId, memos: context.data!.memos, inline: context.inline }),
      },
      on: { 'user.dismissMessage': { guard: 'hasMessage', actions: 'dismissMessage', description: 'The alert’s 확인.' } },
      states: {
        month: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.prevMonth': { guard: 'canGoPrev', target: 'loadingMonth', actions: 'askPrev', description: 'Back a year at most (the records a year holds).' },
                'user.nextMonth': { guard: 'canGoNext', target: 'loadingMonth', actions: 'askNext', description: 'Never past this month.' },
              },
            },
            loadingMonth: {
              description: 'The month’s performance and activity; the shown month stays until they arrive.',
              invoke: {
                id: 'loadMonth',
                src: 'loadMonth',
                input: ({ context }) => ({ targetId: context.targetId, gubun: context.gubun, yyyymm: context.pendingMonth! }),
                onDone: { target: 'idle', actions: 'assignMonth' },
                onError: { target: 'idle', actions: 'noteFailure' },
              },
            },
          },
        },
        contact: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.call': { guard: 'hasPhone', target: 'handingOver', actions: 'assignContact' },
                'user.text': { guard: 'hasPhone', target: 'handingOver', actions: 'assignContact' },
              },
            },
            handingOver: {
              invoke: {
                id: 'handOver',
                src: 'handOver',
                input: ({ context }) => ({ kind: context.contact!, phone: context.data!.member.hpno }),
                onDone: 'idle',
                onError: { target: 'idle', actions: 'noteContactFailure', description: 'No shell, or no SMS composer outside the app (PC): the app-only message.' },
              },
            },
          },
        },
        commission: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.openCommission': {
                  guard: 'hasCommission',
                  target: 'opening',
                  actions: 'reserveExternalLink',
                  description: 'Only when the operator configured the commission site. Where it opens is reserved in the click (a browser opens windows only then).',
                },
              },
            },
            opening: {
              invoke: {
                id: 'openCommission',
                src: 'openCommission',
                input: ({ context }) => context.data!.commission!,
                onDone: 'idle',
                onError: { target: 'idle', actions: 'noteFailure', description: 'The token call failed: its message; the reserved window is let go.' },
              },
            },
          },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Member detail: one load, then month switch, call/text hand-over and the SSO commission link side by side; memos as a child.';
