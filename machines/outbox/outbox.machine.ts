// The outbox (issue 18): the signed-in user's saves kept while the network was down, replayed oldest first one
// at a time while online (on reconnect, on return to the foreground, when one is queued), held per record by a
// failure or a conflict, and blocked as a whole when the session ends. The user retries a failed save, discards
// one (asked first) and resolves a conflict (mine | theirs). The rules are src/domain/outbox/rules.ts; the
// actors are the Outbox service's. Diagram: docs/statecharts/outbox.md
import { assign, not, setup } from 'xstate';
import { afterFailure, byAge, canDiscard, failureKind, nextToSend, retried, sending, sent, type OutboxEntry } from '../../src/domain/outbox/rules';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedCallback, providedPromise } from '../shared/provided';

export interface OutboxInput {
  readonly userId: string;
  /** What the browser (or shell) says at start. */
  readonly online: boolean;
}

export interface OutboxContext extends OutboxInput {
  /** The user's entries, oldest first, as stored. */
  readonly entries: readonly OutboxEntry[];
  /** The entry the user is discarding or resolving. */
  readonly target: string | null;
  readonly choice: ConflictChoice | null;
  /** The entry on its way (draining). */
  readonly sendingId: string | null;
  /** Why the last discard or resolution did not go through. */
  readonly message: string | null;
  /** A save was kept while the stored ones were still loading: the notice shows once they are. */
  readonly keptWhileLoading: boolean;
  /** What the last kept save was: no answer (queued), or found in conflict when sent. */
  readonly lastKept: 'queued' | 'conflict';
  /** Sends in a row that met no network (0 once one goes through): the next try waits longer each time. */
  readonly networkFailures: number;
}

export type ConflictChoice = 'mine' | 'theirs';

export type OutboxEvent =
  | { type: 'app.online' }
  | { type: 'app.offline' }
  | { type: 'app.resumed' }
  /** A save the network lost was kept (Outbox.enqueued$). */
  | { type: 'outbox.enqueued'; entry: OutboxEntry }
  | { type: 'user.retry'; id: string }
  | { type: 'user.discard'; id: string }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.resolve'; id: string; choice: ConflictChoice };

