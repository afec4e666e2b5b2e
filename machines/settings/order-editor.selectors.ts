// What an order-editor screen reads from the order-editor actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { settingsMessages } from '../../src/domain/settings/messages';
import { sameOrder } from '../../src/domain/settings/setting-order';
import type { orderEditorMachine } from './order-editor.machine';

type Snap = SnapshotFrom<typeof orderEditorMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('loadFailed') ? s.context.loadError : null);
/** The list once loaded (empty while loading or failed). */
export const selectItems = (s: Snap) => (s.matches('loading') || s.matches('loadFailed') ? [] : s.context.value);
export const selectCanHide = (s: Snap) => s.context.input.canHide;
/** Moves and toggles only while editing (not under a dialog or while saving). */
export const selectCanEdit = (s: Snap) => s.matches('idle');
/** Save and cancel need a change. */
export const selectDirty = (s: Snap) => !sameOrder(s.context.value, s.context.saved);
export const selectSaving = (s: Snap) => s.matches('saving');
/** The confirm dialog's question, or null. */
export const selectConfirm = (s: Snap) =>
  s.matches('confirmingSave') ? settingsMessages.orderSaveConfirm : s.matches('confirmingCancel') ? settingsMessages.orderCancelConfirm : null;
export const selectMessage = (s: Snap) => (s.matches('savedNotice') || s.matches('saveFailed') ? s.context.message : null);
