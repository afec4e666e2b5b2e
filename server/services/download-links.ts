// The app links the download page and the version call offer (spec 1 §7 download/version, version): the
// operator's (`download set`), by default files under /downloads/ (./data/downloads). A /downloads/ link
// is offered only while its file is there; otherwise '' and the download page says there is no app.
import type { DownloadLinks } from '../../src/domain/app/contract';
import { servesFile } from '../http/static';
import type { AppServices } from './context';
import { readSetting } from './settings';

/** Where the operator's files are served (createApp mounts downloadsDir here). */
export const DOWNLOADS_MOUNT = '/downloads';

/** Links elsewhere are the operator's word; a /downloads/ link must have its file. */
async function leadsSomewhere(link: string, downloadsDir: string | null): Promise<boolean> {
  if (!link.startsWith(`${DOWNLOADS_MOUNT}/`)) return link !== '';
  return downloadsDir !== null && (await servesFile(downloadsDir, DOWNLOADS_MOUNT, link));
}

export async function offeredDownloadLinks(svc: Pick<AppServices, 'db' | 'downloadsDir'>): Promise<DownloadLinks> {
  const links = await readSetting(svc.db, 'download');
  const [apk, plist] = await Promise.all([links.apk, links.plist].map(async (link) => ((await leadsSomewhere(link, svc.downloadsDir)) ? link : '')));
  return { apk: apk!, plist: plist! };
}
