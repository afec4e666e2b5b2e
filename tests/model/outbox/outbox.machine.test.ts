// Model-based tests of the outbox statechart on the bare machine (issue 18): generated paths over one save (and
// its resolution on a new key; more saves multiply the states, not the transitions), replayed with every transition recorded (written for the coverage report), from a start
// online and offline. Then what the paths do not show: a conflict holding its record's later save while
// another record goes, the entry kept through an interrupted send, retry stored, and the selectors' values.
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { outboxMachine, type OutboxContext } from '../../../machines/outbox/outbox.machine';
import * as sel from '../../../machines/outbox/outbox.selectors';
import { msg } from '../../../src/domain/messages';
import { newEntry, type OutboxEntry } from '../../../src/domain/outbox/rules';
import { NetworkError, ServerError, SessionRejected } from '../../../src/domain/shared/errors';
import { allTransitionKeys, generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnMachine } from '../../support/replay';

const inert = outboxMachine.provide({ actors: inertActors(['loadEntries', 'sendEntry', 'discardEntry', 'resolveConflict', 'watchEvents']) as never });

const save = (id: string, record: string | null, createdAt: number, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  ...newEntry({ id, userId: 'planner01', path: 'mySchedule/saveMyschedule', fields: { cudType: 'CMP', sqno: '1', cmplYn: 'Y' }, label: msg.outboxLabelScheduleDone, record, createdAt }),
  ...over,
});
const A = save('a', 'schedule:1', 1);
const B = save('b', 'memo:2', 2);
const A_MINE = save('a2', 'schedule:1', 1, { fields: { ...A.fields, version: '3' } });

const EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadEntries', output: [A] },
  { type: 'xstate.done.actor.loadEntries', output: [] },
  { type: 'xstate.error.actor.loadEntries', error: new Error('store unreadable') },
  { type: 'app.online' },
  { type: 'app.offline' },
  { type: 'app.resumed' },
  { type: 'xstate.after.offlineRetry.outbox.running.sync.offline' },
  { type: 'xstate.after.queuedNotice.outbox.running.notice.shown' },
  { type: 'outbox.enqueued', entry: A },
  { type: 'xstate.done.actor.sendEntry', output: A },
  { type: 'xstate.error.actor.sendEntry', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.error.actor.sendEntry', error: new SessionRejected({ rt: 'session_expired', rtMsg: msg.sessionExpired }) },
  { type: 'xstate.error.actor.sendEntry', error: new ServerError({ rt: 'bad_request', rtMsg: '시간을 확인해주세요.' }) },
  { type: 'xstate.error.actor.sendEntry', error: new ServerError({ rt: 'conflict', rtMsg: '' }) },
  { type: 'user.retry', id: 'a' },
  { type: 'user.discard', id: 'a' },
  { type: 'user.confirm' },
  { type: 'user.dismiss' },
  { type: 'xstate.done.actor.discardEntry' },
  { type: 'xstate.error.actor.discardEntry', error: new NetworkError({ detail: 'store' }) },
  { type: 'user.resolve', id: 'a', choice: 'mine' },
  { type: 'user.resolve', id: 'a', choice: 'theirs' },
  { type: 'xstate.done.actor.resolveConflict', output: A_MINE },
  { type: 'xstate.done.actor.resolveConflict', output: null },
  { type: 'xstate.error.actor.resolveConflict', error: new NetworkError({ detail: 'offline' }) },
];

const contextKey = (c: OutboxContext) => [c.online, c.entries.map((e) => `${e.id}:${e.state}`).join(','), c.target, c.choice, c.message, c.keptWhileLoading, c.lastKept];
const INPUTS = [{ userId: 'planner01', online: true }, { userId: 'planner01', online: false }];

const taken = new Set<string>();
afterAll(() => writeCoverage(outboxMachine, taken));

describe('the outbox machine', () => {
  for (const input of INPUTS)
    describe(input.online ? 'starting online' : 'starting offline', () => {
      const paths = generateCoveringPaths(outboxMachine, { events: EVENTS, input, contextKey, inert, taken: new Set(), limit: 100_000 });
      it('generates paths', () => expect(paths.length).toBeGreaterThan(0));
      for (const path of paths) it(path.description, () => replayOnMachine(inert, input, path, taken, contextKey));
    });

  it('takes every transition', () => expect(allTransitionKeys(outboxMachine).filter((k) => !taken.has(k))).toEqual([]));
});

function started(entries: OutboxEntry[], online = true, stored: (OutboxEntry | undefined)[] = []) {
  const actor = createActor(inert.provide({ actions: { storeEntry: (_, p: { entry: OutboxEntry | undefined }) => void stored.push(p.entry) } }), {
    input: { userId: 'planner01', online },
  }).start();
  actor.send({ type: 'xstate.done.actor.loadEntries', output: entries } as never);
  const states = () => actor.getSnapshot().context.entries.map((e) => [e.id, e.state]);
  return { actor, snap: () => actor.getSnapshot(), states, stored };
}

