// What the detail search's form reads from the orgDetailedSearch actor.
import type { SnapshotFrom } from 'xstate';
import type { detailedSearchMachine } from './detailed-search.machine';

type Snap = SnapshotFrom<typeof detailedSearchMachine>;

/** The codes checked, per group. */
export const selectCodes = (s: Snap) => s.context.codes;
/** 검색 or 닫기 was pressed: the form waits for the list to take over. */
export const selectFinishing = (s: Snap) => !s.matches('choosing');
