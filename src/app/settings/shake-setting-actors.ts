// The shake setting's actors on the Effect runtime: the native shell's app data under the key `shake`
// (docs/bridge.md getAppData / setAppData), JSON { type, url }. The PC bridge keeps app data in local
// storage, but a browser has no shake: there the setting answers "no app storage" (null).
import { Effect } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import { parseShakeSetting, shakeSettingText, type ShakeSetting } from '../../domain/settings/shake';
import { APP_DATA_KEYS } from '../../services/app-data.service';
import type { FromEffect } from '../flows';

export const loadShake = () =>
  Effect.gen(function* () {
    const bridge = yield* NativeBridge;
    if (bridge.platform === 'PC') return null;
    return parseShakeSetting(yield* bridge.getAppData(APP_DATA_KEYS.shake));
  });

export const saveShake = (setting: ShakeSetting) => NativeBridge.use((bridge) => bridge.setAppData(APP_DATA_KEYS.shake, shakeSettingText(setting)));

export const shakeSettingActors = (fromEffect: FromEffect) => ({ load: fromEffect(loadShake), save: fromEffect(saveShake) });
