// What the organisation list screen reads from the orgStatusList actor's snapshot (its rows from the child
// `list`, the detail search dialog from the child `detailedSearch`).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { detailedSearchMachine } from './detailed-search.machine';
import { chipsOf } from './org-list.filters';
import type { orgListMachine } from './org-list.machine';

type Snap = SnapshotFrom<typeof orgListMachine>;

export const selectRefused = (s: Snap) => s.matches('refused');
export const selectList = (s: Snap) => (s.matches('listing') ? (s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined) : undefined);
/** The search word in the box. */
export const selectKeyword = (s: Snap) => s.context.filters.keyword;
export const selectOrderType = (s: Snap) => s.context.filters.ordrType;
/** The active filters, as chips. */
export const selectChips = (s: Snap) => chipsOf(s.context.filters);
/** The detail search dialog (a PC) while it is up. */
export const selectDialog = (s: Snap) =>
  s.matches({ listing: 'searchingInDialog' }) ? (s.children.detailedSearch as ActorRefFrom<typeof detailedSearchMachine> | undefined) : undefined;
/** The detail search button waits while the popup opens or the dialog is up. */
export const selectSearchBusy = (s: Snap) => s.matches('listing') && !s.matches({ listing: 'browsing' }) && !s.matches({ listing: 'popupFailed' });
export const selectMessage = (s: Snap) => (s.matches({ listing: 'popupFailed' }) ? s.context.message : null);
/** The member shown beside the list (a PC): employee code, position and name. */
export const selectSelected = (s: Snap) => s.context.selected;
