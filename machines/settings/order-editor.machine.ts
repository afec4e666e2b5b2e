// An ordered-list editor (spec 1 §2 "Home card order", "Customer-registration field order"): move items
// up and down and, for home cards, show or hide them. Save and cancel ask first (spec 1 §2); cancel puts
// the saved order back. Nothing changed: nothing to save or cancel. Diagram: docs/statecharts/orderEditor.md
import { assign, setup } from 'xstate';
import { errorMessage } from '../../src/domain/shared/errors';
import { msg } from '../../src/domain/messages';
import { canMove, moveItem, sameOrder, toggleShown, type OrderItem } from '../../src/domain/settings/setting-order';
import { providedPromise } from '../shared/provided';

export interface OrderEditorInput {
  /** Home cards can be hidden; registration sections cannot. */
  readonly canHide: boolean;
}

export interface OrderEditorContext {
  readonly canHide: boolean;
  /** The list as edited. */
  items: OrderItem[];
  /** The list as the server holds it. */
  saved: OrderItem[];
  loadError: string | null;
  /** The saved notice or the failed save's message. */
  message: string | null;
}

export type OrderEditorEvent =
  | { type: 'user.moveUp'; code: string }
  | { type: 'user.moveDown'; code: string }
  | { type: 'user.toggleShown'; code: string }
  | { type: 'user.save' }
  | { type: 'user.cancel' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' };

const codeOf = (event: OrderEditorEvent) => ('code' in event ? event.code : '');

export const orderEditorMachine = setup({
  types: { input: {} as OrderEditorInput, context: {} as OrderEditorContext, events: {} as OrderEditorEvent },
  actors: {
    loadOrder: providedPromise<OrderItem[]>('loadOrder'),
    saveOrder: providedPromise<void, readonly OrderItem[]>('saveOrder'),
  },
  guards: {
    canMoveUp: ({ context, event }) => canMove(context.items, codeOf(event), -1),
    canMoveDown: ({ context, event }) => canMove(context.items, codeOf(event), 1),
    canHide: ({ context, event }) => context.canHide && context.items.some((it) => it.code === codeOf(event)),
    isDirty: ({ context }) => !sameOrder(context.items, context.saved),
  },
  actions: {
    moveUp: assign({ items: ({ context, event }) => moveItem(context.items, codeOf(event), -1) }),
    moveDown: assign({ items: ({ context, event }) => moveItem(context.items, codeOf(event), 1) }),
    toggleShown: assign({ items: ({ context, event }) => toggleShown(context.items, codeOf(event)) }),
    restore: assign({ items: ({ context }) => context.saved }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'orderEditor',
  initial: 'loading',
  context: ({ input }) => ({ canHide: input.canHide, items: [], saved: [], loadError: null, message: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ items: event.output, saved: event.output, loadError: null })) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loadFailed: { on: { 'user.retry': { target: 'loading' } } },
    editing: {
      on: {
        'user.moveUp': { guard: 'canMoveUp', actions: 'moveUp', description: 'The first item has no place above it (its button is disabled).' },
        'user.moveDown': { guard: 'canMoveDown', actions: 'moveDown' },
        'user.toggleShown': { guard: 'canHide', actions: 'toggleShown', description: 'Home cards only; a hidden card keeps its place.' },
        'user.save': { guard: 'isDirty', target: 'confirmingSave' },
        'user.cancel': { guard: 'isDirty', target: 'confirmingCancel' },
      },
    },
    confirmingSave: {
      on: { 'user.confirm': { target: 'saving' }, 'user.dismiss': { target: 'editing' } },
    },
    confirmingCancel: {
      on: {
        'user.confirm': { target: 'editing', actions: 'restore', description: 'The list goes back to what the server holds.' },
        'user.dismiss': { target: 'editing' },
      },
    },
    saving: {
      invoke: {
        id: 'saveOrder',
        src: 'saveOrder',
        input: ({ context }) => context.items,
        onDone: { target: 'savedNotice', actions: assign(({ context }) => ({ saved: context.items, message: msg.saved })) },
        onError: {
          target: 'saveFailed',
          actions: assign({ message: ({ event }) => errorMessage(event.error) }),
          description: 'The edited list stays, so the user can save again.',
        },
      },
    },
    savedNotice: { on: { 'user.dismissMessage': { target: 'editing', actions: 'clearMessage' } } },
    saveFailed: { on: { 'user.dismissMessage': { target: 'editing', actions: 'clearMessage' } } },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Order editor (home cards, registration sections): move, show/hide, save and cancel after confirming.';
