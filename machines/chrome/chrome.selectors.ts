// What the chrome view reads from the chrome actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { chromeMachine } from './chrome.machine';

type Snap = SnapshotFrom<typeof chromeMachine>;

export const selectBarsHidden = (s: Snap) => s.matches({ bars: 'hidden' });
export const selectMenuOpen = (s: Snap) => s.matches({ menu: 'open' });
