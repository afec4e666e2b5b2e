// Builds the app's Effect layer: every service with its live implementation for this window, on top of the
// sign-in services (sign-in-layer.ts). Tests build the same layer with an in-process server fetch.
import { Layer } from 'effect';
import { AccessLog } from '../services/access-log.service';
import { AppInfo } from '../services/app-info.service';
import { Outbox } from '../services/outbox.service';
import { OutboxStore } from '../services/outbox-store.service';
import { PlanDraftStore } from '../services/plan-draft.service';
import { signInLayer, type AppLayerOptions, type SignInServices } from './sign-in-layer';

export type { AppLayerOptions } from './sign-in-layer';

export type AppServices = SignInServices | AppInfo | AccessLog | PlanDraftStore | OutboxStore | Outbox;

export function appLayer(o: AppLayerOptions): Layer.Layer<AppServices> {
  const stores = Layer.provideMerge(Layer.mergeAll(PlanDraftStore.layer, OutboxStore.layer(indexedDbOf(o.win))), signInLayer(o));
  return Layer.provideMerge(Layer.mergeAll(AppInfo.layer, AccessLog.layer, Outbox.layer), stores);
}

/** The window's IndexedDB; none (jsdom, a sandbox that forbids it): the outbox keeps saves in memory. */
function indexedDbOf(win: Window): IDBFactory | undefined {
  try {
    return win.indexedDB ?? undefined;
  } catch {
    return undefined;
  }
}
