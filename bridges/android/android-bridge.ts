// NativeBridge inside the Android shell: messages go to the @JavascriptInterface
// `window.EduPlannerAndroid.postMessage(json)`, which only accepts strings, hence JSON text.
import { Layer } from 'effect';
import type { NativeChannel } from '../channel';
import { NativeBridge } from '../contract';
import { makeNativeBridge } from '../native-bridge';
import type { ShellTransport } from '../native-bridge';
import { shellWindow } from '../shell-window';

export function androidTransport(win: Window): ShellTransport {
  // Read the global on every call: the shell may inject it after this module ran.
  const shell = () => shellWindow(win).EduPlannerAndroid;
  return {
    isInstalled: () => typeof shell()?.postMessage === 'function',
    post: (message) => shell()!.postMessage(JSON.stringify(message)),
  };
}

export function androidBridgeLive(win: Window, channel: NativeChannel): Layer.Layer<NativeBridge> {
  return Layer.sync(NativeBridge, () => makeNativeBridge('AND', channel, androidTransport(win), win));
}