describe('the outbox’s rules on the machine', () => {
  it('lists a save kept while the stored ones load, and announces it once they are', () => {
    const actor = createActor(inert, { input: { userId: 'planner01', online: false } }).start();
    actor.send({ type: 'outbox.enqueued', entry: B });
    actor.send({ type: 'xstate.done.actor.loadEntries', output: [A] } as never);
    expect([sel.selectEntries(actor.getSnapshot()).map((e) => e.id), sel.selectQueuedNotice(actor.getSnapshot())]).toEqual([['a', 'b'], true]);
  });

  it('announces a save kept before it listened that the store had already given it, listing it once', () => {
    const { actor, snap } = started([A], false);
    actor.send({ type: 'outbox.enqueued', entry: A });
    expect([sel.selectEntries(snap()).map((e) => e.id), sel.selectQueuedNotice(snap())]).toEqual([['a'], true]);
    actor.send({ type: 'outbox.enqueued', entry: { ...B, userId: 'planner02' } });
    expect(sel.selectEntries(snap()).map((e) => e.id)).toEqual(['a']);
  });

  it('says for a moment that a save was kept, and tries again now and then while offline', () => {
    const { actor, snap } = started([], false);
    expect(sel.selectQueuedNotice(snap())).toBe(false);
    actor.send({ type: 'outbox.enqueued', entry: A });
    expect([sel.selectQueuedNotice(snap()), sel.selectIndicator(snap())]).toEqual([true, `${msg.outboxPending(1)} · ${msg.outboxModeOffline}`]);
    actor.send({ type: 'xstate.after.queuedNotice.outbox.running.notice.shown' } as never);
    expect(sel.selectQueuedNotice(snap())).toBe(false);
    actor.send({ type: 'xstate.after.offlineRetry.outbox.running.sync.offline' } as never);
    expect(sel.selectSyncStatus(snap())).toBe('syncing');
    actor.send({ type: 'outbox.enqueued', entry: { ...B, state: 'conflict', message: msg.conflict } });
    expect(sel.selectNoticeText(snap())).toBe(msg.outboxConflictNotice);
  });

  it('sends the oldest first and the next after it', () => {
    const { actor, snap, states } = started([B, A]);
    expect([sel.selectSyncStatus(snap()), states()]).toEqual(['syncing', [['a', 'syncing'], ['b', 'queued']]]);
    actor.send({ type: 'xstate.done.actor.sendEntry', output: A } as never);
    expect(states()).toEqual([['a', 'sent'], ['b', 'syncing']]);
    actor.send({ type: 'xstate.done.actor.sendEntry', output: B } as never);
    expect([sel.selectSyncStatus(snap()), sel.selectPendingCount(snap())]).toEqual(['idle', 0]);
  });

  it('holds a record’s later save behind its conflict while another record goes, then waits for the choice', () => {
    const later = save('a-later', 'schedule:1', 3);
    const { actor, snap, states } = started([A, later, B]);
    actor.send({ type: 'xstate.error.actor.sendEntry', error: new ServerError({ rt: 'conflict', rtMsg: '' }) } as never);
    expect(states()).toEqual([['a', 'conflict'], ['b', 'syncing'], ['a-later', 'queued']]);
    actor.send({ type: 'xstate.done.actor.sendEntry', output: B } as never);
    expect([sel.selectSyncStatus(snap()), sel.selectPendingCount(snap())]).toEqual(['conflict', 2]);
    expect(sel.selectEntries(snap())[0]).toMatchObject({ id: 'a', stateText: msg.outboxConflict, message: msg.conflict });
    actor.send({ type: 'user.resolve', id: 'a', choice: 'theirs' });
    expect(sel.selectBusy(snap())).toBe(true);
    actor.send({ type: 'xstate.done.actor.resolveConflict', output: null } as never);
    expect(states()).toEqual([['b', 'sent'], ['a-later', 'syncing']]);
  });

  it('puts the entry back in the queue when the network goes mid-send, and sends it again when it returns', () => {
    const { actor, snap, states } = started([A]);
    actor.send({ type: 'app.offline' });
    expect([sel.selectSyncStatus(snap()), states()]).toEqual(['offline', [['a', 'queued']]]);
    actor.send({ type: 'app.online' });
    expect([states(), snap().context.entries[0]!.attempts]).toEqual([[['a', 'syncing']], 2]);
  });

  it('stores a retried failure and blocks everything when the session ends', () => {
    const { actor, snap, states, stored } = started([A, B]);
    actor.send({ type: 'xstate.error.actor.sendEntry', error: new ServerError({ rt: 'bad_request', rtMsg: '시간을 확인해주세요.' }) } as never);
    actor.send({ type: 'xstate.error.actor.sendEntry', error: new SessionRejected({ rt: 'session_expired', rtMsg: '' }) } as never);
    expect([sel.selectSyncStatus(snap()), states()]).toEqual(['signIn', [['a', 'failed'], ['b', 'queued']]]);
    actor.send({ type: 'user.retry', id: 'a' });
    expect(stored.map((e) => e?.state)).toEqual(['queued']);
    // Nothing brings this outbox back: it closes with the chrome, and the next sign-in starts a new one.
    actor.send({ type: 'app.online' });
    actor.send({ type: 'app.resumed' });
    expect([sel.selectSyncStatus(snap()), states()]).toEqual(['signIn', [['a', 'queued'], ['b', 'queued']]]);
  });

  it('asks before discarding, and never discards the entry on its way', () => {
    const { actor, snap } = started([A, B]);
    actor.send({ type: 'user.discard', id: 'a' });
    expect(sel.selectConfirmingDiscard(snap())).toBeNull();
    actor.send({ type: 'user.discard', id: 'b' });
    expect(sel.selectConfirmingDiscard(snap())).toBe('b');
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'xstate.error.actor.discardEntry', error: new NetworkError({ detail: 'x' }) } as never);
    expect([sel.selectMessage(snap()), sel.selectEntries(snap()).length]).toEqual([msg.networkError, 2]);
  });
});
