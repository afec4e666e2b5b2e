// The plan form's editing, the child of the plan window (spec 3 §2 plan form, §5 plan rules, §8): eight goals
// and the optional 리크루팅 count as typed (amounts with separators, counts digits only and locked once a plan
// exists and is not R), the memo within 1000 bytes; submit alerts the first missing goal (the view focuses its
// input), then confirms, saves (bsnPln/save) and tells the user; done once the success alert is read.
// Diagram: docs/statecharts/planForm.md
import { assign, setup } from 'xstate';
import type { PlanPeriod, saveBsnPln } from '../../src/domain/plans/contract';
import { plansMessages as m } from '../../src/domain/plans/messages';
import {
  amountInput, amountValue, countInput, countsDisabled, firstMissingGoal, planAction, planMemoInput, PLAN_GOALS, type PlanGoalKey, type PlanStat,
} from '../../src/domain/plans/rules';
import type { RequestOf } from '../../src/domain/shared/call';
import { errorMessage, isTagged } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

/** The inputs as shown: the eight goals and 리크루팅 (rcrtGoalCscnt), amounts with separators. */
export type PlanFieldKey = PlanGoalKey | 'rcrtGoalCscnt';
export type PlanValues = Readonly<Record<PlanFieldKey, string>> & { readonly memo: string };

export interface PlanFormInput {
  /** 0 for a new plan. */
  readonly sqno: number;
  /** S new, R requested, C saved. */
  readonly stat: PlanStat;
  readonly planYrmn: string;
  readonly values: PlanValues;
  readonly periods: readonly PlanPeriod[];
  /** The loaded plan's version (bsnPlnInfo), sent with the save (issue 18); absent for a new or requested month's form. */
  readonly version?: number;
}

export interface PlanFormContext extends PlanFormInput {
  /** The alert over the form: the first missing goal, the save's result or failure. */
  readonly message: string | null;
  /** The input the view focuses once the missing goal's alert is read. */
  readonly focus: PlanGoalKey | null;
}

