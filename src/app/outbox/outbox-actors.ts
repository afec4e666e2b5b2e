// The outbox machine with its effects on the Effect runtime: the Outbox service's load, send, discard and
// resolve, and one callback actor that turns the browser's online/offline events, the shell's resumed event
// (the PC bridge reports a page shown again as resumed too) and what Outbox.submit queued into machine events.
// Built once, when the chrome first loads it (flows.loadOutbox).
import { Effect } from 'effect';
import { filter, fromEvent, map, merge } from 'rxjs';
import { fromCallback, type AnyEventObject } from 'xstate';
import { NativeBridge } from '../../../bridges/contract';
import { outboxMachine } from '../../../machines/outbox/outbox.machine';
import type { OutboxEntry } from '../../domain/outbox/rules';
import { Outbox } from '../../services/outbox.service';
import type { AppServices } from '../app-layer';
import { fromEffectOn, type Runtime } from '../from-effect';

export function provideOutbox(runtime: Runtime<AppServices>, win: Window) {
  const fromEffect = fromEffectOn(runtime);
  const { outbox, bridge } = runtime.runSync(
    Effect.gen(function* () {
      return { outbox: yield* Outbox, bridge: yield* NativeBridge };
    }),
  );
  return outboxMachine.provide({
    actors: {
      loadEntries: fromEffect(({ userId }: { userId: string }) => outbox.load(userId)),
      sendEntry: fromEffect(({ entry }: { entry: OutboxEntry }) => outbox.send(entry)),
      discardEntry: fromEffect(({ id }: { id: string }) => outbox.discard(id)),
      resolveConflict: fromEffect(({ entry, choice }: { entry: OutboxEntry; choice: 'mine' | 'theirs' }) => outbox.resolve(entry, choice)),
      watchEvents: fromCallback(({ sendBack }) => {
        const sub = merge(
          fromEvent(win, 'online').pipe(map((): AnyEventObject => ({ type: 'app.online' }))),
          fromEvent(win, 'offline').pipe(map((): AnyEventObject => ({ type: 'app.offline' }))),
          bridge.events$.pipe(filter((e) => e.name === 'resumed'), map((): AnyEventObject => ({ type: 'app.resumed' }))),
          outbox.enqueued$.pipe(map((entry): AnyEventObject => ({ type: 'outbox.enqueued', entry }))),
        ).subscribe((e) => sendBack(e));
        return () => sub.unsubscribe();
      }),
    },
    actions: {
      storeEntry: (_, { entry }) => {
        if (entry) void runtime.runFork(Effect.ignore(outbox.put(entry)));
      },
    },
  });
}
