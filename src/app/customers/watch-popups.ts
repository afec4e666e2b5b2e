// The popups' reports (spec 2 §4) among the shell's page messages: each machine of the detail hears the
// ones it cares about, as its own popup.* events (`map` answers null for the others). A report about
// another customer is not this page's.
import { fromCallback, type AnyEventObject } from 'xstate';
import { popupEventOf, type PopupEvent } from '../../domain/customers/popup-events';
import type { Flows } from '../flows';

export const watchPopups = (events: ReturnType<Flows['nativeEvents']>, kwkkey: string | null, map: (e: PopupEvent) => AnyEventObject | null) =>
  fromCallback<AnyEventObject, void>(({ sendBack }) => {
    const sub = events.subscribe((e) => {
      if (e.name !== 'pageMessage') return;
      const popup = popupEventOf(e.data);
      if (!popup || (kwkkey !== null && 'kwkkey' in popup && popup.kwkkey !== kwkkey && popup.event !== 'family-pop-selected-chlnkwkey')) return;
      const mapped = map(popup);
      if (mapped) sendBack(mapped);
    });
    return () => sub.unsubscribe();
  });
