// The globals the native shells inject into (and read from) the page, typed once so the transports,
// the channel and the tests agree on their names (docs/bridge.md "How the web calls the shell").

/** Android: a @JavascriptInterface object; it only takes strings, so messages travel as JSON text. */
export interface AndroidShellInterface {
  postMessage(json: string): void;
}

/** iOS: a WKScriptMessageHandler; WebKit converts the posted object to an NSDictionary. */
export interface IosMessageHandler {
  postMessage(message: unknown): void;
}

/** Installed by the web side (bridges/channel.ts); the shells call `receive` for every native → web message. */
export interface WebReceiver {
  receive(message: unknown): void;
}

export interface ShellWindow extends Window {
  EduPlannerAndroid?: AndroidShellInterface;
  webkit?: { messageHandlers?: { eduplanner?: IosMessageHandler } };
  EduPlannerWeb?: WebReceiver;
}

export function shellWindow(win: Window): ShellWindow {
  return win as ShellWindow;
}
