// What the customer list and its sub-pages read from the customer list actor: the query, the rows and
// their state, the selection, the EP choices, the sheets, the sub-pages' actors and the alert.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { activeDetailCount } from '../../src/domain/customers/filters';
import type { customerListMachine } from './customer-list.machine';
import type { detailSearchMachine } from './detail-search.machine';
import type { saveListMachine } from './save-list.machine';
import type { savedListsMachine } from './saved-lists.machine';
import type { smsComposerMachine } from './sms-composer.machine';

type Snap = SnapshotFrom<typeof customerListMachine>;
const at = (s: Snap, region: string, state: string) => s.matches({ active: { [region]: state } } as never);

export const selectQuery = (s: Snap) => s.context.query;
export const selectDetailCount = (s: Snap) => activeDetailCount(s.context.query.detail);
export const selectRows = (s: Snap) => s.context.rows;
export const selectTotal = (s: Snap) => s.context.total;
/** The count line once a page of this query answered. */
export const selectShowTotal = (s: Snap) => s.context.pages > 0;
export const selectLoadingFirst = (s: Snap) => at(s, 'rows', 'loadingFirst');
export const selectLoadingMore = (s: Snap) => at(s, 'rows', 'loadingMore');
export const selectCanLoadMore = (s: Snap) => at(s, 'rows', 'ready');
export const selectEmpty = (s: Snap) => at(s, 'rows', 'empty');
export const selectRowsError = (s: Snap) => (at(s, 'rows', 'failed') ? s.context.rowsError : null);
export const selectSelected = (s: Snap) => s.context.selected;
/** The select-all box: every loaded row selected. */
export const selectAllSelected = (s: Snap) => s.context.rows.length > 0 && s.context.rows.every((r) => s.context.selected.includes(r.kwkkey));
export const selectBookmarking = (s: Snap) => at(s, 'bookmark', 'saving');
export const selectEp = (s: Snap) => {
  if (at(s, 'ep', 'hidden')) return null;
  return { choices: s.context.epChoices, loading: at(s, 'ep', 'loading'), error: at(s, 'ep', 'failed') ? s.context.epError : null };
};
export const selectMenuOpen = (s: Snap) => at(s, 'sheet', 'menu');
export const selectAddress = (s: Snap) => (at(s, 'sheet', 'address') ? s.context.address : null);
export const selectOpeningPdf = (s: Snap) => at(s, 'pdf', 'opening');
export const selectMessage = (s: Snap) => s.context.message;
export const selectScrollY = (s: Snap) => s.context.scrollY;
/** Which page the list machine has up (the URL's, once its route binding told it). */
export const selectPage = (s: Snap): 'list' | 'detailSearch' | 'sms' | 'left' => {
  if (s.matches('left')) return 'left';
  if (at(s, 'page', 'detailSearch')) return 'detailSearch';
  if (at(s, 'page', 'sms')) return 'sms';
  return 'list';
};
export const selectSaveList = (s: Snap) => s.children.saveList as ActorRefFrom<typeof saveListMachine> | undefined;
export const selectSavedLists = (s: Snap) => s.children.savedLists as ActorRefFrom<typeof savedListsMachine> | undefined;
export const selectDetailSearch = (s: Snap) => s.children.detailSearch as ActorRefFrom<typeof detailSearchMachine> | undefined;
export const selectSmsComposer = (s: Snap) => s.children.smsComposer as ActorRefFrom<typeof smsComposerMachine> | undefined;
