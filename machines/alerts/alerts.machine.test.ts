// The alerts machine alone, with actors that answer only when told: what tapping an alert does (its
// screen, a refusal, its detail), that deletes reload the list from a fresh pin, and the confirmation
// before deleting all.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AlertDetail } from '../../src/domain/alerts/contract';
import { NetworkError, ServerError } from '../../src/domain/shared/errors';
import { msg } from '../../src/domain/messages';
import { pagedListMachine, type LoadPageInput, type Page } from '../shared/paged-list.machine';
import { alertsMachine } from './alerts.machine';
import * as sel from './alerts.selectors';

type Pending = { resolve: (v: any) => void; reject: (e: unknown) => void };

const DETAIL: AlertDetail = {
  pushSqno: 7, titl: '계약 만료 예정 안내', cntn: '김민수 고객님의 계약이 3일 후 만료됩니다.', timeAgo: '5분 전', scrnUrl: '', ppupYn: 'N', dtlCnt: 1,
  customers: [{ custNm: '김민수', custsrno: '', kwkey: 'K1', userid: 'planner01' }], sendDttm: '2026-03-12T09:55:00+09:00',
};

function start() {
  const pages: LoadPageInput[] = [];
  const calls: string[] = [];
  const opened: string[] = [];
  const pending: Pending[] = [];
  const held = <T, I>(name: string) =>
    fromPromise<T, I>(({ input }) => {
      calls.push(`${name} ${JSON.stringify(input ?? null)}`);
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    });
  const loadPage = fromPromise<Page, LoadPageInput>(({ input }) => {
    pages.push(input);
    return Promise.resolve({ items: [{ pushSqno: 7 }], pageSize: 20, cursor: 9 });
  });
  const machine = alertsMachine.provide({
    actors: {
      alertList: pagedListMachine.provide({ actors: { loadPage } }),
      loadDetail: held<AlertDetail, { pushSqno: number }>('loadDetail'),
      deleteAlert: held<{ queued: boolean }, { pushSqno: number }>('deleteAlert'),
      deleteAllAlerts: held<{ queued: boolean }, void>('deleteAllAlerts'),
    },
    actions: { openScreen: (_, { path }) => void opened.push(path) },
  });
  const actor = createActor(machine).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const answer = async (v?: unknown) => {
    pending.shift()!.resolve(v);
    await settle();
  };
  const fail = async (e: unknown) => {
    pending.shift()!.reject(e);
    await settle();
  };
  return { actor, pages, calls, opened, answer, fail, settle, snap: () => actor.getSnapshot() };
}

describe('alerts machine', () => {
  it('opens a screen of the app, refuses anything else, and loads the detail of an alert without one', async () => {
    const { actor, opened, calls, answer, snap } = start();
    actor.send({ type: 'user.open', pushSqno: 3, scrnUrl: '/notice/detail?itemId=4' });
    expect(opened).toEqual(['/notice/detail?itemId=4']);
    expect(snap().value).toBe('idle');
    actor.send({ type: 'user.open', pushSqno: 5, scrnUrl: 'https://evil.example/main' });
    expect(sel.selectMessage(snap())).toBe(msg.invalidRequest);
    actor.send({ type: 'user.dismissMessage' });
    actor.send({ type: 'user.open', pushSqno: 7, scrnUrl: '' });
    expect(sel.selectOpening(snap())).toBe(7);
    expect(sel.selectCanAct(snap())).toBe(false);
    await answer(DETAIL);
    expect(sel.selectDetail(snap())).toEqual(DETAIL);
    actor.send({ type: 'user.closeDetail' });
    expect(sel.selectDetail(snap())).toBeNull();
    expect(calls).toEqual(['loadDetail {"pushSqno":7}']);
    expect(opened).toHaveLength(1);
  });

  it('a delete reloads the list from its first page, pinned anew; a failed one shows why and does not', async () => {
    const { actor, pages, calls, answer, fail, settle, snap } = start();
    await settle();
    expect(pages).toEqual([{ offset: 0, size: 0, query: '', page: 1, cursor: null }]);
    actor.send({ type: 'user.delete', pushSqno: 7 });
    expect(sel.selectDeleting(snap())).toBe(7);
    await fail(new NetworkError({ detail: 'offline' }));
    expect(sel.selectMessage(snap())).toBe(msg.networkError);
    expect(pages).toHaveLength(1);
    actor.send({ type: 'user.dismissMessage' });
    actor.send({ type: 'user.delete', pushSqno: 7 });
    await answer({ queued: false });
    expect(snap().value).toBe('idle');
    expect(pages).toHaveLength(2);
    expect(pages[1]).toMatchObject({ page: 1, cursor: null });
    expect(calls).toEqual(['deleteAlert {"pushSqno":7}', 'deleteAlert {"pushSqno":7}']);
  });

  it('an alert deleted elsewhere: the server’s message, and the list reloads without it', async () => {
    const { actor, pages, fail, settle, snap } = start();
    await settle();
    actor.send({ type: 'user.open', pushSqno: 7, scrnUrl: '' });
    await fail(new ServerError({ rt: 'not_found', rtMsg: msg.notFound }));
    expect(sel.selectMessage(snap())).toBe(msg.notFound);
    expect(pages).toHaveLength(2);
    actor.send({ type: 'user.dismissMessage' });
    actor.send({ type: 'user.open', pushSqno: 7, scrnUrl: '' });
    await fail(new ServerError({ rt: 'server_error', rtMsg: '일시적 오류' }));
    expect(sel.selectMessage(snap())).toBe('일시적 오류');
    expect(pages).toHaveLength(2);
  });

  it('deletes all only after the confirmation', async () => {
    const { actor, pages, calls, answer, settle, snap } = start();
    await settle();
    actor.send({ type: 'user.deleteAll' });
    expect(sel.selectConfirmingDeleteAll(snap())).toBe(true);
    actor.send({ type: 'user.cancel' });
    expect(calls).toEqual([]);
    actor.send({ type: 'user.deleteAll' });
    actor.send({ type: 'user.confirm' });
    expect(sel.selectDeletingAll(snap())).toBe(true);
    actor.send({ type: 'user.delete', pushSqno: 7 });
    await answer({ queued: false });
    expect(calls).toEqual(['deleteAllAlerts null']);
    expect(pages).toHaveLength(2);
    expect(sel.selectHidden(snap())).toEqual([]);
  });

  it('a delete kept by the outbox (offline) hides the alert, a kept delete-all every alert, without reloading the list', async () => {
    const { actor, pages, answer, settle, snap } = start();
    await settle();
    actor.send({ type: 'user.delete', pushSqno: 7 });
    await answer({ queued: true });
    expect(snap().value).toBe('idle');
    expect(sel.selectHidden(snap())).toEqual([7]);
    expect(pages).toHaveLength(1);
    actor.send({ type: 'user.deleteAll' });
    actor.send({ type: 'user.confirm' });
    await answer({ queued: true });
    expect(sel.selectHidden(snap())).toBe('all');
    expect(pages).toHaveLength(1);
  });
});
