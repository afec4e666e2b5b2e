// What the member detail's memo block reads from the org-memos actor's snapshot (and its editor child).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { orgMemoEditorMachine } from './org-memo-editor.machine';
import type { orgMemosMachine } from './org-memos.machine';

type Snap = SnapshotFrom<typeof orgMemosMachine>;

export const selectMemoList = (s: Snap) => s.context.memos;
export const selectExpanded = (s: Snap) => s.context.expanded;
export const selectConfirmingDelete = (s: Snap) => s.matches('confirmingDelete');
export const selectMemoNotice = (s: Snap) => (s.matches('notice') ? s.context.message : null);
/** Buttons wait while a delete, a reload or the popup's opening runs, or the dialog is up. */
export const selectMemosBusy = (s: Snap) => !s.matches('idle');
export const selectEditor = (s: Snap) => (s.matches('editing') ? ((s.children.editor as ActorRefFrom<typeof orgMemoEditorMachine> | undefined) ?? null) : null);
