// Bench reference page (b): the client's fixed libraries, each doing one small real thing (an xstate
// transition, an Effect.runSync of a Schema decode, an rxjs map), then React 19 renders the results.
// It is the floor for /login: no app code, but every library the boot path cannot do without.
import { Effect, Schema } from 'effect';
import { createRoot } from 'react-dom/client';
import { map, of, toArray } from 'rxjs';
import { createActor, setup } from 'xstate';

const toggle = setup({ types: { events: {} as { type: 'toggle' } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } },
});
const actor = createActor(toggle).start();
actor.send({ type: 'toggle' });

const User = Schema.Struct({ userId: Schema.String, akdrnk: Schema.Number });
const user = Effect.runSync(Schema.decodeUnknownEffect(User)({ userId: 'planner01', akdrnk: 15 }));

let doubled: number[] = [];
of(1, 2, 3)
  .pipe(map((n) => n * 2), toArray())
  .subscribe((v) => (doubled = v));

createRoot(document.getElementById('root')!).render(
  <main data-bench-content="">
    <h1>EduPlanner</h1>
    <p>
      xstate: {String(actor.getSnapshot().value)} · effect: {user.userId}/{user.akdrnk} · rxjs: {doubled.join(',')}
    </p>
  </main>,
);
