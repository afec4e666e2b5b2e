// The outbox (issue 18) as the save actors use it: `submit` sends a save now with a key made when the user
// acted and, when the network fails, keeps it in the store as queued and answers 'queued' instead of failing;
// a conflict is kept the same way, with the server's copy, for the user to decide in the list;
// `send` replays one stored entry with its own key and stores the outcome; `drain` replays in order until
// nothing can go or the network or session fails. Calls the outbox must not keep (domain/outbox/queueable)
// go straight to the API and fail as before. What is queued is announced on `enqueued$` for the outbox machine.
import { Context, Effect, Exit, Layer, Result, Schema } from 'effect';
import { BehaviorSubject, concat, defer, from, Subject, type Observable } from 'rxjs';
import { queueable } from '../domain/outbox/queueable';
import { afterFailure, failureKind, keptMine, rebaseOf, mustWait, newEntry, nextToSend, recovered, sending, sent, type OutboxEntry } from '../domain/outbox/rules';
import { defineCall, type CallDef } from '../domain/shared/call';
import { DecodeError, NetworkError } from '../domain/shared/errors';
import { Api, newIdempotencyKey, type ApiFailure } from './api.service';
import { Clock } from './clock.service';
import { OutboxStore, type OutboxStoreFailed } from './outbox-store.service';
import { SessionStore } from './session-store.service';

export interface SubmitAbout {
  /** What it saves, for the user (msg.outboxLabelSchedule …). */
  readonly label: string;
  /** The record it changes ('schedule:12'), null when it creates one: a record's saves keep their order. */
  readonly record: string | null;
  /** Block the screen while the first send runs. */
  readonly block?: boolean;
}

export type Submitted<Res> = { readonly status: 'sent'; readonly output: Res } | { readonly status: 'queued'; readonly entry: OutboxEntry };

export interface DrainResult {
  readonly sent: number;
  /** Why it stopped early: no network, or the session ended (the rest waits for sign-in). */
  readonly stoppedBy: 'network' | 'session' | null;
}

export interface OutboxShape {
  submit<Req, Res>(call: CallDef<Req, Res, any>, payload: Req, about: SubmitAbout): Effect.Effect<Submitted<Res>, ApiFailure>;
  /** The signed-in user's entries as read at start (an entry left on its way is queued again). */
  load(userId: string): Effect.Effect<OutboxEntry[], OutboxStoreFailed>;
  /** Sends one entry (queued, or already marked on its way) with its key; the outcome is stored; fails with the API's failure. */
  send(entry: OutboxEntry): Effect.Effect<OutboxEntry, ApiFailure | OutboxStoreFailed>;
  drain(userId: string): Effect.Effect<DrainResult, OutboxStoreFailed>;
  put(entry: OutboxEntry): Effect.Effect<void, OutboxStoreFailed>;
  discard(id: string): Effect.Effect<void, OutboxStoreFailed>;
  /**
   * A conflict decided: theirs drops the entry (null); mine queues it again on a new key, built on the
   * server's version (`rebase`: the fields naming it, from the conflict's answer once the server sends one).
   */
  resolve(entry: OutboxEntry, choice: 'mine' | 'theirs', rebase?: Readonly<Record<string, string>>): Effect.Effect<OutboxEntry | null, OutboxStoreFailed>;
  readonly enqueued$: Observable<OutboxEntry>;
  /** A save is on its way now (submitted or replayed): a reload would cut it off before its answer. */
  sending(): boolean;
}

/** Saves kept before the outbox actor listens that it still hears of when it starts. */
const UNHEARD_MAX = 20;

/** A stored entry's call: its fields go as they are (already encoded), with its key. */
const replayCall = (path: string) =>
  defineCall({ path, auth: 'session', mutation: true, request: Schema.Record(Schema.String, Schema.String), response: Schema.Unknown });

const formFields = (call: CallDef<any, any, any>, payload: unknown) => {
  const r = Schema.encodeUnknownResult(call.request)(payload);
  if (Result.isFailure(r)) return Effect.fail(new DecodeError({ path: call.path, detail: r.failure.message }));
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.success as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
  return Effect.succeed(fields);
};

