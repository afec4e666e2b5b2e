// App data kept by the native shell (spec 1 §1): the push token the shell registers and the shake
// setting (spec 1 §2). Read through the bridge; on PC the bridge keeps them in local storage.
import { Context, Effect, Layer } from 'effect';
import { NativeBridge } from '../../bridges/contract';
import { parseShakeSetting, type ShakeSetting } from '../domain/settings/shake';

export const APP_DATA_KEYS = { pushToken: 'pushToken', shake: 'shake' } as const;
/** Keys holding the user's own choices, wiped at logout (the push token belongs to the device). */
export const PERSONAL_APP_DATA_KEYS = [APP_DATA_KEYS.shake] as const;

export interface AppDataShape {
  /** '' when the shell has none (or there is no shell): login still works without push. */
  pushToken(): Effect.Effect<string>;
  shake(): Effect.Effect<ShakeSetting>;
  clearPersonal(): Effect.Effect<void>;
}

export class AppData extends Context.Service<AppData, AppDataShape>()('app/AppData') {
  static readonly layer = Layer.effect(
    AppData,
    Effect.gen(function* () {
      const bridge = yield* NativeBridge;
      const readString = (key: string) => bridge.getAppData(key).pipe(Effect.orElseSucceed(() => null));
      return AppData.of({
        pushToken: () => Effect.map(readString(APP_DATA_KEYS.pushToken), (v) => v ?? ''),
        shake: () => Effect.map(readString(APP_DATA_KEYS.shake), parseShakeSetting),
        clearPersonal: () => bridge.clearAppData(PERSONAL_APP_DATA_KEYS).pipe(Effect.ignore),
      });
    }),
  );
}
