// The notice screens' actors on the Effect runtime: a page of notice/list (10 per page, spec 1 §9),
// one notice (notice/detail), and an attachment opened through the native shell as an absolute URL.
import { Effect } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { noticeDetail, noticeList } from '../../domain/notice/contract';
import { Api } from '../../services/api.service';
import type { FromEffect } from '../flows';

export const NOTICE_PAGE_SIZE = 10;

export const loadNoticePage = ({ offset, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(noticeList, { offset, size, ...(query ? { searchTxt: query } : {}) })).pipe(
    Effect.map((r): Page => ({ items: r.list, total: r.totCnt })),
  );

export const loadNotice = ({ itemId }: { readonly itemId: number }) => Api.use((a) => a.call(noticeDetail, { itemId }));

/** The server gives attachment paths relative to itself; the shell needs a full URL. */
export const openNoticeFile = (origin: string) => ({ url }: { readonly url: string }) =>
  NativeBridge.use((bridge) => bridge.openExternalLink(new URL(url, origin).href));

export const noticeListActors = (fromEffect: FromEffect) => ({ loadPage: fromEffect(loadNoticePage) });

export const noticeDetailActors = (fromEffect: FromEffect, origin: string) => ({
  loadNotice: fromEffect(loadNotice),
  openFile: fromEffect(openNoticeFile(origin)),
});
