// What the pending-saves indicator and the outbox list read from the outbox actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import { outboxMessages } from '../../src/domain/outbox/messages';
import { canDiscard, pendingCount, STATE_TEXT } from '../../src/domain/outbox/rules';
import type { outboxMachine } from './outbox.machine';

type Snap = SnapshotFrom<typeof outboxMachine>;

export type SyncStatus = 'loading' | 'offline' | 'idle' | 'syncing' | 'conflict' | 'signIn';

/** The indicator's mode. */
export function selectSyncStatus(s: Snap): SyncStatus {
  if (s.matches('loading')) return 'loading';
  if (s.matches({ running: { sync: 'offline' } })) return 'offline';
  if (s.matches({ running: { sync: 'blockedOnSignIn' } })) return 'signIn';
  if (s.matches({ running: { sync: { online: 'draining' } } })) return 'syncing';
  if (s.matches({ running: { sync: { online: 'blockedOnConflict' } } })) return 'conflict';
  return 'idle';
}

/** Saves still to send or decide on. */
export const selectPendingCount = (s: Snap) => pendingCount(s.context.entries);

/** The list: each entry with its state's text, oldest first; a conflict with both versions' fields. */
export const selectEntries = (s: Snap) =>
  s.context.entries.map((e) => ({ id: e.id, label: e.label, state: e.state, stateText: STATE_TEXT[e.state], message: e.message, createdAt: e.createdAt, fields: e.fields, theirs: e.theirs, discardable: canDiscard(e) }));

export type ListedEntry = ReturnType<typeof selectEntries>[number];

/** Where the list is: loading the stored saves, or showing them. */
export const selectLoaded = (s: Snap) => !s.matches('loading');

/** The entry whose discard is being asked about. */
export const selectConfirmingDiscard = (s: Snap) => (s.matches({ running: { attention: 'confirmingDiscard' } }) ? s.context.target : null);
export const selectBusy = (s: Snap) => s.matches({ running: { attention: 'discarding' } }) || s.matches({ running: { attention: 'resolving' } });
export const selectMessage = (s: Snap) => s.context.message;

const MODE_TEXT: Readonly<Record<SyncStatus, string | null>> = {
  loading: null,
  idle: null,
  offline: outboxMessages.outboxModeOffline,
  syncing: outboxMessages.outboxSyncing,
  conflict: outboxMessages.outboxConflict,
  signIn: outboxMessages.outboxModeSignIn,
};

/** A save was just kept instead of sent: the pill says so for a moment. */
export const selectQueuedNotice = (s: Snap) => s.matches({ running: { notice: 'shown' } });

/** What the pill says for that moment: kept for the network, or kept because the record changed meanwhile. */
export const selectNoticeText = (s: Snap): string | null =>
  selectQueuedNotice(s) ? (s.context.lastKept === 'conflict' ? outboxMessages.outboxConflictNotice : outboxMessages.outboxQueuedNotice) : null;

/** The always-visible indicator: nothing while no save waits; else how many, and why when they wait. */
export function selectIndicator(s: Snap): string | null {
  const count = pendingCount(s.context.entries);
  if (count === 0) return null;
  const mode = MODE_TEXT[selectSyncStatus(s)];
  return mode ? `${outboxMessages.outboxPending(count)} · ${mode}` : outboxMessages.outboxPending(count);
}
