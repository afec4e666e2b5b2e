// The event stream of the desktop browser: what the channel decodes (development tools may call
// EduPlannerWeb.receive there too), data a child window sent with sendToParent, and `resumed` when
// the tab becomes visible again (the browser's version of the app coming back to the foreground).
import { Option, Schema } from 'effect';
import { filter, fromEvent, map, merge } from 'rxjs';
import type { Observable } from 'rxjs';
import type { NativeChannel } from '../channel';
import type { NativeEvent } from '../contract';

/** Marks our own window.postMessage traffic, so other same-origin messages (dev tools, extensions) are ignored. */
export const PAGE_MESSAGE_SOURCE = 'eduplanner';

export const PageMessageEnvelope = Schema.Struct({ source: Schema.Literal(PAGE_MESSAGE_SOURCE), data: Schema.Json });

const decodePageMessage = Schema.decodeUnknownOption(PageMessageEnvelope);

export function pcEvents$(win: Window, channel: NativeChannel): Observable<NativeEvent> {
  const pageMessages$ = fromEvent<MessageEvent>(win, 'message').pipe(
    // Only pages of this app may speak as a child page; any other origin could forge the tag.
    filter((message) => message.origin === win.location.origin),
    map((message) => decodePageMessage(message.data)),
    filter(Option.isSome),
    map((envelope): NativeEvent => ({ name: 'pageMessage', data: envelope.value.data })),
  );
  const resumed$ = fromEvent(win.document, 'visibilitychange').pipe(
    filter(() => win.document.visibilityState === 'visible'),
    map((): NativeEvent => ({ name: 'resumed' })),
  );
  return merge(channel.events$, pageMessages$, resumed$);
}
