// NativeBridge inside the iOS shell: messages go, as plain objects, to the WKScriptMessageHandler
// `window.webkit.messageHandlers.eduplanner`; WebKit hands the shell an NSDictionary.
import { Layer } from 'effect';
import type { NativeChannel } from '../channel';
import { NativeBridge } from '../contract';
import { makeNativeBridge } from '../native-bridge';
import type { ShellTransport } from '../native-bridge';
import { shellWindow } from '../shell-window';

export function iosTransport(win: Window): ShellTransport {
  // Read the global on every call: the shell may inject it after this module ran.
  const handler = () => shellWindow(win).webkit?.messageHandlers?.eduplanner;
  return {
    isInstalled: () => typeof handler()?.postMessage === 'function',
    post: (message) => handler()!.postMessage(message),
  };
}

export function iosBridgeLive(win: Window, channel: NativeChannel): Layer.Layer<NativeBridge> {
  return Layer.sync(NativeBridge, () => makeNativeBridge('IOS', channel, iosTransport(win), win));
}
