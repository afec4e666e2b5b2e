// The fake Android/iOS shell for unit tests, Playwright (`page.addInitScript(installFakeShell, options)`)
// and `npm run dev` with `?shell=AND|IOS`. installFakeShell is serialised into the page, so it must use
// nothing from module scope: no imports inside it, no helpers outside it; only types may be shared.
// It records every message the web posts and answers like a shell would (docs/bridge.md "Fake shell").

export interface FakeShellLocation {
  lat: number;
  lng: number;
  accuracy: number;
}

export interface FakeShellAnswers {
  /** The scanned text; null: the user cancels the scanner. Default 'EDUQR-FAKE-0001'. */
  qr?: string | null;
  /** Default: found, with the first MAC address the web asked about (not found when it asked about none). */
  beacon?: { found: boolean; macAddress?: string };
  /** Default: Seoul City Hall, 10 m. `{ error }` answers ok:false. */
  location?: FakeShellLocation | { error: string };
  /** The app data the shell starts with. */
  appData?: Record<string, string>;
}

export interface FakeShellOptions {
  platform: 'AND' | 'IOS';
  answers?: FakeShellAnswers;
  /** false: record calls but never answer; the test answers with emit(). Default true. */
  autoAnswer?: boolean;
  /** Delay before each answer, like a real shell's thread hop. Default 30 ms. */
  answerDelayMs?: number;
  /**
   * Make navigator.userAgent carry `EduPlannerApp/<platform>/<shellVersion>` (on a phone user agent
   * if the browser's is not one), so readUserAgent sees an app. Default true.
   */
  userAgent?: boolean;
  /** Default '2.5.0'. */
  shellVersion?: string;
}

export interface FakeShellCall {
  /** The request id, needed to answer by hand when autoAnswer is off. */
  id: string | undefined;
  /** The action name, or '(malformed)' when the message did not follow the contract's outer shape. */
  action: string;
  payload: Record<string, unknown>;
  /** Date.now() when the call arrived. */
  at: number;
}

export interface FakeShellControl {
  readonly platform: 'AND' | 'IOS';
  readonly calls: FakeShellCall[];
  /** The shell's app data: getAppData reads it, setAppData and clearAppData change it. */
  readonly store: Record<string, string>;
  /** Answers scheduled and not sent yet: 0 once the shell has said everything it was asked for. */
  readonly pendingAnswers: number;
  /** Sends any native → web message through window.EduPlannerWeb.receive, e.g. `{ type: 'event', name: 'resumed' }`. */
  emit(message: unknown): void;
  setAnswers(partial: FakeShellAnswers): void;
  clearCalls(): void;
  /** Removes the shell's globals, pending answers and user-agent mark (unit tests sharing one window). */
  uninstall(): void;
}

/** `window` once the fake shell is installed; read it in Playwright with `page.evaluate(() => window.__fakeShell)`. */
export type FakeShellWindow = Window & { __fakeShell: FakeShellControl };

