// What the address search popup reads from the post-search actor's snapshot (the result rows themselves
// are read from the child `list` with the paged-list selectors).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { postSearchMachine } from './post-search.machine';

type Snap = SnapshotFrom<typeof postSearchMachine>;

/** The result list, while there is one. */
export const selectList = (s: Snap) => (s.matches({ open: 'results' }) ? (s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined) : undefined);
/** Nothing searched yet: the hint shows. */
export const selectIdle = (s: Snap) => s.matches({ open: 'idle' });
/** The keyword the results answer, to key the list's view on. */
export const selectKeyword = (s: Snap) => s.context.keyword;
export const selectProblem = (s: Snap) => (s.matches('open') ? s.context.problem : null);
export const selectPicked = (s: Snap) => s.context.picked;
export const selectCanConfirm = (s: Snap) => s.matches({ open: 'results' }) && s.context.picked !== null;
/** Telling the opener and closing: the buttons wait. */
export const selectBusy = (s: Snap) => s.matches('finishing') || s.matches('closing');
