// The native → web channel: installs `window.EduPlannerWeb.receive` once per window and turns what the
// shell sends into two decoded rxjs streams (responses matched by id, and events). Create it in the
// entry before the app boots, so a shell answering early finds the receiver in place.
import { Subject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { NativeEvent, NativeResponse } from './contract';
import { decodeNativeMessage } from './native-message';
import { shellWindow } from './shell-window';

export interface NativeChannel {
  /** Every valid event, hot: events sent before anyone subscribes are not replayed. */
  readonly events$: Observable<NativeEvent>;
  /** Every valid response; bridges filter it by the id they sent. */
  readonly responses$: Observable<NativeResponse>;
  /** A request id that no other request of this page uses. */
  newId(): string;
}

const installed = new WeakMap<Window, NativeChannel>();

export function createNativeChannel(win: Window): NativeChannel {
  const existing = installed.get(win);
  if (existing) return existing;

  const events = new Subject<NativeEvent>();
  const responses = new Subject<NativeResponse>();
  // A random prefix keeps ids of a reloaded page from matching late answers meant for the previous one.
  const prefix = Math.random().toString(36).slice(2, 8);
  let counter = 0;

  const receive = (message: unknown): void => {
    const decoded = decodeNativeMessage(message);
    if (decoded === null) return;
    try {
      if (decoded.type === 'response') responses.next(decoded.response);
      else events.next(decoded.event);
    } catch {
      // A subscriber's error belongs to the app, not to the shell that called receive.
    }
  };
  shellWindow(win).EduPlannerWeb = Object.freeze({ receive });

  const channel: NativeChannel = {
    events$: events.asObservable(),
    responses$: responses.asObservable(),
    newId: () => `ep-${prefix}-${++counter}`,
  };
  installed.set(win, channel);
  return channel;
}
