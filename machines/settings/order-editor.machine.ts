// An ordered-list editor (spec 1 §2 "Home card order", "Customer-registration field order"): move items
// up and down and, for home cards, show or hide them. Save and cancel ask first (spec 1 §2); cancel puts
// the saved order back. Nothing changed: nothing to save or cancel. Built on the shared load / edit / save
// machine in its 'confirmed' way. Diagram: docs/statecharts/orderEditor.md
import { sharedMessages } from '../../src/domain/shared/messages';
import { moveItem, sameOrder, toggleShown, type OrderItem } from '../../src/domain/settings/setting-order';
import { loadEditSaveMachine } from '../shared/load-edit-save';

export interface OrderEditorInput {
  /** Home cards can be hidden; registration sections cannot. */
  readonly canHide: boolean;
}

export type OrderEditorEvent =
  | { type: 'user.moveUp'; code: string }
  | { type: 'user.moveDown'; code: string }
  | { type: 'user.toggleShown'; code: string };

export const orderEditorMachine = loadEditSaveMachine<readonly OrderItem[], OrderItem[], OrderEditorInput, OrderEditorEvent>({
  id: 'orderEditor',
  mode: 'confirmed',
  initial: () => [],
  fromLoaded: (items) => items,
  edits: {
    'user.moveUp': {
      edit: (items, e) => moveItem(items, e.code, -1),
      description: 'The first item has no place above it (its button is disabled).',
    },
    'user.moveDown': { edit: (items, e) => moveItem(items, e.code, 1) },
    'user.toggleShown': {
      edit: (items, e, input) => (input.canHide ? toggleShown(items, e.code) : undefined),
      description: 'Home cards only; a hidden card keeps its place.',
    },
  },
  same: sameOrder,
  savedMessage: sharedMessages.saved,
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Order editor (home cards, registration sections): move, show/hide, save and cancel after confirming.';
