// What the HQ schedule screen reads from its actor: its two children.
import type { SnapshotFrom } from 'xstate';
import type { hqScheduleMachine } from './hq-schedule.machine';

type Snap = SnapshotFrom<typeof hqScheduleMachine>;

export const selectHqMonth = (s: Snap) => s.context.month;
export const selectHqCalendarRef = (s: Snap) => s.children.calendar;
export const selectHqListRef = (s: Snap) => s.children.list;
