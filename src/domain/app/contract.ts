// Calls about the app itself: maintenance file, version check, download links and access logging.
import { Schema } from 'effect';
import { Empty, Text, YN, defineCall } from '../shared/call';

export const PlatformCode = Schema.Literals(['AND', 'IOS', 'PC']);

/** GET /worknotice.json (spec 1 §3 maintenance file). Dates are ISO 8601 with offset, or '' when open. */
export const WorkNotice = Schema.Struct({ workYn: YN, startDt: Schema.String, endDt: Schema.String, cntn: Schema.String });
export type WorkNotice = typeof WorkNotice.Type;

export const VersionInfo = Schema.Struct({
  /** "0": up to date; anything else: an update is required. */
  state: Schema.String,
  downloadUrl: Schema.String,
  apk: Schema.String,
  plist: Schema.String,
});
export type VersionInfo = typeof VersionInfo.Type;

export const version = defineCall({
  path: 'version',
  auth: 'none',
  request: Schema.Struct({ platform: PlatformCode }),
  response: Schema.Struct({ versionInfo: VersionInfo }),
});

export const DownloadLinks = Schema.Struct({ apk: Schema.String, plist: Schema.String });
export type DownloadLinks = typeof DownloadLinks.Type;
export const downloadVersion = defineCall({ path: 'download/version', auth: 'none', request: Empty, response: DownloadLinks });

export const AccessLog = Schema.Struct({ scrnNm: Text(100, 1), scrnUrl: Text(2000, 1), path: Text(500, 1) });
export type AccessLog = typeof AccessLog.Type;
export const loggingAccess = defineCall({ path: 'logging/access', auth: 'optional', mutation: true, request: AccessLog, response: Empty });
