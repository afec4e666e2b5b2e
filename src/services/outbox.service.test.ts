// The Outbox service against the memory store and a scripted API (each call answered as the test says):
// a save sent at once, kept as queued when the network fails, a never-queued call failing as before, a save
// queued behind an older one of its record, replay with the entry's own key, drain order and where it stops.
import { Effect, Layer, ManagedRuntime } from 'effect';
import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { saveMyschedule } from '../domain/dashboard/schedule-contract';
import { issueAuthNo } from '../domain/registration/contract';
import { NetworkError, ServerError, SessionRejected } from '../domain/shared/errors';
import { Api, type ApiShape } from './api.service';
import { Clock } from './clock.service';
import { Outbox } from './outbox.service';
import { OutboxStore, makeOutboxStore } from './outbox-store.service';
import { SessionStore, type SessionStoreShape } from './session-store.service';

type Answer = 'ok' | NetworkError | ServerError | SessionRejected | Effect.Effect<never>;
interface Sent { readonly path: string; readonly key: string | undefined; readonly payload: unknown }

function world(answers: Answer[], signedIn = true) {
  const sent: Sent[] = [];
  let ticks = 0;
  const api: ApiShape = {
    call: (def, payload, options) =>
      Effect.suspend(() => {
        sent.push({ path: def.path, key: options?.idempotencyKey, payload });
        const a = answers.shift() ?? 'ok';
        if (Effect.isEffect(a)) return a;
        return a === 'ok' ? Effect.succeed({} as never) : Effect.fail(a);
      }),
    getJson: () => Effect.die('unused'),
    blocking$: NEVER,
    signals$: NEVER,
  };
  const session = { current: () => (signedIn ? { userId: 'planner01' } : null) } as unknown as SessionStoreShape;
  const layer = Outbox.layer.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        Layer.succeed(Api, Api.of(api)),
        Layer.succeed(OutboxStore, OutboxStore.of(makeOutboxStore(undefined))),
        // A second later at each reading: saves made one after another are ordered.
        Layer.succeed(Clock, Clock.of({ now: Effect.sync(() => new Date(Date.parse('2026-11-27T01:00:00Z') + 1000 * ticks++)) })),
        Layer.succeed(SessionStore, SessionStore.of(session)),
      ),
    ),
  );
  const runtime = ManagedRuntime.make(layer);
  const run = <A, E>(f: (o: typeof Outbox.Service, s: typeof OutboxStore.Service) => Effect.Effect<A, E>) =>
    runtime.runPromise(Effect.gen(function* () {
      return yield* f(yield* Outbox, yield* OutboxStore);
    }));
  return { sent, run, answers };
}

const COMPLETE = { cudType: 'CMP' as const, sqno: 12, cmplYn: 'Y' as const };
const ABOUT = { label: '일정 완료', record: 'schedule:12' };

