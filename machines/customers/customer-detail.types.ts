// The customer detail machine's input, context and events (customer-detail.machine.ts), with what its
// children (the call and text, the memo delete) tell it.
import type { CustDiv } from '../../src/domain/customers/contract';
import type { DetailPopup } from '../../src/domain/customers/detail';
import type { ContactReport } from './customer-contact.machine';
import type { CustomerDetailData } from './customer-detail.inputs';
import type { MemoDeleteReport } from './memo-delete.machine';

export interface CustomerDetailInput {
  /** The customer's owner from the query (userId); '' when absent (the caller's own customer). */
  readonly searchUserid: string;
  readonly kwkkey: string;
  readonly custDiv: CustDiv;
  /** The viewer's position: the recruiting section and owner line are a branch head's (spec 2 §6). */
  readonly viewerPosition: string;
}

export interface CustomerDetailContext extends CustomerDetailInput {
  readonly data: CustomerDetailData | null;
  /** Why the customer did not load. */
  readonly error: string | null;
  /** The alert over the screen: a result or a failed call's message. */
  readonly message: string | null;
  /** Order groups shown whole (their keys, detail.ts orderGroups). */
  readonly expanded: readonly string[];
  /** The popup page being opened. */
  readonly popupUrl: string | null;
}

export type CustomerDetailEvent =
  | { type: 'user.retry' }
  | { type: 'user.toggleFavourite' }
  | { type: 'user.toggleRecruit' }
  | { type: 'user.toggleFold'; key: string }
  | { type: 'user.dismissMessage' }
  /** What the call or text (customer-contact) and the memo delete (memo-delete) tell the detail. */
  | ContactReport
  | MemoDeleteReport
  /** The memo popup: a new memo, or one of the history's (sqno). */
  | { type: 'user.writeMemo' }
  | { type: 'user.editMemo'; sqno: number }
  /** A popup of the customer info's buttons: consents, household, interests, purchases, recruiting. */
  | { type: 'user.openPopup'; popup: DetailPopup }
  /** interestinfo-update-result: the interest popup saved. */
  | { type: 'popup.interestSaved' }
  /** A popup this page opened reported back (spec 2 §4): memo-save-complete. */
  | { type: 'popup.memoSaved' }
  /** family-pop-selected-chlnkwkey: the household popup picked a child; its customer shows instead. */
  | { type: 'popup.familySelected'; kwkkey: string; custDiv: CustDiv }
  /** The schedule section: a new schedule for this customer (the form, in this window), a schedule's view (a popup). */
  | { type: 'user.registerSchedule' }
  | { type: 'user.openSchedule'; sqno: number }
  /** reload-myschedule: the view this page opened deleted its schedule; the row goes. */
  | { type: 'popup.scheduleRemoved'; sqno: number };
