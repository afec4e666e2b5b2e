// The current time, as a service so tests can set it (event windows, medals by month, "today").
import { Context, Effect, Layer } from 'effect';

export class Clock extends Context.Service<Clock, { readonly now: Effect.Effect<Date> }>()('app/Clock') {
  static readonly layer = Layer.succeed(Clock, Clock.of({ now: Effect.sync(() => new Date()) }));
  static readonly layerFixed = (at: Date) => Layer.succeed(Clock, Clock.of({ now: Effect.sync(() => new Date(at)) }));
}
