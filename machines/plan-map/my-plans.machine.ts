// My plans (spec 3 §2 my plans, §5 plan name, §8): the caller's own plans (eduplan/myPlan) with their count,
// or 등록된 플랜이 없습니다.; 추가 opens the map choosing products for a new plan; a row's 편집 turns its name
// into an input (at most 10 characters, not blank) that 완료 saves (eduplan/myPlanReNm: the edit stays on a
// failure); 삭제 asks first (eduplan/myPlanDel), then the list loads again. Both send the version the list
// gave (a stale one is a conflict the outbox shows); kept by the outbox offline (issue 18), they count as done.
// Diagram: docs/statecharts/myPlans.md
import { assign, setup } from 'xstate';
import type { MyPlanEntry } from '../../src/domain/plan-map/plan-contract';
import { planMapMessages as m } from '../../src/domain/plan-map/messages';
import { planNameInput, planNameRefusal } from '../../src/domain/plan-map/rules';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface MyPlansContext {
  readonly plans: readonly MyPlanEntry[];
  /** The row whose name is being edited, with the name as typed. */
  readonly editing: { readonly epmMySqno: number; readonly planNm: string; readonly version: number } | null;
  /** The row asked to be deleted. */
  readonly target: number | null;
  /** The load's failure, a refusal, or a rename's or delete's outcome. */
  readonly message: string | null;
}

export type MyPlansEvent =
  | { type: 'user.retry' }
  | { type: 'user.add' }
  | { type: 'user.edit'; epmMySqno: number }
  | { type: 'user.changeName'; text: string }
  | { type: 'user.done' }
  | { type: 'user.cancelEdit' }
  | { type: 'user.delete'; epmMySqno: number }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' };

/** The version is the one the list gave: the server renames only while the plan is still at it. */
export interface RenameInput {
  readonly epmMySqno: number;
  readonly planNm: string;
  readonly version: number;
}

export interface DeleteInput {
  readonly epmMySqno: number;
  readonly version: number;
}

/** queued: the outbox keeps the delete until the network is back (issue 18). */
export interface DeleteOutput {
  readonly queued: boolean;
}

