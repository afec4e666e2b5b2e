// The plan form's window (spec 3 §2 plan form, §4 plan status and write window, §5): partners are refused; the
// app's clock (Korea time) and sttEndInfo decide which month a new plan may be written for (rules.ts
// planWriteWindow), or the plan asked for (sqno, or planYr/planMn: bsnPlnExistInfo, bsnPlnInfo once saved) is
// writable (R always; C within mayEditPlan) or read-only. A new plan's form re-decides when the window's answer
// next changes (nextWindowChange, an `after` delay), so a form open at 11:59 closes itself at 12:00.
// Diagram: docs/statecharts/planWindow.md
import { assign, setup } from 'xstate';
import type { bsnPlnExistInfo, Plan, sttEndInfo } from '../../src/domain/plans/contract';
import {
  kstMinute, kstMinuteMs, mayEditPlan, mayWritePlan, mayWritePlanFor, nextWindowChange, nextYyyymm, planWriteWindow, yyyymmOf, type Minute, type PeriodInfo,
} from '../../src/domain/plans/rules';
import type { RequestOf, ResponseOf } from '../../src/domain/shared/call';
import { errorMessage } from '../../src/domain/shared/errors';
import { isPosition } from '../../src/domain/shared/roles';
import { providedPromise } from '../shared/provided';
import { planFormMachine, type PlanFormInput } from './plan-form.machine';
import { formOfExist, formOfPlan } from './plan-window.forms';

/** The longest the form waits before asking the window again. */
export const MAX_WAIT_MS = 86_400_000;

export type ExistInfo = ResponseOf<typeof bsnPlnExistInfo>;

export interface PlanWindowInput {
  readonly position: string;
  /** A saved or requested plan to edit. */
  readonly sqno: number | null;
  /** The month asked for (the request alert's link), yyyy and mm. */
  readonly planYr: string | null;
  readonly planMn: string | null;
}

export interface PlanWindowContext {
  readonly position: string;
  readonly sqno: number | null;
  /** The month the form is for: asked for, or the one the window opens. */
  readonly target: { readonly planYr: string; readonly planMn: string } | null;
  /** The app's clock when last read (epoch ms). */
  readonly nowMs: number;
  readonly info: PeriodInfo | null;
  readonly exist: ExistInfo | null;
  /** What the form starts from (and a read-only plan shows). */
  readonly form: PlanFormInput | null;
  /** When the window's answer next changes (KST minute): a new plan's form re-decides then. */
  readonly changeAt: Minute | null;
  readonly error: string | null;
}

export type PlanWindowEvent = { type: 'user.retry' } | { type: 'user.dismissMessage' };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const minuteOf = (c: PlanWindowContext) => kstMinute(new Date(c.nowMs));
const yrmnOf = (t: NonNullable<PlanWindowContext['target']>) => `${t.planYr}${t.planMn}`;
const mayWriteTarget = (c: PlanWindowContext, info: PeriodInfo) => c.target !== null && mayWritePlanFor(minuteOf(c), info, yrmnOf(c.target));
const windowOf = (c: PlanWindowContext, info: PeriodInfo) => planWriteWindow(minuteOf(c), info);

