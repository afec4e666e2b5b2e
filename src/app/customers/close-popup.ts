// How a popup of the customer detail ends (spec 2 §4): it tells the page that opened it what happened (one
// of the popup events, popup-events.ts; nothing when it was only closed), then the shell closes its web
// view. A window the page did not open (the popup reached by its URL, a PC tab of its own) stays after
// close(): it goes to `fallback` instead. Neither step fails the popup: with no opener there is nobody to tell.
import { Effect } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import type { PopupEvent } from '../../domain/customers/popup-events';

export const closePopup = (report: PopupEvent | null, fallback: string, go: (to: string) => void) =>
  Effect.gen(function* () {
    if (report) yield* Effect.ignore(NativeBridge.use((b) => b.sendToParent(report)));
    yield* Effect.ignore(NativeBridge.use((b) => b.close()));
    go(fallback);
  });
