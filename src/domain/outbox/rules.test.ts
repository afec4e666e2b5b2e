// The outbox's rules: which calls may wait (issue 18's never-queued list, and a decision for every mutation
// of every contract), what each failure does to an entry, and replay order, table-driven and as properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callsOf, type AnyCall } from '../shared/call';
import { NetworkError, ServerError, SessionRejected, DecodeError } from '../shared/errors';
import { msg } from '../messages';
import { QUEUE_TABLE, queueable } from './queueable';
import {
  afterFailure, byAge, canDiscard, keptMine, mustWait, newEntry, nextToSend, pendingCount, recovered, retried, sending, sent,
  SENT_KEPT_MS, type EntryState, type OutboxEntry,
} from './rules';

const contracts = import.meta.glob<Record<string, unknown>>('../**/*contract.ts', { eager: true });
const mutations: AnyCall[] = Object.values(contracts).flatMap(callsOf).filter((c) => c.mutation);

const entry = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  ...newEntry({ id: 'k1', userId: 'planner01', path: 'mySchedule/saveMyschedule', fields: { cudType: 'U', sqno: '12' }, label: '일정 저장', record: 'schedule:12', createdAt: 1_000 }),
  ...over,
});

describe('which calls may be queued', () => {
  // Issue 18: "verification codes, self-registration, login, contract through SSO" are never queued.
  it.each([
    'cstmrReg/issueAuthNo', 'cstmrReg/validAuthNo', 'myCstmr/issueAuthNo', 'myCstmr/validAuthNo', 'myCstmr/sendAuthMMS',
    'myCstmr/saveCustAthn', 'cstmrReg/saveCustInfo', 'auth/issueAuthToken', 'auth/logout', 'getSsoToken',
  ])('%s is never queued', (path) => expect(queueable(path)).toBe(false));

  // Issue 18's saves: schedules, schedule completion, memos, customers' children, plans, surveys, settings.
  it.each([
    'mySchedule/saveMyschedule', 'mySchedule/cmplReinspecSchedule', 'myCstmr/saveMyCustMemo', 'myCstmr/updateCustMemo',
    'myCstmr/saveMyCstmr', 'eduplan/myPlanSave', 'bsnPln/save', 'survey/save', 'set/saveNotificationSetUserInfo',
  ])('%s may be queued', (path) => expect(queueable(path)).toBe(true));

  it('has a decision with a reason for every mutation call of every contract', () => {
    expect(mutations.length).toBeGreaterThan(40);
    expect(mutations.map((c) => c.path).filter((p) => !Object.hasOwn(QUEUE_TABLE, p))).toEqual([]);
    for (const d of Object.values(QUEUE_TABLE)) expect(d.why.length).toBeGreaterThan(10);
  });

  it('never queues a call that is not a mutation, nor a public one, nor an unknown path', () => {
    const known = new Set(mutations.map((c) => c.path));
    const queued = Object.keys(QUEUE_TABLE).filter(queueable);
    expect(queued.filter((p) => !known.has(p))).toEqual([]);
    expect(mutations.filter((c) => queueable(c.path) && c.auth !== 'session').map((c) => c.path)).toEqual([]);
    expect(queueable('constructor')).toBe(false);
    expect(queueable('mySchedule/getMyschedule')).toBe(false);
  });
});

describe('what a failed send means for an entry', () => {
  const on = entry({ state: 'syncing', attempts: 1 });
  it.each<[string, unknown, EntryState, string | null]>([
    ['no answer', new NetworkError({ detail: 'offline' }), 'queued', null],
    ['a time-out', new NetworkError({ detail: 'no answer after 15000 ms' }), 'queued', null],
    ['the session ended', new SessionRejected({ rt: 'session_expired', rtMsg: msg.sessionExpired }), 'queued', null],
    ['a refusal with its message', new ServerError({ rt: 'bad_request', rtMsg: '종료일이 시작일보다 빠릅니다.' }), 'failed', '종료일이 시작일보다 빠릅니다.'],
    ['a refusal without a message', new ServerError({ rt: 'server_error', rtMsg: '' }), 'failed', msg.serverError],
    ['an answer that is not the contract', new DecodeError({ path: 'x', detail: 'bad' }), 'failed', msg.serverError],
    ['the conflict code', new ServerError({ rt: 'conflict', rtMsg: '다른 사용자가 먼저 변경했습니다.' }), 'conflict', '다른 사용자가 먼저 변경했습니다.'],
    ['the conflict code without a message', new ServerError({ rt: 'conflict', rtMsg: '' }), 'conflict', msg.conflict],
  ])('%s', (_name, error, state, message) => {
    const after = afterFailure(on, error);
    expect([after.state, after.message, after.id, after.attempts]).toEqual([state, message, on.id, 1]);
  });

  it('counts attempts, keeps the key through retries and clears the message when sent', () => {
    const failed = afterFailure(sending(entry()), new ServerError({ rt: 'bad_request', rtMsg: 'x' }));
    const again = sending(retried(failed));
    expect([again.state, again.attempts, again.id, again.message]).toEqual(['syncing', 2, 'k1', null]);
    expect(sent(again).state).toBe('sent');
    expect(retried(entry({ state: 'conflict', message: 'x' })).state).toBe('conflict');
  });

  it('keeps mine on a new key, built on the server version, queued', () => {
    const mine = keptMine(entry({ state: 'conflict', message: 'x', attempts: 2 }), 'k2', { version: '7' });
    expect(mine).toMatchObject({ id: 'k2', state: 'queued', message: null, attempts: 0, fields: { cudType: 'U', sqno: '12', version: '7' } });
  });

  it.each<[EntryState, boolean]>([['queued', true], ['failed', true], ['conflict', true], ['syncing', false], ['sent', false]])(
    'a %s entry may be discarded: %s',
    (state, ok) => expect(canDiscard(entry({ state }))).toBe(ok),
  );
});

