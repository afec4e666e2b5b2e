// What the child add / modify popup reads from the child-editor actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { ageOn } from '../../src/domain/customers/rules';
import { isValidBirthday } from '../../src/domain/shared/birthday';
import type { childEditorMachine } from './child-editor.machine';

type Snap = SnapshotFrom<typeof childEditorMachine>;

export const selectModifying = (s: Snap) => s.context.sqno !== null;
export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
/** The form shows once it has started (never over a failed load). */
export const selectForm = (s: Snap) => (s.matches('loading') || s.matches('failed') ? null : s.context.form);
/** The age once 8 digits make a real birthday (spec 2 §5); none for a day later than today. */
export const selectAge = (s: Snap) => {
  const { chlnbdt } = s.context.form;
  if (s.context.today === '' || !isValidBirthday(chlnbdt, Number(s.context.today.slice(0, 4)))) return null;
  const age = ageOn(chlnbdt, s.context.today);
  return age >= 0 ? age : null;
};
/** The inputs and the submit button take input only while editing. */
export const selectEditable = (s: Snap) => s.matches('editing');
export const selectMessage = (s: Snap) => (s.matches('refused') ? s.context.message : null);
export const selectBusy = (s: Snap) => s.matches('finishing') || s.matches('closing');
