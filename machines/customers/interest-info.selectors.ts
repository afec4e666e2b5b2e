// What the interest and no-jin info popup reads from the interest-info actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { ACTIVITY_FAMILY, editsInterests, INTEREST_FAMILIES, OTHER_ACTIVITY } from '../../src/domain/customers/customer-edit';
import type { interestInfoMachine } from './interest-info.machine';

type Snap = SnapshotFrom<typeof interestInfoMachine>;

export interface FamilyView {
  readonly prenCd: string;
  readonly multiple: boolean;
  readonly choices: readonly { readonly cdVl1: string; readonly cdNm: string; readonly checked: boolean }[];
}

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
/** Whether the customer may be modified at all (prospects): the modify button shows only then. */
export const selectModifiable = (s: Snap) => s.context.custDivDetail !== null && editsInterests(s.context.custDivDetail);
/** The families in the popup's order, with the choices as they stand (the activity's from prensrno); null until loaded. */
export const selectFamilies = (s: Snap): readonly FamilyView[] | null => {
  if (s.context.custDivDetail === null || s.matches('loading') || s.matches('failed')) return null;
  return INTEREST_FAMILIES.map((f) => ({
    prenCd: f.prenCd,
    multiple: f.multiple,
    choices: s.context.items
      .filter((i) => i.prenCd === f.prenCd)
      .map((i) => ({ cdVl1: i.cdVl1, cdNm: i.cdNm, checked: f.prenCd === ACTIVITY_FAMILY ? i.cdVl1 === s.context.prensrno : i.custvalu === 'Y' })),
  }));
};
/** The place field shows only while 'other' is the activity. */
export const selectPlace = (s: Snap) => (s.context.prensrno === OTHER_ACTIVITY ? s.context.custnote : null);
/** The controls take input only while the popup waits for them, for a customer that may be modified. */
export const selectEditable = (s: Snap) => s.matches('ready') && selectModifiable(s);
export const selectConfirming = (s: Snap) => s.matches('confirming');
export const selectMessage = (s: Snap) => (s.matches('refused') || s.matches('saveFailed') ? s.context.message : null);
export const selectBusy = (s: Snap) => s.matches('saving') || s.matches('finishing') || s.matches('closing');
