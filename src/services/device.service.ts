// This device as the server sees it: platform, app version, the client id for login and a stable
// device id (generated once, kept in local storage, shown when the login logo is tapped).
import { Context, Effect, Layer, Schema } from 'effect';
import { clientIdFor, type ClientEnv } from '../domain/shared/platform';
import { WebStorage, type WebStorageShape } from './web-storage.service';

export interface DeviceShape {
  readonly env: ClientEnv;
  /** The shell's version in the app, the web build's version in a browser. */
  readonly appVersion: string;
  readonly deviceUuid: string;
  readonly clientId: string;
}

export const DEVICE_KEY = 'ep.device';
const DeviceId = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9-]{8,64}$/));

export function loadDevice(storage: WebStorageShape, env: ClientEnv, webVersion: string, newId: () => string): DeviceShape {
  let deviceUuid = storage.read('local', DEVICE_KEY, DeviceId);
  if (deviceUuid === null) {
    deviceUuid = newId();
    storage.write('local', DEVICE_KEY, DeviceId, deviceUuid);
  }
  return { env, appVersion: env.shellVersion ?? webVersion, deviceUuid, clientId: clientIdFor(env) };
}

export class Device extends Context.Service<Device, DeviceShape>()('app/Device') {
  static readonly layer = (env: ClientEnv, webVersion: string, newId: () => string) =>
    Layer.effect(
      Device,
      Effect.gen(function* () {
        return Device.of(loadDevice(yield* WebStorage, env, webVersion, newId));
      }),
    );
}