export function installFakeShell(options: FakeShellOptions): FakeShellControl {
  type Loose = Record<string, unknown>;
  type Receiver = { receive?: (message: unknown) => void };
  const w = window as unknown as Loose & {
    __fakeShell?: FakeShellControl;
    EduPlannerWeb?: Receiver;
    webkit?: { messageHandlers?: Loose };
  };
  if (w.__fakeShell) w.__fakeShell.uninstall();

  const platform = options.platform;
  const autoAnswer = options.autoAnswer !== false;
  const delay = typeof options.answerDelayMs === 'number' ? options.answerDelayMs : 30;
  const answers: FakeShellAnswers = Object.assign({}, options.answers);
  const store: Record<string, string> = Object.assign({}, answers.appData);
  const calls: FakeShellCall[] = [];
  const timers: ReturnType<typeof setTimeout>[] = [];
  let pendingAnswers = 0;

  function emit(message: unknown): void {
    const web = w.EduPlannerWeb;
    if (web && typeof web.receive === 'function') web.receive(message);
  }

  function later(message: unknown): void {
    pendingAnswers++;
    timers.push(
      setTimeout(() => {
        pendingAnswers--;
        emit(message);
      }, delay),
    );
  }

  function isObject(value: unknown): value is Loose {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  }

  function handle(message: unknown): void {
    const ok = isObject(message) && typeof message.action === 'string' && isObject(message.payload);
    const id = ok && typeof message.id === 'string' ? message.id : undefined;
    const action = ok ? (message.action as string) : '(malformed)';
    const payload = ok ? (message.payload as Loose) : { raw: message };
    calls.push({ id, action, payload, at: Date.now() });

    if (action === 'setAppData' && typeof payload.key === 'string') {
      if (typeof payload.value === 'string') store[payload.key] = payload.value;
      else delete store[payload.key];
    }
    if (action === 'clearAppData' && Array.isArray(payload.keys)) {
      for (const key of payload.keys) if (typeof key === 'string') delete store[key];
    }
    if (!autoAnswer) return;

    if (action === 'getAppData' && typeof payload.key === 'string') {
      const has = Object.prototype.hasOwnProperty.call(store, payload.key);
      later({ type: 'response', id, ok: true, data: has ? store[payload.key] : null });
    } else if (action === 'requestLocation') {
      const location = answers.location || { lat: 37.5663, lng: 126.9779, accuracy: 10 };
      if ('error' in location) later({ type: 'response', id, ok: false, error: location.error });
      else later({ type: 'response', id, ok: true, data: location });
    } else if (action === 'openQrScanner') {
      const qr = answers.qr === undefined ? 'EDUQR-FAKE-0001' : answers.qr;
      if (qr === null) later({ type: 'event', name: 'qrCancelled' });
      else later({ type: 'event', name: 'qrScanned', data: { text: qr } });
    } else if (action === 'checkBeacon') {
      const asked = Array.isArray(payload.macAddresses) ? payload.macAddresses : [];
      const first = asked[0];
      const beacon = answers.beacon || (typeof first === 'string' ? { found: true, macAddress: first } : { found: false });
      later({ type: 'event', name: 'beaconResult', data: beacon });
    }
  }

  let createdWebkit = false;
  if (platform === 'AND') {
    w.EduPlannerAndroid = {
      // Like the real @JavascriptInterface, it takes JSON text only.
      postMessage(json: unknown) {
        let parsed: unknown = null;
        if (typeof json === 'string') {
          try {
            parsed = JSON.parse(json);
          } catch {
            parsed = null;
          }
        }
        handle(parsed);
      },
    };
  } else {
    if (!w.webkit) {
      w.webkit = {};
      createdWebkit = true;
    }
    if (!w.webkit.messageHandlers) w.webkit.messageHandlers = {};
    w.webkit.messageHandlers.eduplanner = {
      // WebKit copies the posted object (JSON-like values only); a string would reach the shell as NSString.
      postMessage(body: unknown) {
        let copy: unknown = null;
        if (typeof body === 'object' && body !== null) {
          try {
            copy = JSON.parse(JSON.stringify(body));
          } catch {
            copy = null;
          }
        }
        handle(copy);
      },
    };
  }

  const nav = window.navigator;
  let spoofed = false;
  if (options.userAgent !== false && !/EduPlannerApp\//.test(nav.userAgent)) {
    const phone = platform === 'AND' ? /Android/i : /iPhone|iPad|iPod/i;
    const base = phone.test(nav.userAgent)
      ? nav.userAgent
      : platform === 'AND'
        ? 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
        : 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    const marked = base + ' EduPlannerApp/' + platform + '/' + (options.shellVersion || '2.5.0');
    Object.defineProperty(nav, 'userAgent', { configurable: true, get: () => marked });
    spoofed = true;
  }

  const control: FakeShellControl = {
    platform,
    calls,
    store,
    get pendingAnswers() {
      return pendingAnswers;
    },
    emit,
    setAnswers(partial: FakeShellAnswers) {
      Object.assign(answers, partial);
      if (partial.appData) Object.assign(store, partial.appData);
    },
    clearCalls() {
      calls.length = 0;
    },
    uninstall() {
      for (const timer of timers) clearTimeout(timer);
      timers.length = 0;
      pendingAnswers = 0;
      if (platform === 'AND') delete w.EduPlannerAndroid;
      else if (createdWebkit) delete w.webkit;
      else if (w.webkit && w.webkit.messageHandlers) delete w.webkit.messageHandlers.eduplanner;
      // The own property shadows Navigator.prototype's getter; deleting it brings the real one back.
      if (spoofed) delete (nav as unknown as Loose).userAgent;
      if (w.__fakeShell === control) delete w.__fakeShell;
    },
  };
  w.__fakeShell = control;
  return control;
}
