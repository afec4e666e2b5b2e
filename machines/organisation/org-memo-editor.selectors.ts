// What the member memo popup reads from the org-memo-editor actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { plainByteLength } from '../../src/domain/organisation/rules';
import type { orgMemoEditorMachine } from './org-memo-editor.machine';

type Snap = SnapshotFrom<typeof orgMemoEditorMachine>;

export const selectEditing = (s: Snap) => s.context.sqno !== null;
export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('loadFailed') ? s.context.error : null);
export const selectText = (s: Snap) => s.context.text;
/** The counter: bytes by the spec's rule. */
export const selectBytes = (s: Snap) => plainByteLength(s.context.text);
/** The box and the buttons take input only while editing. */
export const selectEditable = (s: Snap) => s.matches('editing');
export const selectConfirming = (s: Snap) => s.matches('confirming');
export const selectMessage = (s: Snap) => (s.matches('refused') ? s.context.message : null);
export const selectBusy = (s: Snap) => s.matches('saving') || s.matches('finishing') || s.matches('closing') || s.matches('closed');