export const planWindowMachine = setup({
  types: { input: {} as PlanWindowInput, context: {} as PlanWindowContext, events: {} as PlanWindowEvent },
  actors: {
    /** The app's clock (epoch ms). */
    readNow: providedPromise<number>('readNow'),
    /** bsnPln/sttEndInfo for this month and the next. */
    loadWindow: providedPromise<PeriodInfo, RequestOf<typeof sttEndInfo>>('loadWindow'),
    /** bsnPln/existInfo: the caller's plan of the month (sqno 0, S when none). */
    loadExist: providedPromise<ExistInfo, RequestOf<typeof bsnPlnExistInfo>>('loadExist'),
    /** bsnPln/info: the caller's own plan. */
    loadPlan: providedPromise<Plan, { sqno: number }>('loadPlan'),
    planForm: planFormMachine,
    /** Back to the plan list, or (popYn=Y) the popup closes through the shell. */
    finish: providedPromise<void>('finish'),
  },
  delays: {
    // At most a day: a timer that slept with the phone, or one past setTimeout's range, asks again anyway.
    windowChange: ({ context }) => Math.min(MAX_WAIT_MS, Math.max(0, kstMinuteMs(context.changeAt!) - context.nowMs)),
  },
  guards: {
    isRefused: ({ context }) => !isPosition(context.position) || !mayWritePlan(context.position),
    hasSqno: ({ context }) => context.sqno !== null,
    hasTarget: ({ context }) => context.target !== null,
    mayWriteTarget: ({ context, event }) => mayWriteTarget(context, outputOf<PeriodInfo>(event)),
    isWindowOpen: ({ context, event }) => windowOf(context, outputOf<PeriodInfo>(event)).open,
    isSaved: ({ event }) => outputOf<ExistInfo>(event).stat === 'C' && outputOf<ExistInfo>(event).sqno > 0,
    isRequested: ({ event }) => outputOf<ExistInfo>(event).stat === 'R',
    hasInfo: ({ context }) => context.info !== null,
    isWritablePlan: ({ context, event }) => {
      const p = outputOf<Plan>(event);
      return p.stat === 'R' || mayEditPlan(minuteOf(context).slice(0, 10), p.endDt, p.endDt2);
    },
    isNewPlan: ({ context }) => context.form?.stat === 'S',
  },
  actions: {
    assignNow: assign({ nowMs: ({ event }) => outputOf<number>(event) }),
    assignInfo: assign(({ context, event }) => {
      const info = outputOf<PeriodInfo>(event);
      return { info, changeAt: nextWindowChange(minuteOf(context), info) };
    }),
    assignWindowTarget: assign({
      target: ({ context, event }) => {
        const w = windowOf(context, outputOf<PeriodInfo>(event));
        return w.open ? { planYr: w.planYrmn.slice(0, 4), planMn: w.planYrmn.slice(4) } : null;
      },
    }),
    // sqno 0 (none yet) is no plan to load on a later look (after a retry or the window's timer).
    assignExist: assign({ exist: ({ event }) => outputOf<ExistInfo>(event), sqno: ({ context, event }) => outputOf<ExistInfo>(event).sqno || context.sqno }),
    formOfExist: assign({ form: ({ context }) => formOfExist(context.exist!, yrmnOf(context.target!)) }),
    formOfPlan: assign({ form: ({ event }) => formOfPlan(outputOf<Plan>(event)) }),
    assignError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    retryInAMinute: assign({ changeAt: ({ context }) => kstMinute(new Date(context.nowMs + 60_000)) }),
    reset: assign({ info: null, exist: null, form: null, error: null }),
    goBack: () => {},
  },
}).createMachine({
  id: 'planWindow',
  context: ({ input }) => ({
    position: input.position,
    sqno: input.sqno,
    target: input.planYr && input.planMn ? { planYr: input.planYr, planMn: input.planMn } : null,
    nowMs: 0,
    info: null,
    exist: null,
    form: null,
    changeAt: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isRefused', target: 'refused' }, { target: 'clocking' }] },
    refused: { description: 'Partners (COG06): the refusal, nothing asked; then back.', on: { 'user.dismissMessage': 'leaving' } },
    leaving: { type: 'final', entry: 'goBack' },
    clocking: {
      entry: 'reset',
      invoke: {
        id: 'readNow',
        src: 'readNow',
        onDone: [
          { guard: 'hasSqno', target: 'loadingPlan', actions: 'assignNow', description: 'A saved or requested plan by its number.' },
          { guard: 'hasTarget', target: 'loadingExist', actions: 'assignNow', description: 'The month asked for (the request alert’s link).' },
          { target: 'loadingWindow', actions: 'assignNow' },
        ],
      },
    },
    loadingWindow: {
      invoke: {
        id: 'loadWindow',
        src: 'loadWindow',
        input: ({ context }) => ({ thisYrmn: yyyymmOf(minuteOf(context)), nextYrmn: nextYyyymm(yyyymmOf(minuteOf(context))) }),
        onDone: [
          { guard: 'mayWriteTarget', target: 'open', actions: ['assignInfo', 'formOfExist'], description: 'No plan of the month asked for yet, and the window is open for it.' },
          { guard: 'hasTarget', target: 'closed', actions: 'assignInfo' },
          { guard: 'isWindowOpen', target: 'loadingExist', actions: ['assignInfo', 'assignWindowTarget'], description: 'The month the window opens: is there a plan of it yet?' },
          { target: 'closed', actions: 'assignInfo', description: 'No month is open for a new plan now.' },
        ],
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    loadingExist: {
      invoke: {
        id: 'loadExist',
        src: 'loadExist',
        input: ({ context }) => context.target!,
        onDone: [
          { guard: 'isSaved', target: 'loadingPlan', actions: 'assignExist', description: 'Saved (C): its goals, and whether it may still be edited.' },
          { guard: 'isRequested', target: 'open', actions: ['assignExist', 'formOfExist'], description: 'Requested (R): writable at any time while the request stands (D62).' },
          { guard: 'hasInfo', target: 'open', actions: ['assignExist', 'formOfExist'], description: 'None yet (S), of the month the window opens.' },
          { target: 'loadingWindow', actions: 'assignExist', description: 'None yet (S) of the month asked for: is the window open for it?' },
        ],
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    loadingPlan: {
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        input: ({ context }) => ({ sqno: context.sqno! }),
        onDone: [
          { guard: 'isWritablePlan', target: 'open', actions: 'formOfPlan', description: 'R, or C from endDt to endDt2.' },
          { target: 'readOnly', actions: 'formOfPlan', description: 'C outside its edit window: 수정 가능 기간이 아닙니다.' },
        ],
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: { description: 'Not loaded (offline, the server’s refusal): its message and a retry.', on: { 'user.retry': 'clocking' } },
    closed: {
      description: 'No new plan may be written now: 영업활동계획 작성 가능 기간이 아닙니다. Asks again when the answer next changes.',
      after: { windowChange: { target: 'clocking', description: 'The window may open now.' } },
    },
    readOnly: { description: 'The saved plan, shown but not editable.' },
    open: {
      invoke: { id: 'planForm', src: 'planForm', input: ({ context }) => context.form!, onDone: 'finishing' },
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'isNewPlan', target: 'watching' }, { target: 'steady' }] },
        steady: { description: 'R and C: no write window to watch (the server checks the edit window on save).' },
        watching: {
          description: 'A new plan: the window is re-decided when its answer next changes.',
          after: { windowChange: 'rechecking' },
        },
        rechecking: { invoke: { id: 'readNow', src: 'readNow', onDone: { target: 'recheckingWindow', actions: 'assignNow' } } },
        recheckingWindow: {
          invoke: {
            id: 'loadWindow',
            src: 'loadWindow',
            input: ({ context }) => ({ thisYrmn: yyyymmOf(minuteOf(context)), nextYrmn: nextYyyymm(yyyymmOf(minuteOf(context))) }),
            onDone: [
              { guard: 'mayWriteTarget', target: 'watching', actions: 'assignInfo', description: 'Still open for this month: typing goes on.' },
              { target: '#planWindow.expired', actions: 'assignInfo' },
            ],
            onError: { target: 'watching', actions: 'retryInAMinute', description: 'Not asked (offline): asked again in a minute; the server checks the window on save anyway.' },
          },
        },
      },
    },
    expired: { description: 'The window closed while the form was open: 영업활동계획 작성 가능 기간이 아닙니다.', on: { 'user.dismissMessage': 'closed' } },
    finishing: { description: 'Saved: back to the plan list, or the popup closes.', invoke: { id: 'finish', src: 'finish' } },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Plan form window: partners refused; by the app clock and sttEndInfo, the month open for a new plan or the plan asked for (R writable, C within its edit window, else read-only); re-decided when the window next changes.';