describe('the outbox service', () => {
  it('says a save is on its way while its answer is awaited, and not once it came', async () => {
    let release: () => void = () => {};
    const held = Effect.callback<never>((resume) => void (release = () => resume(Effect.succeed({} as never))));
    const w = world([held]);
    const outbox = await w.run((o) => Effect.succeed(o));
    expect(outbox.sending()).toBe(false);
    const pending = w.run((o) => o.submit(saveMyschedule, COMPLETE, ABOUT));
    await new Promise((r) => setTimeout(r, 0));
    expect(outbox.sending()).toBe(true);
    release();
    expect((await pending).status).toBe('sent');
    expect(outbox.sending()).toBe(false);
  });

  it('sends a save at once with a key, storing nothing', async () => {
    const w = world(['ok']);
    const r = await w.run((o) => o.submit(saveMyschedule, COMPLETE, ABOUT));
    expect(r.status).toBe('sent');
    expect(w.sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await w.run((_, s) => s.list('planner01'))).toEqual([]);
  });

  it('keeps a save the network lost as queued, with its key and encoded fields, and announces it', async () => {
    const w = world([new NetworkError({ detail: 'offline' })]);
    const heard: string[] = [];
    await w.run((o) => Effect.sync(() => o.enqueued$.subscribe((e) => heard.push(e.id))));
    const r = await w.run((o) => o.submit(saveMyschedule, COMPLETE, ABOUT));
    const [stored] = await w.run((_, s) => s.list('planner01'));
    expect(r.status).toBe('queued');
    expect(stored).toMatchObject({ id: w.sent[0]!.key, state: 'queued', attempts: 1, path: 'mySchedule/saveMyschedule', label: '일정 완료', record: 'schedule:12' });
    expect(stored!.fields).toEqual({ cudType: 'CMP', sqno: '12', cmplYn: 'Y' });
    expect(stored!.createdAt).toBe(Date.parse('2026-11-27T01:00:00Z'));
    expect(heard).toEqual([stored!.id]);
  });

  it('hands a save kept before anyone listened to the first listener, once', async () => {
    const w = world([new NetworkError({ detail: 'offline' })]);
    const r = await w.run((o) => o.submit(saveMyschedule, COMPLETE, ABOUT));
    const heard: string[] = [];
    const later: string[] = [];
    await w.run((o) => Effect.sync(() => o.enqueued$.subscribe((e) => heard.push(e.id))));
    await w.run((o) => Effect.sync(() => o.enqueued$.subscribe((e) => later.push(e.id))));
    expect(r.status).toBe('queued');
    expect(heard).toEqual([w.sent[0]!.key]);
    expect(later).toEqual([]);
  });

  it('keeps a save the server finds in conflict, with the server’s copy, for the user to choose', async () => {
    const current = { sqno: '12', cmplYn: 'N', version: '4' };
    const w = world([new ServerError({ rt: 'conflict', rtMsg: '다른 곳에서 먼저 변경된 내용이 있습니다. 두 내용을 확인하고 선택해주세요.', current })]);
    const r = await w.run((o) => o.submit(saveMyschedule, COMPLETE, ABOUT));
    const [stored] = await w.run((_, s) => s.list('planner01'));
    expect(r.status).toBe('queued');
    expect(stored).toMatchObject({ state: 'conflict', theirs: current, attempts: 1 });
    // 내 내용으로 저장: again on a new key, based on the server's version.
    const mine = await w.run((o) => o.resolve(stored!, 'mine'));
    expect(mine).toMatchObject({ state: 'queued', fields: { ...stored!.fields, version: '4' }, theirs: null });
    expect(mine!.id).not.toBe(stored!.id);
  });

  it('fails a never-queued call with the network error, keeping nothing', async () => {
    const w = world([new NetworkError({ detail: 'offline' })]);
    const r = await w.run((o) => Effect.result(o.submit(issueAuthNo, { custNm: '김민준', telNo: '01012345678', rqstId: 'x' } as never, { label: '인증번호', record: null })));
    expect(r._tag).toBe('Failure');
    expect(await w.run((_, s) => s.list('planner01'))).toEqual([]);
  });

  it('fails a refused save as before, keeping nothing', async () => {
    const w = world([new ServerError({ rt: 'bad_request', rtMsg: '시간을 확인해주세요.' })]);
    const r = await w.run((o) => Effect.result(o.submit(saveMyschedule, COMPLETE, ABOUT)));
    expect(r._tag).toBe('Failure');
    expect(await w.run((_, s) => s.list('planner01'))).toEqual([]);
  });

  it('queues a save behind an older unsent one of its record without sending it', async () => {
    const w = world([new NetworkError({ detail: 'offline' })]);
    await w.run((o) => o.submit(saveMyschedule, COMPLETE, ABOUT));
    const r = await w.run((o) => o.submit(saveMyschedule, { ...COMPLETE, cmplYn: 'N' as const }, ABOUT));
    expect([r.status, w.sent.length]).toEqual(['queued', 1]);
    expect((await w.run((_, s) => s.list('planner01'))).map((e) => e.fields.cmplYn)).toEqual(['Y', 'N']);
  });

  it('drains oldest first with each entry’s own key, and stops when the network fails again', async () => {
    const w = world([new NetworkError({ detail: 'offline' }), new NetworkError({ detail: 'offline' })]);
    await w.run((o) => o.submit(saveMyschedule, COMPLETE, ABOUT));
    await w.run((o) => o.submit(saveMyschedule, { ...COMPLETE, sqno: 13 }, { ...ABOUT, record: 'schedule:13' }));
    const keys = (await w.run((_, s) => s.list('planner01'))).map((e) => e.id);
    w.answers.push(new NetworkError({ detail: 'offline' }));
    expect(await w.run((o) => o.drain('planner01'))).toEqual({ sent: 0, stoppedBy: 'network' });
    expect(await w.run((o) => o.drain('planner01'))).toEqual({ sent: 2, stoppedBy: null });
    expect(w.sent.slice(2).map((s) => s.key)).toEqual([keys[0], keys[0], keys[1]]);
    expect(w.sent[3]!.payload).toEqual({ cudType: 'CMP', sqno: '12', cmplYn: 'Y' });
    expect((await w.run((_, s) => s.list('planner01'))).map((e) => [e.state, e.attempts])).toEqual([['sent', 3], ['sent', 2]]);
    expect(await w.run((o) => o.drain('planner01'))).toEqual({ sent: 0, stoppedBy: null });
    expect(w.sent).toHaveLength(5);
  });

  it('stores a refusal as failed and a conflict as conflict, going on with other records; stops on an ended session', async () => {
    const w = world([new NetworkError({ detail: 'a' }), new NetworkError({ detail: 'b' }), new NetworkError({ detail: 'c' })]);
    for (const sqno of [1, 2, 3]) await w.run((o) => o.submit(saveMyschedule, { ...COMPLETE, sqno }, { ...ABOUT, record: `schedule:${sqno}` }));
    w.answers.push(new ServerError({ rt: 'refused', rtMsg: '거절' }), new ServerError({ rt: 'conflict', rtMsg: '' }), new SessionRejected({ rt: 'session_expired', rtMsg: '' }));
    expect(await w.run((o) => o.drain('planner01'))).toEqual({ sent: 0, stoppedBy: 'session' });
    expect((await w.run((_, s) => s.list('planner01'))).map((e) => [e.state, e.message])).toEqual([
      ['failed', '거절'],
      ['conflict', '다른 곳에서 먼저 변경된 내용이 있습니다. 두 내용을 확인하고 선택해주세요.'],
      ['queued', null],
    ]);
  });

  it('on load queues an entry left on its way again', async () => {
    const w = world([new NetworkError({ detail: 'offline' })]);
    await w.run((o) => o.submit(saveMyschedule, COMPLETE, ABOUT));
    const [e] = await w.run((_, s) => s.list('planner01'));
    await w.run((_, s) => s.put({ ...e!, state: 'syncing' }));
    expect((await w.run((o) => o.load('planner01'))).map((x) => x.state)).toEqual(['queued']);
    expect((await w.run((_, s) => s.list('planner01'))).map((x) => x.state)).toEqual(['queued']);
  });

  it('says the memory store does not keep saves across a reload', async () => {
    expect(await Effect.runPromise(makeOutboxStore(undefined).durability)).toBe('memory');
    const failing = { open: () => { throw new Error('private mode'); } } as unknown as IDBFactory;
    const store = makeOutboxStore(failing);
    expect(await Effect.runPromise(store.list('planner01'))).toEqual([]);
    expect(await Effect.runPromise(store.durability)).toBe('memory');
  });
});
