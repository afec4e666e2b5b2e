// What the FAQ screen reads from the faq actor's snapshot (the questions from its child `list` with the
// paged-list selectors).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { faqMachine } from './faq.machine';

type Snap = SnapshotFrom<typeof faqMachine>;

export const selectCategory = (s: Snap) => s.context.category;
export const selectOpenSqno = (s: Snap) => s.context.openSqno;
export const selectList = (s: Snap) => s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined;
