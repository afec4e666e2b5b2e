// The entry point the app imports: the NativeBridge contract, the channel to create before boot,
// and bridgeLayerFor, which picks the bridge for the detected client (docs/bridge.md).
import type { Layer } from 'effect';
import type { ClientEnv } from '../src/domain/shared/platform';
import { androidBridgeLive } from './android/android-bridge';
import type { NativeChannel } from './channel';
import type { NativeBridge } from './contract';
import { iosBridgeLive } from './ios/ios-bridge';
import { pcBridgeLive } from './pc/pc-bridge';

export * from './contract';
export { createNativeChannel } from './channel';
export type { NativeChannel } from './channel';

/**
 * The shell's bridge when the page runs inside the app (its user agent carries the EduPlannerApp mark);
 * otherwise the browser one, also for a phone browser outside the shell.
 */
export function bridgeLayerFor(env: ClientEnv, win: Window, channel: NativeChannel): Layer.Layer<NativeBridge> {
  if (env.inApp && env.platform === 'AND') return androidBridgeLive(win, channel);
  if (env.inApp && env.platform === 'IOS') return iosBridgeLive(win, channel);
  return pcBridgeLive(win, channel);
}