export type PlanFormEvent =
  | { type: 'user.changeGoal'; key: PlanFieldKey; value: string }
  | { type: 'user.changeMemo'; text: string }
  | { type: 'user.submit' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' };

export type SavePlanInput = RequestOf<typeof saveBsnPln>;
/** The server's sqno, or the form's own with `queued` when the outbox kept the save (no network). */
export type SavePlanOutput = { readonly sqno: number; readonly queued?: true };

const isAmount = (key: PlanFieldKey) => PLAN_GOALS.some((g) => g.key === key && g.kind === 'amount');
/** An input as it keeps a typed value: amounts with separators, counts digits only. */
export const typedValue = (key: PlanFieldKey, raw: string) => (isAmount(key) ? amountInput(raw) : countInput(raw));
export const locksCounts = (c: Pick<PlanFormInput, 'stat'>) => countsDisabled(c.stat !== 'S', c.stat);
export const actionOf = (c: Pick<PlanFormInput, 'stat'>) => planAction(c.stat === 'S' ? null : c.stat);

/** bsnPln/save's form: amounts without commas, 리크루팅 only when typed. */
export function saveRequest(c: PlanFormInput): SavePlanInput {
  const n = (key: PlanFieldKey) => Number(amountValue(c.values[key]));
  return {
    sqno: c.sqno,
    stat: c.stat,
    planYrmn: c.planYrmn,
    cmclGoalAmt: n('cmclGoalAmt'),
    mmbsGoalAmt: n('mmbsGoalAmt'),
    frpsGoalAmt: n('frpsGoalAmt'),
    etcGoalAmt: n('etcGoalAmt'),
    srcGoalCscnt: n('srcGoalCscnt'),
    dgnssrvcGoalCscnt: n('dgnssrvcGoalCscnt'),
    exsnConsCscnt: n('exsnConsCscnt'),
    newConsCscnt: n('newConsCscnt'),
    ...(c.values.rcrtGoalCscnt === '' ? {} : { rcrtGoalCscnt: n('rcrtGoalCscnt') }),
    memo: c.values.memo,
    ...(c.version === undefined ? {} : { version: c.version }),
  };
}

const errorOf = (event: unknown) => (event as { error: unknown }).error;
/** The server's message, or 등록/수정에 실패하였습니다. when it gave none. */
const saveFailure = (c: PlanFormContext, error: unknown) =>
  isTagged(error, 'ServerError') && !(error as { rtMsg: string }).rtMsg ? m.planSaveFailed(actionOf(c)) : errorMessage(error);

export const planFormMachine = setup({
  types: { input: {} as PlanFormInput, context: {} as PlanFormContext, events: {} as PlanFormEvent },
  actors: {
    /** bsnPln/save: the plan's sqno back, or `queued` when the outbox keeps the save until the network is back. */
    savePlan: providedPromise<SavePlanOutput, SavePlanInput>('savePlan'),
  },
  guards: {
    mayChange: ({ context, event }) => event.type === 'user.changeGoal' && (isAmount(event.key) || !locksCounts(context)),
    hasMissingGoal: ({ context }) => firstMissingGoal(context.values) !== null,
    /** A save queued offline is done for the form as a sent one (the pending-saves indicator tells the rest). */
    isStored: ({ event }) => {
      const output = (event as unknown as { output: SavePlanOutput }).output;
      return output.queued === true || output.sqno > 0;
    },
  },
  actions: {
    assignGoal: assign({
      values: ({ context, event }) => (event.type === 'user.changeGoal' ? { ...context.values, [event.key]: typedValue(event.key, event.value) } : context.values),
    }),
    assignMemo: assign({ values: ({ context, event }) => (event.type === 'user.changeMemo' ? { ...context.values, memo: planMemoInput(event.text) } : context.values) }),
    noteMissing: assign(({ context }) => {
      const missing = firstMissingGoal(context.values)!;
      return { message: missing.message, focus: missing.key };
    }),
    noteSaved: assign({ message: ({ context }) => m.planSaved(actionOf(context)) }),
    noteNotStored: assign({ message: ({ context }) => m.planSaveFailed(actionOf(context)) }),
    noteFailure: assign({ message: ({ context, event }) => saveFailure(context, errorOf(event)) }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'planForm',
  context: ({ input }) => ({ ...input, message: null, focus: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.changeGoal': { guard: 'mayChange', actions: 'assignGoal', description: 'Amounts keep digits with separators, counts digits only; counts are locked once a plan exists and is not R.' },
        'user.changeMemo': { actions: 'assignMemo', description: 'Typing beyond 1000 bytes (over code 127 counts 2) is refused.' },
        'user.submit': [
          { guard: 'hasMissingGoal', target: 'alerting', actions: 'noteMissing', description: 'The first empty goal in the spec’s order.' },
          { target: 'confirming' },
        ],
      },
    },
    alerting: {
      description: 'The missing goal’s alert; once read, the view focuses that input.',
      on: { 'user.dismissMessage': { target: 'editing', actions: 'clearMessage' } },
    },
    confirming: {
      description: '영업활동계획을 등록 하시겠습니까? / 수정',
      on: { 'user.confirm': 'saving', 'user.dismiss': 'editing' },
    },
    saving: {
      invoke: {
        id: 'savePlan',
        src: 'savePlan',
        input: ({ context }) => saveRequest(context),
        onDone: [
          { guard: 'isStored', target: 'saved', actions: 'noteSaved' },
          { target: 'failed', actions: 'noteNotStored', description: 'No number above 0 back: 등록/수정에 실패하였습니다.' },
        ],
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    saved: { description: '등록되었습니다. / 수정되었습니다.', on: { 'user.dismissMessage': 'done' } },
    failed: {
      description: 'The server’s message; everything typed stays.',
      on: { 'user.dismissMessage': { target: 'editing', actions: 'clearMessage' } },
    },
    done: { type: 'final', description: 'Saved and read: the window leaves the form.' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Plan form editing: eight goals (amounts with separators, counts locked once saved), memo ≤1000 bytes, first missing goal alerted and focused, confirm, save.';
