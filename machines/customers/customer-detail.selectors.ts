// What the customer detail screen reads from the customer-detail actor's snapshot.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { offersPopup, sectionsFor, type DetailPopup } from '../../src/domain/customers/detail';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { customerDetailMachine } from './customer-detail.machine';
import type { customerAddInfoMachine } from './customer-add-info.machine';
import type { customerChildrenMachine } from './customer-children.machine';
import type { customerContactMachine } from './customer-contact.machine';
import type { memoDeleteMachine } from './memo-delete.machine';
import type { customerDiagnosisMachine } from './customer-diagnosis.machine';

type Snap = SnapshotFrom<typeof customerDetailMachine>;
const at = (s: Snap, region: string, state: string) => s.matches({ ready: { [region]: state } } as never);

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectData = (s: Snap) => (s.matches('ready') ? s.context.data : null);
export const selectSections = (s: Snap) => (s.context.data ? sectionsFor(s.context.data.myCstmr.custDivDetail, s.context.viewerPosition) : []);
export const selectViewerPosition = (s: Snap) => s.context.viewerPosition;
export const selectMessage = (s: Snap) => s.context.message;
export const selectExpanded = (s: Snap) => s.context.expanded;
export const selectSavingFavourite = (s: Snap) => at(s, 'favourite', 'saving');
export const selectRecruitShown = (s: Snap) => s.matches('ready') && !at(s, 'recruit', 'hidden');
export const selectSavingRecruit = (s: Snap) => at(s, 'recruit', 'saving');
export const selectOpeningPopup = (s: Snap) => at(s, 'popup', 'opening');
export const selectChildrenInfo = (s: Snap) => s.children.children as ActorRefFrom<typeof customerChildrenMachine> | undefined;
export const selectDiagnosis = (s: Snap) => s.children.diagnosis as ActorRefFrom<typeof customerDiagnosisMachine> | undefined;
export const selectMemoList = (s: Snap) => s.children.memoList as ActorRefFrom<typeof pagedListMachine> | undefined;
/** The call and text (customer-contact.selectors.ts) and the memo delete (memo-delete.selectors.ts). */
export const selectContact = (s: Snap) => s.children.contact as ActorRefFrom<typeof customerContactMachine> | undefined;
export const selectMemoDelete = (s: Snap) => s.children.memoDelete as ActorRefFrom<typeof memoDeleteMachine> | undefined;
export const selectAddInfo = (s: Snap) => s.children.addInfo as ActorRefFrom<typeof customerAddInfoMachine> | undefined;
/** The popup buttons the customer info shows, in order (spec 2 §2, §6). */
export const selectPopupButtons = (s: Snap): DetailPopup[] => {
  const c = s.context.data?.myCstmr;
  return c ? (['purchases', 'interest', 'family', 'recruits'] as const).filter((p) => offersPopup(p, c, s.context.viewerPosition)) : [];
};
