// The education attendance history on the Effect runtime: a page of eduqr/list (10 per page).
import { Effect } from 'effect';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { eduqrList } from '../../domain/edu-qr/history-contract';
import { Api } from '../../services/api.service';
import type { FromEffect } from '../flows';

export const EDU_QR_PAGE_SIZE = 10;

export const loadEduQrPage = ({ offset, size }: LoadPageInput) =>
  Api.use((a) => a.call(eduqrList, { offset, size })).pipe(Effect.map((r): Page => ({ items: r.list, total: r.totCnt })));

export const eduQrHistoryActors = (fromEffect: FromEffect) => ({ loadPage: fromEffect(loadEduQrPage) });
