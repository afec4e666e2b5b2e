// What the registration screen reads from the registration actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { ACTIVITY_FAMILY, INTEREST_FAMILIES, OTHER_ACTIVITY } from '../../src/domain/customers/customer-edit';
import { splitPhone } from '../../src/domain/registration/rules';
import type { registrationMachine } from './registration.machine';

type Snap = SnapshotFrom<typeof registrationMachine>;

export interface FamilyChoices {
  readonly prenCd: string;
  readonly multiple: boolean;
  readonly choices: readonly { readonly cdVl1: string; readonly cdNm: string; readonly checked: boolean }[];
}

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('loadFailed') ? s.context.error : null);
/** The sections in the planner's order; empty until loaded. */
export const selectOrder = (s: Snap) => (s.matches('loading') || s.matches('loadFailed') ? [] : s.context.order);
export const selectForm = (s: Snap) => s.context.form;
/** The phone as the field shows it: split with dashes once it left the field, else its digits. */
export const selectPhoneShown = (s: Snap) => {
  const { phone, phoneSplit } = s.context.form;
  const parts = phoneSplit ? splitPhone(phone) : null;
  return parts ? parts.join('-') : phone;
};
export const selectAuthenticated = (s: Snap) => s.context.authenticated;
/** The interest families (the no-jin activity apart), in the popup's order. */
export const selectInterestFamilies = (s: Snap): readonly FamilyChoices[] => familiesOf(s, false);
/** The no-jin activity's choices (one family). */
export const selectActivityFamily = (s: Snap): FamilyChoices | null => familiesOf(s, true)[0] ?? null;
/** The place field shows only while 'other' (78) is the activity. */
export const selectPlace = (s: Snap) => (s.context.form.prensrno === OTHER_ACTIVITY ? s.context.form.custnote : null);
/**
 * The form's controls wait while a call or a popup is under way, or a confirmation is asked; not while the phone
 * is checked after leaving its field, so the focus Tab just moved on does not fall off a control disabled under it.
 */
export const selectBusy = (s: Snap) => !s.matches('editing') && !s.matches('checkingPhone');
/** The form tells assistive technology it is working: a save, or the phone's check. */
export const selectWorking = (s: Snap) => s.matches('saving') || s.matches('checkingPhone');
export const selectConfirm = (s: Snap): 'register' | 'cancel' | 'deleteChild' | null =>
  s.matches('confirmingRegister') ? 'register' : s.matches('confirmingCancel') ? 'cancel' : s.matches('confirmingDelete') ? 'deleteChild' : null;
export const selectMessage = (s: Snap) => s.context.message;
/** The verification's actor while it runs (the sheets read it). */
export const selectVerification = (s: Snap) => (s.matches('verifying') ? (s.children.verification ?? null) : null);

function familiesOf(s: Snap, activity: boolean): FamilyChoices[] {
  const { items, prensrno } = s.context.form;
  return INTEREST_FAMILIES.filter((f) => (f.prenCd === ACTIVITY_FAMILY) === activity).map((f) => ({
    prenCd: f.prenCd,
    multiple: f.multiple,
    choices: items
      .filter((i) => i.prenCd === f.prenCd)
      .map((i) => ({ cdVl1: i.cdVl1, cdNm: i.cdNm, checked: f.prenCd === ACTIVITY_FAMILY ? i.cdVl1 === prensrno : i.custvalu === 'Y' })),
  }));
}
