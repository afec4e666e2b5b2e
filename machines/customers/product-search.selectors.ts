// What the product search page reads from its actor.
import type { SnapshotFrom } from 'xstate';
import type { productSearchMachine } from './product-search.machine';

type Snap = SnapshotFrom<typeof productSearchMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectLoadError = (s: Snap) => (s.matches('loadFailed') ? s.context.loadError : null);
export const selectCategories = (s: Snap) => s.context.master.cateList;
export const selectCategory = (s: Snap) => s.context.category;
/** The products of the category on show. */
export const selectProducts = (s: Snap) => s.context.master.prodMstList.filter((p) => p.catCd === s.context.category);
export const selectSelected = (s: Snap) => s.context.selected;
export const selectOverLimit = (s: Snap) => s.matches({ choosing: 'overLimit' });