describe('replay order', () => {
  const a = entry({ id: 'a', record: 'schedule:1', createdAt: 1 });
  const b = entry({ id: 'b', record: 'memo:9', createdAt: 2 });
  const c = entry({ id: 'c', record: 'schedule:1', createdAt: 3 });
  const d = entry({ id: 'd', record: null, createdAt: 4 });
  it.each<[string, OutboxEntry[], string | null]>([
    ['oldest first', [c, b, a], 'a'],
    ['nothing while one is on its way', [{ ...a, state: 'syncing' }, b], null],
    ['a failure holds back its own record only', [{ ...a, state: 'failed' }, c, b], 'b'],
    ['a conflict holds back its own record only', [{ ...a, state: 'conflict' }, c], null],
    ['new records never wait for one another', [{ ...a, state: 'conflict' }, { ...c, state: 'failed' }, d], 'd'],
    ['sent entries are passed over', [{ ...a, state: 'sent' }, c], 'c'],
    ['nothing queued', [{ ...a, state: 'sent' }], null],
  ])('%s', (_name, entries, next) => expect(nextToSend(entries)?.id ?? null).toBe(next));

  it('makes a new save of a record with something unsent wait behind it', () => {
    expect(mustWait([a], 'schedule:1')).toBe(true);
    expect(mustWait([{ ...a, state: 'sent' }], 'schedule:1')).toBe(false);
    expect(mustWait([a], 'memo:9')).toBe(false);
    expect(mustWait([d], null)).toBe(false);
  });

  it('on reload queues what was on its way again and forgets old sent entries', () => {
    const now = 10 + SENT_KEPT_MS;
    const got = recovered([{ ...c, state: 'syncing' }, { ...a, state: 'sent', createdAt: 9 }, { ...b, state: 'sent', createdAt: 11 }], now);
    expect(got.map((e) => [e.id, e.state])).toEqual([['c', 'queued'], ['b', 'sent']]);
    expect(pendingCount(got)).toBe(1);
  });
});

// ---- properties: a random outbox driven by random outcomes, sending only what nextToSend picks ----
type Op = { kind: 'add'; record: number | null } | { kind: 'start' } | { kind: 'finish'; outcome: 'ok' | 'network' | 'server' | 'conflict' } | { kind: 'retry'; pick: number };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), record: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }) }),
  fc.constant({ kind: 'start' as const }),
  fc.record({ kind: fc.constant('finish' as const), outcome: fc.constantFrom('ok' as const, 'ok' as const, 'network' as const, 'server' as const, 'conflict' as const) }),
  fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }),
);
const ERRORS = { network: new NetworkError({ detail: 'x' }), server: new ServerError({ rt: 'bad_request', rtMsg: 'x' }), conflict: new ServerError({ rt: 'conflict', rtMsg: 'x' }) };

/** Runs the ops; returns the ids in the order they were sent and every send started. */
function run(ops: readonly Op[]) {
  let entries: OutboxEntry[] = [];
  const sentOrder: string[] = [];
  const starts: { id: string; wasSent: boolean; othersOnWay: number }[] = [];
  const put = (e: OutboxEntry) => (entries = entries.map((x) => (x.id === e.id ? e : x)));
  ops.forEach((o, i) => {
    if (o.kind === 'add') entries.push(entry({ id: `e${String(i).padStart(3, '0')}`, record: o.record === null ? null : `r${o.record}`, createdAt: i }));
    if (o.kind === 'start') {
      const next = nextToSend(entries);
      if (!next) return;
      starts.push({ id: next.id, wasSent: sentOrder.includes(next.id), othersOnWay: entries.filter((e) => e.state === 'syncing').length });
      put(sending(next));
    }
    if (o.kind === 'finish') {
      const on = entries.find((e) => e.state === 'syncing');
      if (!on) return;
      if (o.outcome === 'ok') {
        sentOrder.push(on.id);
        put(sent(on));
      } else put(afterFailure(on, ERRORS[o.outcome]));
    }
    if (o.kind === 'retry' && entries.length > 0) put(retried(entries[o.pick % entries.length]!));
  });
  return { entries, sentOrder, starts };
}

describe('replay properties', () => {
  it('never sends an entry while another is on its way, and never sends a sent entry again', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const { starts } = run(ops);
        for (const s of starts) expect([s.wasSent, s.othersOnWay]).toEqual([false, 0]);
      }),
    );
  });

  it('sends the entries of one record in the order the user made them', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const { entries, sentOrder } = run(ops);
        const created = new Map(entries.map((e) => [e.id, e]));
        for (const r of ['r0', 'r1', 'r2', 'r3']) {
          const times = sentOrder.filter((id) => created.get(id)!.record === r).map((id) => created.get(id)!.createdAt);
          expect(times).toEqual([...times].sort((x, y) => x - y));
        }
      }),
    );
  });

  it('with every send answered, sends everything oldest first', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), { maxLength: 30 }), (records) => {
        const adds: Op[] = records.map((record) => ({ kind: 'add', record }));
        const drain: Op[] = records.flatMap((): Op[] => [{ kind: 'start' }, { kind: 'finish', outcome: 'ok' }]);
        const { entries, sentOrder } = run([...adds, ...drain]);
        expect(sentOrder).toEqual(byAge(entries).map((e) => e.id));
        expect(pendingCount(entries)).toBe(0);
      }),
    );
  });
});
