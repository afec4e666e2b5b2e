// What the survey list screen reads from the survey-list actor's snapshot (the rows from its child `list`
// with the paged-list selectors).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../shared/paged-list.machine';
import type { surveyListMachine } from './survey-list.machine';

type Snap = SnapshotFrom<typeof surveyListMachine>;

export const selectYear = (s: Snap) => s.context.year;
export const selectYears = (s: Snap) => s.context.years;
export const selectList = (s: Snap) => s.children.list as ActorRefFrom<typeof pagedListMachine> | undefined;
