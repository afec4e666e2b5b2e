// What the detail search and product search pages read from the detail search actor.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { effectiveDetail, showsContractFilters } from '../../src/domain/customers/filters';
import type { detailSearchMachine } from './detail-search.machine';
import type { productSearchMachine } from './product-search.machine';

type Snap = SnapshotFrom<typeof detailSearchMachine>;

/** The filters as shown: the by-contract list's type is contract. */
export const selectDraft = (s: Snap) => effectiveDetail(s.context.draft, s.context.listTyp);
/** The type can be chosen on the by-customer list only. */
export const selectTypeLocked = (s: Snap) => s.context.listTyp === 'S';
export const selectShowsContractFilters = (s: Snap) => showsContractFilters(effectiveDetail(s.context.draft, s.context.listTyp));
/** The product search actor while its page is up. */
export const selectProductSearch = (s: Snap) => s.children.productSearch as ActorRefFrom<typeof productSearchMachine> | undefined;
