// Download buttons of /download: the Android APK link and the iOS install link, which iOS reads through
// its itms-services scheme pointing at the https manifest (plist). Unsafe or empty links are dropped.
import type { Platform } from '../shared/platform';
import { safeHttpUrl } from '../shared/safe-url';

export interface DownloadButton {
  readonly platform: 'AND' | 'IOS';
  readonly label: string;
  readonly href: string;
}

export function downloadButtons(links: { apk: string; plist: string }, base: string, platform: Platform): DownloadButton[] {
  const out: DownloadButton[] = [];
  const apk = safeHttpUrl(links.apk, base);
  if (apk) out.push({ platform: 'AND', label: 'Android 앱 다운로드', href: apk });
  const plist = safeHttpUrl(links.plist, base);
  if (plist) out.push({ platform: 'IOS', label: 'iPhone 앱 다운로드', href: `itms-services://?action=download-manifest&url=${encodeURIComponent(plist)}` });
  // The visitor's own platform first.
  return platform === 'IOS' ? out.reverse() : out;
}
