// The plan register (spec 3 §2 plan register, §5 plan name, §8): the plan draft's products (none: 상품을
// 선택해 주세요. and back), named with the catalogue when it answers (eduplan/base; without it, their count);
// a name of at most 10 characters, not blank; 등록 saves them as one of the caller's own plans
// (eduplan/myPlanSave with strMyPlanInfo; the save also clears the draft) and, once the success is read, goes
// to my plans; a failure keeps the name. 취소 goes back. Diagram: docs/statecharts/planReg.md
import { assign, setup } from 'xstate';
import type { PlanDraft } from '../../src/domain/plan-map/draft';
import { planMapMessages as m } from '../../src/domain/plan-map/messages';
import type { ChosenProduct } from '../../src/domain/plan-map/plan-contract';
import { planNameInput, planNameRefusal, selectionRefusal } from '../../src/domain/plan-map/rules';
import { providedPromise } from '../shared/provided';

export interface PlanRegInput {
  /** Whose draft (the signed-in user). */
  readonly userId: string;
}

export interface PlanRegContext extends PlanRegInput {
  readonly products: readonly ChosenProduct[];
  /** Product names by salecdSqno, from the catalogue (empty when it did not answer). */
  readonly names: Readonly<Record<number, string>>;
  readonly planNm: string;
  readonly message: string | null;
}

export type PlanRegEvent =
  | { type: 'user.changeName'; text: string }
  | { type: 'user.cancel' }
  | { type: 'user.submit' }
  | { type: 'user.dismissMessage' };

export interface SaveMyPlanInput {
  readonly userId: string;
  readonly planNm: string;
  readonly products: readonly ChosenProduct[];
}

/** The saved plan's number; `queued` when the outbox keeps the save until the network is back (issue 18). */
export interface SavedMyPlan {
  readonly epmMySqno: number;
  readonly queued?: true;
}

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const planRegMachine = setup({
  types: { input: {} as PlanRegInput, context: {} as PlanRegContext, events: {} as PlanRegEvent },
  actors: {
    /** The plan draft of this user (PlanDraftStore). */
    readDraft: providedPromise<PlanDraft, { userId: string }>('readDraft'),
    /** eduplan/base: the catalogue's product names. */
    loadNames: providedPromise<Readonly<Record<number, string>>>('loadNames'),
    /** eduplan/myPlanSave (strMyPlanInfo {planNm}, strSearchPrdt), then the draft cleared. */
    saveMyPlan: providedPromise<SavedMyPlan, SaveMyPlanInput>('saveMyPlan'),
  },
  guards: {
    hasNoProducts: ({ event }) => selectionRefusal(outputOf<PlanDraft>(event).products.length, true) !== null,
    isBlankName: ({ context }) => planNameRefusal(context.planNm) !== null,
  },
  actions: {
    assignProducts: assign({ products: ({ event }) => outputOf<PlanDraft>(event).products }),
    noteNoProducts: assign({ message: m.planMapPlanSelectionEmpty }),
    assignNames: assign({ names: ({ event }) => outputOf<Readonly<Record<number, string>>>(event) }),
    assignName: assign({ planNm: ({ context, event }) => (event.type === 'user.changeName' ? planNameInput(event.text) : context.planNm) }),
    noteBlank: assign({ message: ({ context }) => planNameRefusal(context.planNm) }),
    noteSaved: assign({ message: ({ event }) => (outputOf<SavedMyPlan>(event).queued ? m.myPlanQueued : m.myPlanSaved) }),
    noteFailed: assign({ message: m.myPlanSaveFailed }),
    clearMessage: assign({ message: null }),
    /** Back where the user came from (provided: the route's navigation). */
    goBack: () => {},
    /** My plans, in place of this screen (provided). */
    openMyPlans: () => {},
  },
}).createMachine({
  id: 'planReg',
  context: ({ input }) => ({ ...input, products: [], names: {}, planNm: '', message: null }),
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readDraft',
        src: 'readDraft',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          { guard: 'hasNoProducts', target: 'noProducts', actions: 'noteNoProducts', description: 'Nothing chosen (or the draft is gone): 상품을 선택해 주세요.' },
          { target: 'naming', actions: 'assignProducts' },
        ],
      },
    },
    noProducts: { on: { 'user.dismissMessage': 'left' } },
    naming: {
      description: 'The products’ names from the catalogue; without it the screen shows their count only.',
      invoke: {
        id: 'loadNames',
        src: 'loadNames',
        onDone: { target: 'editing', actions: 'assignNames' },
        onError: { target: 'editing' },
      },
    },
    editing: {
      description: 'The name input with n/10; typing beyond 10 characters is refused.',
      on: {
        'user.changeName': { actions: 'assignName' },
        'user.cancel': 'left',
        'user.submit': [
          { guard: 'isBlankName', target: 'nameRefused', actions: 'noteBlank', description: '플랜명을 입력해주세요.' },
          { target: 'saving' },
        ],
      },
    },
    nameRefused: { on: { 'user.dismissMessage': { target: 'editing', actions: 'clearMessage' } } },
    saving: {
      invoke: {
        id: 'saveMyPlan',
        src: 'saveMyPlan',
        input: ({ context }) => ({ userId: context.userId, planNm: context.planNm.trim(), products: context.products }),
        onDone: { target: 'saved', actions: 'noteSaved' },
        onError: { target: 'failed', actions: 'noteFailed' },
      },
    },
    saved: { description: '나만의 플랜 등록이 성공 하였습니다. (or, kept by the outbox, that it waits to be sent); then my plans.', on: { 'user.dismissMessage': 'done' } },
    failed: { description: '나만의 플랜 등록이 실패 하였습니다.; the name stays.', on: { 'user.dismissMessage': { target: 'editing', actions: 'clearMessage' } } },
    left: { type: 'final', entry: 'goBack' },
    done: { type: 'final', entry: 'openMyPlans' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Plan register: the draft’s products (none: back), a name ≤10 not blank, 등록 saves a my plan and clears the draft, then my plans; 취소 back.';
