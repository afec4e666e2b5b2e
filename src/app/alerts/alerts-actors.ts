// The alerts screen's actors on the Effect runtime: a page of `alarm` (page and maxSqno; the server says
// its page size), one alert (alarm/detail), deleting one (alarm/delete) or all (alarm/allDelete).
import { Effect } from 'effect';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { alarmAllDelete, alarmDelete, alarmDetail, alarmList } from '../../domain/alerts/contract';
import { Api } from '../../services/api.service';
import type { FromEffect } from '../flows';

/** A first page sends no maxSqno: the server pins the list at the newest alert and says so. */
export const loadAlertPage = ({ page, cursor }: LoadPageInput) =>
  Api.use((a) => a.call(alarmList, { page, ...(cursor ? { maxSqno: cursor } : {}) })).pipe(
    Effect.map((r): Page => ({ items: r.list, pageSize: r.req.rowSize, cursor: r.req.maxSqno })),
  );

export const loadAlert = ({ pushSqno }: { readonly pushSqno: number }) => Api.use((a) => a.call(alarmDetail, { pushSqno }));

export const deleteAlert = ({ pushSqno }: { readonly pushSqno: number }) => Api.use((a) => a.call(alarmDelete, { pushSqno })).pipe(Effect.asVoid);

export const deleteAllAlerts = () => Api.use((a) => a.call(alarmAllDelete, {})).pipe(Effect.asVoid);

export const alertsActors = (fromEffect: FromEffect) => ({
  alertList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadAlertPage) } }),
  loadDetail: fromEffect(loadAlert),
  deleteAlert: fromEffect(deleteAlert),
  deleteAllAlerts: fromEffect(deleteAllAlerts),
});