const sqnoOf = (e: MyPlansEvent) => (e.type === 'user.edit' || e.type === 'user.delete' ? e.epmMySqno : null);
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const myPlansMachine = setup({
  types: { context: {} as MyPlansContext, events: {} as MyPlansEvent },
  actors: {
    /** eduplan/myPlan: the caller's plans, newest first. */
    loadMyPlans: providedPromise<readonly MyPlanEntry[]>('loadMyPlans'),
    renameMyPlan: providedPromise<void, RenameInput>('renameMyPlan'),
    deleteMyPlan: providedPromise<DeleteOutput, DeleteInput>('deleteMyPlan'),
  },
  guards: {
    isEmpty: ({ event }) => outputOf<readonly MyPlanEntry[]>(event).length === 0,
    isKnownPlan: ({ context, event }) => context.plans.some((p) => p.epmMySqno === sqnoOf(event)),
    isBlankName: ({ context }) => planNameRefusal(context.editing!.planNm) !== null,
    isQueued: ({ event }) => outputOf<DeleteOutput>(event).queued,
    hasNoPlans: ({ context }) => context.plans.length === 0,
  },
  actions: {
    assignPlans: assign({ plans: ({ event }) => outputOf<readonly MyPlanEntry[]>(event), message: null, editing: null, target: null }),
    assignFailure: assign({ message: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    startEdit: assign({
      editing: ({ context, event }) => {
        const p = context.plans.find((x) => x.epmMySqno === sqnoOf(event))!;
        return { epmMySqno: p.epmMySqno, planNm: p.planNm, version: p.version };
      },
    }),
    assignName: assign({
      editing: ({ context, event }) => (event.type === 'user.changeName' ? { ...context.editing!, planNm: planNameInput(event.text) } : context.editing),
    }),
    noteBlank: assign({ message: ({ context }) => planNameRefusal(context.editing!.planNm) }),
    /**
     * The row shows its new name at once (trimmed, as the server keeps it), sent or queued, and the version the
     * rename gives it on the server, so a next rename (queued behind this one, or sent after it) matches.
     */
    noteRenamed: assign(({ context }) => ({
      message: m.myPlanRenamed,
      plans: context.plans.map((p) =>
        p.epmMySqno === context.editing!.epmMySqno ? { ...p, planNm: context.editing!.planNm.trim(), version: p.version + 1 } : p,
      ),
      editing: null,
    })),
    noteRenameFailed: assign({ message: m.myPlanRenameFailed }),
    stopEdit: assign({ editing: null }),
    aimDelete: assign({ target: ({ event }) => sqnoOf(event) }),
    clearTarget: assign({ target: null }),
    noteDeleted: assign({ message: m.myPlanDeleted, target: null }),
    /** Queued: the row leaves the list shown (a reload would still list it, or fail while offline). */
    dropDeleted: assign(({ context }) => ({ message: m.myPlanDeleted, plans: context.plans.filter((p) => p.epmMySqno !== context.target), target: null })),
    noteDeleteFailed: assign({ message: m.myPlanDeleteFailed, target: null }),
    clearMessage: assign({ message: null }),
    /** The map choosing products for a new plan (provided: the route's navigation). */
    openMap: () => {},
  },
}).createMachine({
  id: 'myPlans',
  context: { plans: [], editing: null, target: null, message: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMyPlans',
        src: 'loadMyPlans',
        onDone: [
          { guard: 'isEmpty', target: 'empty', actions: 'assignPlans' },
          { target: 'browsing', actions: 'assignPlans' },
        ],
        onError: { target: 'loadFailed', actions: 'assignFailure' },
      },
    },
    loadFailed: { description: 'The server’s message (or the network’s) with 다시 시도.', on: { 'user.retry': 'loading' } },
    empty: { description: '등록된 플랜이 없습니다.; 추가 still opens the map.', on: { 'user.add': { actions: 'openMap' } } },
    browsing: {
      on: {
        'user.add': { actions: 'openMap', description: 'The map in 상품 선택 mode (myPlan=Y), back here after.' },
        'user.edit': { guard: 'isKnownPlan', target: 'editing', actions: 'startEdit' },
        'user.delete': { guard: 'isKnownPlan', target: 'confirmingDelete', actions: 'aimDelete' },
      },
    },
    editing: {
      description: 'The row’s name as an input with n/10; typing beyond 10 characters is refused.',
      on: {
        'user.changeName': { actions: 'assignName' },
        'user.done': [
          { guard: 'isBlankName', target: 'nameRefused', actions: 'noteBlank', description: '플랜명을 입력해주세요.' },
          { target: 'renaming' },
        ],
        'user.cancelEdit': { target: 'browsing', actions: 'stopEdit', description: 'The name as it was.' },
      },
    },
    nameRefused: { on: { 'user.dismissMessage': { target: 'editing', actions: 'clearMessage' } } },
    renaming: {
      invoke: {
        id: 'renameMyPlan',
        src: 'renameMyPlan',
        input: ({ context }) => ({ epmMySqno: context.editing!.epmMySqno, planNm: context.editing!.planNm.trim(), version: context.editing!.version }),
        onDone: { target: 'renamed', actions: 'noteRenamed' },
        onError: { target: 'renameFailed', actions: 'noteRenameFailed' },
      },
    },
    renamed: { description: '플랜명 변경에 성공 하였습니다.', on: { 'user.dismissMessage': { target: 'browsing', actions: 'clearMessage' } } },
    renameFailed: {
      description: '플랜명 변경에 실패 하였습니다.; the edit stays as typed.',
      on: { 'user.dismissMessage': { target: 'editing', actions: 'clearMessage' } },
    },
    confirmingDelete: {
      description: 'Asks before deleting the plan.',
      on: { 'user.confirm': 'deleting', 'user.dismiss': { target: 'browsing', actions: 'clearTarget' } },
    },
    deleting: {
      invoke: {
        id: 'deleteMyPlan',
        src: 'deleteMyPlan',
        input: ({ context }) => ({ epmMySqno: context.target!, version: context.plans.find((p) => p.epmMySqno === context.target)!.version }),
        onDone: [
          { guard: 'isQueued', target: 'deletedQueued', actions: 'dropDeleted', description: 'Kept by the outbox until the network is back.' },
          { target: 'deleted', actions: 'noteDeleted' },
        ],
        onError: { target: 'deleted', actions: 'noteDeleteFailed' },
      },
    },
    deleted: {
      description: '삭제되었습니다. or 삭제에 실패하였습니다.; the list loads again either way (it may have changed elsewhere).',
      on: { 'user.dismissMessage': { target: 'loading', actions: 'clearMessage' } },
    },
    deletedQueued: {
      description: '삭제되었습니다.; the delete waits in the outbox: the list shown without the row, not loaded again.',
      on: {
        'user.dismissMessage': [
          { guard: 'hasNoPlans', target: 'empty', actions: 'clearMessage', description: '등록된 플랜이 없습니다.' },
          { target: 'browsing', actions: 'clearMessage' },
        ],
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'My plans: the caller’s plans with their count or 등록된 플랜이 없습니다.; 추가 opens the map (상품 선택); rename inline (≤10, not blank); delete after confirming, then reload.';
