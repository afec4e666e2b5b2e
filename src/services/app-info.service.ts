// What the app asks about itself: the maintenance file, the version check and the download links.
import { Context, Effect, Layer } from 'effect';
import { WorkNotice, downloadVersion, version, type DownloadLinks, type VersionInfo } from '../domain/app/contract';
import type { ApiFailure } from './api.service';
import { Api } from './api.service';
import { ApiConfig } from './config.service';
import { Device } from './device.service';

export interface AppInfoShape {
  workNotice(): Effect.Effect<WorkNotice, ApiFailure>;
  versionInfo(): Effect.Effect<VersionInfo, ApiFailure>;
  downloadLinks(): Effect.Effect<DownloadLinks, ApiFailure>;
}

export class AppInfo extends Context.Service<AppInfo, AppInfoShape>()('app/AppInfo') {
  static readonly layer = Layer.effect(
    AppInfo,
    Effect.gen(function* () {
      const api = yield* Api;
      const config = yield* ApiConfig;
      const device = yield* Device;
      return AppInfo.of({
        workNotice: () => api.getJson(config.workNoticeUrl, WorkNotice),
        versionInfo: () => Effect.map(api.call(version, { platform: device.env.platform }), (r) => r.versionInfo),
        downloadLinks: () => api.call(downloadVersion, {}),
      });
    }),
  );
}
