// Calls about the app itself (spec 1 §7): version check, download links, screen-access logging, and
// GET /worknotice.json, the maintenance file the client reads on start and on updates.
import type { Context } from 'hono';
import { downloadVersion, loggingAccess, version, type WorkNotice } from '../../src/domain/app/contract';
import { accessLog } from '../db/schema';
import { type ApiCall, handle } from '../http/handle';
import { toKstIso } from '../lib/time';
import type { ServiceContext } from '../services/context';
import { offeredDownloadLinks } from '../services/download-links';
import { withoutLinkParams } from './registration/link-params';
import { isMaintenanceActive, readSetting } from '../services/settings';

/** The app's download page (spec 1 §2 /download). */
const DOWNLOAD_PAGE = '/download';

export const appCalls: readonly ApiCall[] = [
  handle(version, async (req, ctx) => {
    const [{ state }, links] = await Promise.all([readSetting(ctx.svc.db, 'version'), offeredDownloadLinks(ctx.svc)]);
    // The shell opens downloadUrl to update: the package of its platform, else the download page
    // (which says when there is none to install).
    const own = req.platform === 'AND' ? links.apk : req.platform === 'IOS' ? links.plist : '';
    return { versionInfo: { state, downloadUrl: own || DOWNLOAD_PAGE, apk: links.apk, plist: links.plist } };
  }),

  handle(downloadVersion, async (_req, ctx) => offeredDownloadLinks(ctx.svc)),

  handle(loggingAccess, async (req, ctx) => {
    await ctx.svc.db.insert(accessLog).values({
      ts: ctx.svc.clock.now(),
      userid: ctx.user?.userid ?? null,
      deviceUuid: ctx.meta.deviceUuid,
      appVersion: ctx.meta.appVersion,
      clientIp: ctx.clientIp || null,
      scrnNm: req.scrnNm,
      scrnUrl: withoutLinkParams(req.scrnUrl),
      path: req.path,
    });
    return {};
  }),
];

/** The maintenance file: workYn Y only while now lies inside [startDt, endDt]. */
export async function workNotice(svc: ServiceContext): Promise<WorkNotice> {
  const m = await readSetting(svc.db, 'maintenance');
  const iso = (s: string) => (s === '' ? '' : toKstIso(new Date(s)));
  return {
    workYn: isMaintenanceActive(m, svc.clock.now()) ? 'Y' : 'N',
    startDt: iso(m.startDt),
    endDt: iso(m.endDt),
    cntn: m.cntn,
  };
}

export const workNoticeRoute = (svc: ServiceContext) => async (c: Context) => {
  const body = await workNotice(svc);
  return c.json(body, 200, { 'Cache-Control': 'no-store' });
};
