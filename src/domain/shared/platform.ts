// Reading the user agent (spec 1 §1): platform AND/IOS/PC, whether we run inside the native shell,
// the shell's app version, and whether this device/app combination is supported.
// The shells append `EduPlannerApp/<AND|IOS>/<version>` to their user agent (docs/bridge.md).

export type Platform = 'AND' | 'IOS' | 'PC';

/** Oldest shell version the web app still works with; older shells must be reinstalled from /download. */
export const MIN_APP_VERSION = '2.0.0';

const APP_MARK = /EduPlannerApp\/(AND|IOS)\/(\d{1,3}(?:\.\d{1,3}){0,3})/;
const ANDROID = /Android/i;
const IOS = /iPhone|iPad|iPod/i;
const MOBILE = /Android|iPhone|iPad|iPod|Mobile/i;

export type UnsupportedReason = 'app-only' | 'platform-mismatch' | 'app-too-old';

export interface ClientEnv {
  readonly platform: Platform;
  readonly inApp: boolean;
  /** The shell's version inside the app; null in a browser. */
  readonly shellVersion: string | null;
  readonly unsupported: UnsupportedReason | null;
}

/** -1, 0 or 1 comparing dotted numeric versions ('2.10' > '2.9'). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

export function readUserAgent(ua: string): ClientEnv {
  const mark = APP_MARK.exec(ua);
  if (mark) {
    const platform = mark[1] as 'AND' | 'IOS';
    const shellVersion = mark[2]!;
    const osMatches = platform === 'AND' ? ANDROID.test(ua) : IOS.test(ua);
    const unsupported: UnsupportedReason | null = !osMatches
      ? 'platform-mismatch'
      : compareVersions(shellVersion, MIN_APP_VERSION) < 0
        ? 'app-too-old'
        : null;
    return { platform, inApp: true, shellVersion, unsupported };
  }
  const platform: Platform = ANDROID.test(ua) ? 'AND' : IOS.test(ua) ? 'IOS' : 'PC';
  // A phone browser outside the shell may only open the public pages (spec 1 §2 "app-only access").
  return { platform, inApp: false, shellVersion: null, unsupported: MOBILE.test(ua) ? 'app-only' : null };
}

/** The client id the login call presents in its Basic header. */
export function clientIdFor(env: ClientEnv): string {
  if (!env.inApp) return 'eduplanner-web';
  return env.platform === 'AND' ? 'eduplanner-and' : 'eduplanner-ios';
}

export const CLIENT_IDS = ['eduplanner-web', 'eduplanner-and', 'eduplanner-ios'] as const;