export const makeOutbox = Effect.gen(function* () {
  const api = yield* Api;
  const store = yield* OutboxStore;
  const clock = yield* Clock;
  const sessions = yield* SessionStore;
  const enqueued = new Subject<OutboxEntry>();
  const inFlight = new BehaviorSubject(0);
  /** Counts a send while it runs. */
  const tracked = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.acquireUseRelease(
      Effect.sync(() => inFlight.next(inFlight.value + 1)),
      () => effect,
      () => Effect.sync(() => inFlight.next(inFlight.value - 1)),
    );

  // The outbox actor starts with the chrome's lazily loaded indicator: a save kept before it listens (right after
  // the app starts) is handed to the first listener, so its notice is not lost; a few at most.
  const unheard: OutboxEntry[] = [];
  const announce = (entry: OutboxEntry) => {
    if (enqueued.observed) enqueued.next(entry);
    else {
      unheard.push(entry);
      if (unheard.length > UNHEARD_MAX) unheard.shift();
    }
  };
  const enqueued$ = defer(() => concat(from(unheard.splice(0)), enqueued));
  const keep = (entry: OutboxEntry) => store.put(entry).pipe(Effect.tap(() => Effect.sync(() => announce(entry))));

  const submit = <Req, Res>(call: CallDef<Req, Res, any>, payload: Req, about: SubmitAbout) =>
    Effect.gen(function* () {
      const userId = sessions.current()?.userId;
      if (!queueable(call.path) || userId === undefined) {
        return { status: 'sent' as const, output: yield* tracked(api.call(call, payload, { block: about.block })) };
      }
      const id = newIdempotencyKey();
      const fields = yield* formFields(call, payload);
      const entry = newEntry({ id, userId, path: call.path, fields, label: about.label, record: about.record, createdAt: (yield* clock.now).getTime() });
      const waiting = yield* store.list(userId).pipe(Effect.map((all) => mustWait(all, about.record)), Effect.orElseSucceed(() => false));
      // Sent now, it could overtake an older save of the same record still waiting: it queues behind it.
      if (waiting) return yield* keep(entry).pipe(Effect.as({ status: 'queued' as const, entry }), Effect.mapError(() => new NetworkError({ detail: 'outbox store' })));
      const exit = yield* Effect.exit(tracked(api.call(call, payload, { block: about.block, idempotencyKey: id })));
      if (Exit.isSuccess(exit)) return { status: 'sent' as const, output: exit.value };
      const error = Exit.findErrorOption(exit);
      const kind = error._tag === 'Some' ? failureKind(error.value) : null;
      // No answer: kept as queued. A conflict: kept with the server's copy, for the user to choose in the list.
      if (error._tag === 'Some' && (kind === 'network' || kind === 'conflict')) {
        const kept = afterFailure({ ...entry, attempts: 1 }, error.value);
        // Not kept (the store failed): the save fails as it would without an outbox.
        return yield* keep(kept).pipe(Effect.as({ status: 'queued' as const, entry: kept }), Effect.mapError(() => error.value));
      }
      return yield* Effect.failCause(exit.cause);
    });

  const send = (entry: OutboxEntry) =>
    Effect.gen(function* () {
      // The machine hands over the entry already marked on its way: counted once.
      const on = entry.state === 'syncing' ? entry : sending(entry);
      yield* store.put(on);
      const exit = yield* Effect.exit(tracked(api.call(replayCall(on.path), on.fields, { idempotencyKey: on.id })));
      if (Exit.isSuccess(exit)) {
        const done = sent(on);
        yield* store.put(done);
        return done;
      }
      const error = Exit.findErrorOption(exit);
      if (error._tag === 'Some') yield* store.put(afterFailure(on, error.value));
      return yield* Effect.failCause(exit.cause);
    });

  const drain = (userId: string) =>
    Effect.gen(function* () {
      let count = 0;
      for (;;) {
        const next = nextToSend(yield* store.list(userId));
        if (!next) return { sent: count, stoppedBy: null };
        const r = yield* Effect.result(send(next));
        if (Result.isSuccess(r)) count++;
        else if (r.failure._tag === 'OutboxStoreFailed') return yield* Effect.fail(r.failure);
        else {
          const kind = failureKind(r.failure);
          if (kind === 'network' || kind === 'session') return { sent: count, stoppedBy: kind };
        }
      }
    });

  const load = (userId: string) =>
    Effect.gen(function* () {
      const now = (yield* clock.now).getTime();
      const stored = yield* store.list(userId);
      const kept = recovered(stored, now);
      const keptIds = new Set(kept.map((e) => e.id));
      for (const e of stored) if (!keptIds.has(e.id)) yield* store.delete(e.id);
      for (const e of kept) if (stored.find((s) => s.id === e.id)?.state !== e.state) yield* store.put(e);
      return kept;
    });

  return Outbox.of({
    submit: submit as OutboxShape['submit'],
    load,
    send,
    drain,
    put: (entry) => store.put(entry),
    discard: (id) => store.delete(id),
    resolve: (entry, choice, rebase = {}) =>
      Effect.gen(function* () {
        yield* store.delete(entry.id);
        if (choice === 'theirs') return null;
        const mine = keptMine(entry, newIdempotencyKey(), { ...rebaseOf(entry), ...rebase });
        yield* store.put(mine);
        return mine;
      }),
    enqueued$,
    sending: () => inFlight.value > 0,
  });
});

export class Outbox extends Context.Service<Outbox, OutboxShape>()('app/Outbox') {
  static readonly layer = Layer.effect(Outbox, makeOutbox);
}
