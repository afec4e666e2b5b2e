// Builds the app's Effect layer: every service with its live implementation for this window, and the
// native bridge for the detected platform. Tests build the same layer with an in-process server fetch.
import { Layer } from 'effect';
import { bridgeLayerFor, type NativeChannel, type NativeBridge } from '../../bridges/index';
import type { ClientEnv } from '../domain/shared/platform';
import { AccessLog } from '../services/access-log.service';
import { Api, type FetchFn } from '../services/api.service';
import { AppData } from '../services/app-data.service';
import { AppInfo } from '../services/app-info.service';
import { Auth } from '../services/auth.service';
import { Clock } from '../services/clock.service';
import { ApiConfig, type ApiConfigShape } from '../services/config.service';
import { Device } from '../services/device.service';
import { SessionStore } from '../services/session-store.service';
import { UiMemory } from '../services/ui-memory.service';
import { PlanDraftStore } from '../services/plan-draft.service';
import { Outbox } from '../services/outbox.service';
import { OutboxStore } from '../services/outbox-store.service';
import { WebStorage, type StorageLike } from '../services/web-storage.service';

export interface AppLayerOptions {
  readonly win: Window;
  readonly env: ClientEnv;
  readonly webVersion: string;
  readonly fetch: FetchFn;
  readonly channel: NativeChannel;
  readonly config: ApiConfigShape;
  readonly newId: () => string;
  readonly storage: { readonly local: StorageLike; readonly session: StorageLike };
  readonly clock?: Layer.Layer<Clock>;
}

export type AppServices = Api | AppInfo | Auth | AccessLog | AppData | NativeBridge | Device | SessionStore | Clock | ApiConfig | WebStorage | UiMemory | PlanDraftStore | OutboxStore | Outbox;

export function appLayer(o: AppLayerOptions): Layer.Layer<AppServices> {
  const storage = WebStorage.layer(o.storage);
  const base = Layer.mergeAll(
    storage,
    ApiConfig.layer(o.config),
    bridgeLayerFor(o.env, o.win, o.channel),
    o.clock ?? Clock.layer,
  );
  const device = Layer.provideMerge(Layer.mergeAll(Device.layer(o.env, o.webVersion, o.newId), SessionStore.layer, UiMemory.layer, PlanDraftStore.layer), base);
  const api = Layer.provideMerge(Layer.mergeAll(Api.layer(o.fetch), AppData.layer, OutboxStore.layer(indexedDbOf(o.win))), device);
  return Layer.provideMerge(Layer.mergeAll(AppInfo.layer, AccessLog.layer, Auth.layer, Outbox.layer), api);
}

/** The window's IndexedDB; none (jsdom, a sandbox that forbids it): the outbox keeps saves in memory. */
function indexedDbOf(win: Window): IDBFactory | undefined {
  try {
    return win.indexedDB ?? undefined;
  } catch {
    return undefined;
  }
}
