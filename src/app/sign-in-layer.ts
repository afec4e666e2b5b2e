// The services signing in needs, with their live implementations for this window: storage, the native bridge
// for the detected platform, the device, the API client and Auth. The app's layer (app-layer.ts) adds the rest
// on top; the bench's least login (tests/bench/reference/least-login) is built from this alone, so this module
// imports nothing else.
import { Layer } from 'effect';
import { bridgeLayerFor, type NativeBridge, type NativeChannel } from '../../bridges/index';
import type { ClientEnv } from '../domain/shared/platform';
import { Api, type FetchFn } from '../services/api.service';
import { AppData } from '../services/app-data.service';
import { Auth } from '../services/auth.service';
import { Clock } from '../services/clock.service';
import { ApiConfig, type ApiConfigShape } from '../services/config.service';
import { Device } from '../services/device.service';
import { SessionStore } from '../services/session-store.service';
import { UiMemory } from '../services/ui-memory.service';
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

export type SignInServices = Api | Auth | AppData | NativeBridge | Device | SessionStore | UiMemory | Clock | ApiConfig | WebStorage;

export function signInLayer(o: AppLayerOptions): Layer.Layer<SignInServices> {
  const base = Layer.mergeAll(WebStorage.layer(o.storage), ApiConfig.layer(o.config), bridgeLayerFor(o.env, o.win, o.channel), o.clock ?? Clock.layer);
  const device = Layer.provideMerge(Layer.mergeAll(Device.layer(o.env, o.webVersion, o.newId), SessionStore.layer, UiMemory.layer), base);
  const api = Layer.provideMerge(Layer.mergeAll(Api.layer(o.fetch), AppData.layer), device);
  return Layer.provideMerge(Auth.layer, api);
}