const errorOf = (event: unknown) => (event as { error: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const find = (c: OutboxContext, id: string | null) => c.entries.find((e) => e.id === id);
const replace = (entries: readonly OutboxEntry[], f: (e: OutboxEntry) => OutboxEntry) => entries.map(f);
/** The kept entry in the list, once: one read from the store meanwhile stays as it is (it may be on its way). */
const listed = (entries: readonly OutboxEntry[], entry: OutboxEntry) => (entries.some((e) => e.id === entry.id) ? entries : byAge([...entries, entry]));
const idOf = (event: OutboxEvent) => ('id' in event ? event.id : null);

/** Offline (or the server unreachable while the browser says online, which fires no event): try again this often. */
export const OFFLINE_RETRY_MS = 30_000;

/**
 * When to try again after `failures` sends in a row met no network: 2 s, 4 s, 8 s, 16 s, then every 30 s. A send
 * made the moment the network comes back can still meet none (the device's connection is not up yet); it should
 * not then wait the full 30 s.
 */
export const offlineRetryMs = (failures: number): number => Math.min(OFFLINE_RETRY_MS, 1000 * 2 ** Math.max(1, failures));
/** How long the pill says that a save was kept instead of sent. */
export const QUEUED_NOTICE_MS = 6_000;

export const outboxMachine = setup({
  types: { input: {} as OutboxInput, context: {} as OutboxContext, events: {} as OutboxEvent },
  delays: { offlineRetry: ({ context }) => offlineRetryMs(context.networkFailures), queuedNotice: QUEUED_NOTICE_MS },
  actors: {
    /** The user's stored entries, an entry left on its way queued again (Outbox.load). */
    loadEntries: providedPromise<OutboxEntry[], { userId: string }>('loadEntries'),
    /** Sends one entry with its key and stores the outcome (Outbox.send); fails with the API's failure. */
    sendEntry: providedPromise<OutboxEntry, { entry: OutboxEntry }>('sendEntry'),
    discardEntry: providedPromise<void, { id: string }>('discardEntry'),
    /** Theirs: the entry goes (null). Mine: the entry again on a new key, built on the server's version. */
    resolveConflict: providedPromise<OutboxEntry | null, { entry: OutboxEntry; choice: ConflictChoice }>('resolveConflict'),
    /** The browser's online/offline events, the shell's resumed, and what Outbox.submit queued, as events. */
    watchEvents: providedCallback('watchEvents'),
  },
  guards: {
    isOnline: ({ context }) => context.online,
    keptWhileLoading: ({ context }) => context.keptWhileLoading,
    hasSendable: ({ context }) => nextToSend(context.entries) !== null,
    hasConflict: ({ context }) => context.entries.some((e) => e.state === 'conflict'),
    isNetworkFailure: ({ event }) => failureKind(errorOf(event)) === 'network',
    isSessionFailure: ({ event }) => failureKind(errorOf(event)) === 'session',
    /** Not listed yet, and this user's (a save kept before this actor listened is handed over at its start). */
    // This user's. Already listed too (read from the store before it was announced): listed once, announced still.
    isMine: ({ context, event }) => event.type === 'outbox.enqueued' && event.entry.userId === context.userId,
    isFailedOne: ({ context, event }) => find(context, idOf(event))?.state === 'failed',
    isDiscardable: ({ context, event }) => {
      const e = find(context, idOf(event));
      return e !== undefined && canDiscard(e);
    },
    isConflictOne: ({ context, event }) => find(context, idOf(event))?.state === 'conflict',
  },
  actions: {
    // Merged with what was kept while loading (the store may have been read before it was written).
    assignLoaded: assign({
      entries: ({ context, event }) => {
        const loaded = outputOf<OutboxEntry[]>(event);
        return byAge([...loaded, ...context.entries.filter((e) => !loaded.some((l) => l.id === e.id))]);
      },
    }),
    assignKeptWhileLoading: assign({
      entries: ({ context, event }) => (event.type === 'outbox.enqueued' ? listed(context.entries, event.entry) : context.entries),
      keptWhileLoading: true,
      lastKept: ({ event }) => (event.type === 'outbox.enqueued' && event.entry.state === 'conflict' ? 'conflict' : 'queued'),
    }),
    assignEnqueued: assign({
      entries: ({ context, event }) => (event.type === 'outbox.enqueued' ? listed(context.entries, event.entry) : context.entries),
      lastKept: ({ event }) => (event.type === 'outbox.enqueued' && event.entry.state === 'conflict' ? 'conflict' : 'queued'),
    }),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    markSending: assign(({ context }) => {
      const next = nextToSend(context.entries);
      return { entries: replace(context.entries, (e) => (e === next ? sending(e) : e)), sendingId: next?.id ?? null };
    }),
    // By id: leaving draining (its exit) has already put the entry back to queued.
    markSent: assign({ entries: ({ context }) => replace(context.entries, (e) => (e.id === context.sendingId ? sent(e) : e)), networkFailures: 0 }),
    countNetworkFailure: assign({ networkFailures: ({ context }) => context.networkFailures + 1 }),
    markFailure: assign({ entries: ({ context, event }) => replace(context.entries, (e) => (e.id === context.sendingId ? afterFailure(e, errorOf(event)) : e)) }),
    /** Left mid-send (offline): the entry waits again; its key makes a second arrival harmless. */
    requeueSending: assign({ entries: ({ context }) => replace(context.entries, (e) => (e.state === 'syncing' ? { ...e, state: 'queued' as const } : e)) }),
    markRetried: assign({ entries: ({ context, event }) => replace(context.entries, (e) => (e.id === idOf(event) ? retried(e) : e)) }),
    /** Stores the entry as it now is (provided: Outbox.put). */
    storeEntry: (_, _params: { entry: OutboxEntry | undefined }) => {},
    assignTarget: assign({ target: ({ event }) => idOf(event), choice: ({ event }) => (event.type === 'user.resolve' ? event.choice : null), message: null }),
    clearTarget: assign({ target: null, choice: null }),
    removeTarget: assign({ entries: ({ context }) => context.entries.filter((e) => e.id !== context.target), target: null, choice: null }),
    assignResolved: assign({
      entries: ({ context, event }) => {
        const mine = outputOf<OutboxEntry | null>(event);
        const rest = context.entries.filter((e) => e.id !== context.target && e.id !== mine?.id);
        return byAge(mine ? [...rest, mine] : rest);
      },
      target: null,
      choice: null,
    }),
    noteFailure: assign({ message: ({ event }) => errorMessage(errorOf(event)), target: null, choice: null }),
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ ...input, entries: [], sendingId: null, target: null, choice: null, message: null, keptWhileLoading: false, lastKept: 'queued', networkFailures: 0 }),
  invoke: { id: 'watchEvents', src: 'watchEvents' },
  initial: 'loading',
  states: {
    loading: {
      on: { 'outbox.enqueued': { guard: 'isMine', actions: 'assignKeptWhileLoading', description: 'A save kept before the stored ones are read: listed now, announced once loaded.' } },
      invoke: {
        id: 'loadEntries',
        src: 'loadEntries',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'running', actions: 'assignLoaded' },
        onError: { target: 'running', description: 'The store cannot be read: an empty outbox; what is queued from now on still counts.' },
      },
    },
    running: {
      type: 'parallel',
      on: {
        'user.retry': {
          guard: 'isFailedOne',
          actions: ['markRetried', { type: 'storeEntry', params: ({ context, event }) => ({ entry: context.entries.find((e) => e.id === idOf(event)) }) }],
          description: 'A failed save queued again with its key; it goes at the next chance.',
        },
      },
      states: {
        sync: {
          initial: 'starting',
          states: {
            starting: { always: [{ guard: 'isOnline', target: 'online' }, { target: 'offline' }] },
            offline: {
              on: {
                'app.online': { target: 'online', actions: 'markOnline' },
                'app.resumed': { target: 'online', description: 'Back in the foreground: try again (a failed send comes back here).' },
              },
              after: { offlineRetry: { target: 'online', description: 'No online event comes when the server, not the device, was unreachable: try again now and then.' } },
            },
            online: {
              initial: 'idle',
              on: { 'app.offline': { target: 'offline', actions: 'markOffline' } },
              states: {
                idle: {
                  always: [
                    { guard: 'hasSendable', target: 'draining' },
                    { guard: 'hasConflict', target: 'blockedOnConflict' },
                  ],
                },
                draining: {
                  description: 'One entry on its way at a time, oldest first; a record’s later saves wait behind its failure or conflict.',
                  entry: 'markSending',
                  exit: 'requeueSending',
                  invoke: {
                    id: 'sendEntry',
                    src: 'sendEntry',
                    input: ({ context }) => ({ entry: context.entries.find((e) => e.id === context.sendingId)! }),
                    onDone: { target: 'idle', actions: 'markSent' },
                    onError: [
                      { guard: 'isNetworkFailure', target: '#outbox.running.sync.offline', actions: ['markFailure', 'markOffline', 'countNetworkFailure'], description: 'No answer or a time-out: queued again, offline until the network returns (or the next try: 2 s, 4 s, … 30 s).' },
                      { guard: 'isSessionFailure', target: '#outbox.running.sync.blockedOnSignIn', actions: 'markFailure', description: 'The session ended: nothing goes until the user signs in again.' },
                      { target: 'idle', actions: 'markFailure', description: 'Refused (failed, with the server’s message) or a conflict: other records go on.' },
                    ],
                  },
                },
                blockedOnConflict: {
                  description: 'A conflict waits for the user’s choice; only saves of other records still go.',
                  always: [
                    { guard: 'hasSendable', target: 'draining' },
                    { guard: not('hasConflict'), target: 'idle' },
                  ],
                },
              },
            },
            blockedOnSignIn: {
              description: 'SessionRejected: nothing more goes. The app returns to the login; this outbox closes with the chrome, and the same user’s next sign-in starts a new one that loads what is kept.',
            },
          },
        },
        notice: {
          description: 'After a save was kept instead of sent, the pill says so for a moment.',
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'keptWhileLoading', target: 'shown' }, { target: 'hidden' }] },
            hidden: { on: { 'outbox.enqueued': { guard: 'isMine', target: 'shown', actions: 'assignEnqueued', description: 'A save the network lost, kept by Outbox.submit.' } } },
            shown: {
              after: { queuedNotice: 'hidden' },
              on: { 'outbox.enqueued': { guard: 'isMine', target: 'shown', reenter: true, actions: 'assignEnqueued', description: 'Another save kept: the notice stays its full time again.' } },
            },
          },
        },
        attention: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.discard': { guard: 'isDiscardable', target: 'confirmingDiscard', actions: 'assignTarget', description: 'Queued, failed or in conflict; never one on its way.' },
                'user.resolve': { guard: 'isConflictOne', target: 'resolving', actions: 'assignTarget' },
              },
            },
            confirmingDiscard: {
              description: 'Asks first (outboxDiscardConfirm): a discarded save is gone.',
              on: { 'user.confirm': 'discarding', 'user.dismiss': { target: 'idle', actions: 'clearTarget' } },
            },
            discarding: {
              invoke: {
                id: 'discardEntry',
                src: 'discardEntry',
                input: ({ context }) => ({ id: context.target! }),
                onDone: { target: 'idle', actions: 'removeTarget' },
                onError: { target: 'idle', actions: 'noteFailure' },
              },
            },
            resolving: {
              invoke: {
                id: 'resolveConflict',
                src: 'resolveConflict',
                input: ({ context }) => ({ entry: context.entries.find((e) => e.id === context.target)!, choice: context.choice! }),
                onDone: { target: 'idle', actions: 'assignResolved', description: 'Theirs: the save goes. Mine: queued again on a new key.' },
                onError: { target: 'idle', actions: 'noteFailure' },
              },
            },
          },
        },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Outbox: saves kept while offline, replayed oldest first one at a time when online (and every 30 s while offline); failed, conflict and sign-in holds; retry, discard (asked first), resolve mine | theirs; a notice when a save is kept.';
