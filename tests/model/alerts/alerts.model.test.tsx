// Model-based tests of the alerts screen, on the bare machines and on the rendered screen with the real API
// client answering through a request gate: (1) the alert list, a paged list paged by page and maxSqno with
// the server's rowSize (full, short and empty pages, failures, retry, refresh); (2) the alerts machine
// (an alert's screen, a refusal, its detail, delete one, delete all after confirming, their failures).
// Every path runs on the bare machine; the rendered screen takes a covering set (tests/support/covering-set.ts).
// The paged list's full rendered replay is tests/model/shared/paged-list.model.test.tsx: here its smoke
// paths are a covering set of this page/maxSqno model.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Schema } from 'effect';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { ALERT_LIST_INPUT, alertsMachine } from '../../../machines/alerts/alerts.machine';
import * as alertsSelectors from '../../../machines/alerts/alerts.selectors';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import * as pagedListSelectors from '../../../machines/shared/paged-list.selectors';
import { alertsActors } from '../../../src/app/alerts/alerts-actors';
import { makeFlows } from '../../../src/app/flows';
import { AlertDetail, AlertRow, type AlertCustomer } from '../../../src/domain/alerts/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { alertCustomerHref } from '../../../src/domain/alerts/alert-links';
import { AlertsScreen } from '../../../src/screens/alerts/alerts-screen';
import { testAppRuntime } from '../../support/app-runtime';
import { httpGate, success, type HeldRequest } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';

const ROW_SIZE = 20;
const PIN = 500;
const KIM: AlertCustomer = { custNm: '김민수', custsrno: '', kwkey: 'K00400003', userid: 'planner01' };
const PARK: AlertCustomer = { custNm: '박서연', custsrno: 'K00400004', kwkey: 'K00400004', userid: 'planner01' };
const encodeRow = Schema.encodeSync(AlertRow);
const encodeDetail = Schema.encodeSync(AlertDetail);
const SESSION = {
  authToken: 'token-alerts', userId: 'planner01', userName: '김민수', orgnzPstn: 'COG05', akdcde: 'E1001',
  cntrCd: 'C11', brncCd: 'B1', akdrnk: 15, akdmi3: 'D01', autoLoginYn: 'Y',
};
const isApi = (name: string) => (r: HeldRequest) => r.path === `/api/v1/${name}`;

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

/** The alerts screen on the real API client; customer names link to their detail. */
function start() {
  localStorage.clear();
  // Signed in: the outbox keeps a signed-in user's deletes when the network fails (the gate answers every call).
  localStorage.setItem('ep.session', JSON.stringify(SESSION));
  const gate = httpGate();
  const runtime = testAppRuntime(gate.fetch, 'device-0000-alerts');
  const opened: string[] = [];
  const machine = alertsMachine.provide({ actors: alertsActors(makeFlows(runtime).fromEffect), actions: { openScreen: (_, { path }) => void opened.push(path) } });
  const actor: AnyActorRef = createActor(machine).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(<AlertsScreen actor={actor as any} customerHref={alertCustomerHref} />);
  return { gate, actor, opened };
}

const errorAnswer = (req: HeldRequest, error: any) =>
  error._tag === 'ServerError' ? req.respond(error.rt === 'not_found' ? 404 : 500, { rt: error.rt, rtMsg: error.rtMsg }) : req.fail();

describe('alert list: page, maxSqno and the server’s rowSize', () => {
  /** Row i of the pinned list (0 newest); every third names a customer. */
  const row = (i: number): AlertRow => ({
    rn: i + 1, pushSqno: PIN - i, titl: `알림 ${i + 1}`, cntn: i % 3 === 0 ? `김민수 고객님 안내 ${i + 1}` : `안내 ${i + 1}`,
    timeAgo: `${i + 1}분 전`, scrnUrl: '', ppupYn: 'N', dtlCnt: i % 3 === 0 ? 1 : 0, customers: i % 3 === 0 ? [KIM] : [],
  });
  const rows = (from: number, n: number) => Array.from({ length: n }, (_, k) => row(from + k));
  const page = (n: number, cursor = PIN) => ({ items: rows(0, n), pageSize: ROW_SIZE, cursor });
  const EVENTS: AnyEventObject[] = [
    { type: 'user.loadMore' },
    { type: 'user.refresh' },
    { type: 'parent.refresh' },
    { type: 'user.retry' },
    { type: 'xstate.done.actor.loadPage', output: page(ROW_SIZE) },
    { type: 'xstate.done.actor.loadPage', output: page(7) },
    { type: 'xstate.done.actor.loadPage', output: page(0) },
    { type: 'xstate.error.actor.loadPage', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
    { type: 'xstate.error.actor.loadPage', error: new NetworkError({ detail: 'offline' }) },
  ];
  // Full pages never end by themselves: the item count is capped so the model stays finite.
  const contextKey = (c: any) => [Math.min(c.items.length, 2 * ROW_SIZE), c.cursor, c.pageSize, c.error];
  const paths = cachedPaths('paged-list-alerts', pagedListMachine, { events: EVENTS, input: ALERT_LIST_INPUT, contextKey }, generatePaths);
  const inert = pagedListMachine.provide({ actors: inertActors(['loadPage']) as any });
  const smoke = renderedPaths(paths, { machine: inert, input: ALERT_LIST_INPUT, selectors: pagedListSelectors });
  const taken = new Set<string>();
  afterAll(() => writeCoverage(pagedListMachine, taken));

  describe('on the machine', () => {
    it('generates paths', () => expect(paths.length).toBeGreaterThan(20));
    for (const path of paths) it(path.description, () => replayOnMachine(inert, ALERT_LIST_INPUT, path, taken, contextKey));
  });

  describe('on the rendered screen (smoke paths)', () => {
    for (const path of smoke)
      it(path.description, async () => {
        const { gate, actor } = start();
        const list = () => actor.getSnapshot().children.list as AnyActorRef;
        const answer = async (e: AnyEventObject) => {
          const req = await gate.take(isApi('alarm'), 'alarm');
          const c = list().getSnapshot().context;
          // The next page number, and the pin from the first page once there is one.
          expect(req.form.get('page')).toBe(String(c.page + 1));
          expect(req.form.get('maxSqno')).toBe(c.cursor === null ? null : String(c.cursor));
          act(() => {
            if (!e.type.startsWith('xstate.done')) return errorAnswer(req, e.error);
            const list = rows(c.items.length, e.output.items.length).map((r) => encodeRow(r));
            req.respond(200, success({ list, listSize: list.length, req: { page: c.page + 1, maxSqno: e.output.cursor, rowSize: e.output.pageSize } }));
          });
        };
        await replayOnImplementation(path, {
          actor: list,
          settle: (check) => waitFor(check),
          drivers: {
            'user.loadMore': () => void fireEvent.click(screen.getByRole('button', { name: msg.loadMore })),
            // No control sends these (pull-to-refresh comes later; the alerts machine sends parent.refresh).
            'user.refresh': () => void act(() => list().send({ type: 'user.refresh' })),
            'parent.refresh': () => void act(() => list().send({ type: 'parent.refresh' })),
            'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' })),
            'xstate.done.actor.loadPage': answer,
            'xstate.error.actor.loadPage': answer,
          },
          verify: (step) =>
            waitFor(() => {
              const s = step.state.value as string;
              // A capped vertex keeps one representative context: check the live one against its key.
              const c = list().getSnapshot().context;
              expect(contextKey(c)).toEqual(contextKey(step.state.context));
              expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loadingFirst');
              expect(screen.queryByRole('status', { name: '더 불러오는 중' }) !== null).toBe(s === 'loadingMore');
              const items = screen.queryByRole('list', { name: msg.alertListLabel });
              const shown = items ? within(items).getAllByRole('listitem') : [];
              expect(shown).toHaveLength(c.items.length);
              shown.forEach((li, i) => {
                expect(within(li).getAllByRole('button')[0]).toHaveAccessibleName(`알림 ${i + 1}`);
                expect(li).toHaveTextContent(`${i + 1}분 전`);
                // A named customer links to their detail; other alerts link nowhere.
                if (i % 3 === 0) expect(within(li).getByRole('link', { name: '김민수' })).toHaveAttribute('href', '/myCstmr/myCstmrView?userId=planner01&kwkkey=K00400003&custDiv=1');
                else expect(within(li).queryByRole('link')).toBeNull();
              });
              expect(screen.queryByRole('button', { name: msg.alertDeleteAll }) !== null).toBe(c.items.length > 0);
              expect(screen.queryByRole('button', { name: msg.loadMore }) !== null).toBe(s === 'ready');
              expect(screen.queryByText(msg.emptyAlerts) !== null).toBe(s === 'empty');
              if (s === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(c.error!);
              else expect(screen.queryByRole('alert')).toBeNull();
              expect(screen.queryByRole('alertdialog')).toBeNull();
            }),
        });
      });
  });
});

describe('alerts: opening, deleting one and all', () => {
  const A1: AlertRow = { rn: 4, pushSqno: 41, titl: '계약 만료 예정 안내', cntn: '김민수 고객님의 계약이 3일 후 만료됩니다.', timeAgo: '5분 전', scrnUrl: '', ppupYn: 'N', dtlCnt: 2, customers: [KIM, PARK] };
  const A2: AlertRow = { rn: 3, pushSqno: 42, titl: '새 공지사항', cntn: '[긴급] 모바일 앱 업데이트 안내', timeAgo: '1시간 전', scrnUrl: '/notice/detail?itemId=4', ppupYn: 'Y', dtlCnt: 0, customers: [] };
  const A3: AlertRow = { rn: 2, pushSqno: 43, titl: '외부 안내', cntn: '다른 사이트로 연결되는 알림', timeAgo: '2시간 전', scrnUrl: 'https://evil.example/main', ppupYn: 'N', dtlCnt: 0, customers: [] };
  const A4: AlertRow = { rn: 1, pushSqno: 44, titl: '조회 장소 안내', cntn: '내일 조회는 2층 교육실입니다.', timeAgo: '방금 전', scrnUrl: '', ppupYn: 'N', dtlCnt: 0, customers: [] };
  const ALL = [A4, A3, A2, A1];
  const DETAIL: AlertDetail = { ...A1, sendDttm: '2026-03-12T09:55:00+09:00' };
  const open = (a: AlertRow) => ({ type: 'user.open', pushSqno: a.pushSqno, scrnUrl: a.scrnUrl });
  const EVENTS: AnyEventObject[] = [
    open(A1),
    open(A2),
    open(A3),
    { type: 'user.closeDetail' },
    { type: 'user.delete', pushSqno: A4.pushSqno },
    { type: 'user.deleteAll' },
    { type: 'user.confirm' },
    { type: 'user.cancel' },
    { type: 'user.dismissMessage' },
    { type: 'xstate.done.actor.loadDetail', output: DETAIL },
    { type: 'xstate.error.actor.loadDetail', error: new ServerError({ rt: 'not_found', rtMsg: msg.notFound }) },
    { type: 'xstate.error.actor.loadDetail', error: new NetworkError({ detail: 'offline' }) },
    { type: 'xstate.done.actor.deleteAlert', output: { queued: false } },
    // The network failed and the outbox kept the delete (issue 18).
    { type: 'xstate.done.actor.deleteAlert', output: { queued: true } },
    { type: 'xstate.error.actor.deleteAlert', error: new ServerError({ rt: 'not_found', rtMsg: msg.notFound }) },
    { type: 'xstate.error.actor.deleteAlert', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
    { type: 'xstate.done.actor.deleteAllAlerts', output: { queued: false } },
    { type: 'xstate.done.actor.deleteAllAlerts', output: { queued: true } },
    // A refusal: a network failure is kept by the outbox instead.
    { type: 'xstate.error.actor.deleteAllAlerts', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  ];
  const contextKey = (c: any) => [c.pushSqno, c.message, c.detail?.pushSqno ?? null, c.hidden.join(), c.allHidden];
  const paths = generatePaths(alertsMachine, { events: EVENTS, contextKey });
  const inert = alertsMachine.provide({
    actors: { alertList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }), ...(inertActors(['loadDetail', 'deleteAlert', 'deleteAllAlerts']) as any) },
  });
  const taken = new Set<string>();
  afterAll(() => writeCoverage(alertsMachine, taken));

  describe('on the machine', () => {
    it('generates paths', () => expect(paths.length).toBeGreaterThan(10));
    for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
  });

  describe('on the rendered screen (covering set)', () => {
    for (const path of renderedPaths(paths, { machine: inert, selectors: alertsSelectors }))
      it(path.description, async () => {
        const { gate, actor, opened } = start();
        /** What the server holds: deletes (and alerts gone elsewhere) take effect here. */
        let store = [...ALL];
        /** Answers every held list request from the store (first pages only: four alerts fit one). */
        const serveList = () =>
          gate.held.filter(isApi('alarm')).forEach((req) => {
            expect([req.form.get('page'), req.form.get('maxSqno')]).toEqual(['1', null]);
            const list = store.map((a, i) => encodeRow({ ...a, rn: i + 1 }));
            act(() => req.respond(200, success({ list, listSize: list.length, req: { page: 1, maxSqno: store[0]?.pushSqno ?? 0, rowSize: ROW_SIZE } })));
          });
        const answer = (name: string, body: unknown, gone?: number) => async (e: AnyEventObject) => {
          const req = await gate.take(isApi(name), name);
          if (name !== 'alarm/allDelete') expect(req.form.get('pushSqno')).toBe(String(actor.getSnapshot().context.pushSqno));
          if (e.type.startsWith('xstate.done') && e.output?.queued) {
            // The network fails: the outbox keeps the delete; the server still holds the alerts.
            act(() => req.fail());
          } else if (e.type.startsWith('xstate.done')) {
            if (name === 'alarm/delete') store = store.filter((a) => a.pushSqno !== gone);
            if (name === 'alarm/allDelete') store = [];
            act(() => req.respond(200, success(body)));
          } else {
            if (e.error.rt === 'not_found') store = store.filter((a) => a.pushSqno !== Number(req.form.get('pushSqno')));
            act(() => errorAnswer(req, e.error));
          }
        };
        const button = (name: string) => screen.getByRole('button', { name });
        const dialog = () => screen.getByRole('alertdialog');
        await replayOnImplementation(path, {
          actor: () => actor,
          settle: (check) => waitFor(check),
          drivers: {
            'user.open': async (e) => {
              const a = ALL.find((x) => x.pushSqno === e.pushSqno)!;
              await waitFor(() => expect(button(a.titl)).toBeEnabled());
              fireEvent.click(button(a.titl));
            },
            'user.closeDetail': () => void fireEvent.click(within(screen.getByRole('dialog', { name: A1.titl })).getByRole('button', { name: '닫기' })),
            'user.delete': async () => {
              await waitFor(() => expect(button(msg.alertDelete(A4.titl))).toBeEnabled());
              // A double tap deletes once: the second finds the buttons disabled.
              fireEvent.click(button(msg.alertDelete(A4.titl)));
              fireEvent.click(button(msg.alertDelete(A4.titl)));
            },
            'user.deleteAll': async () => {
              await waitFor(() => expect(button(msg.alertDeleteAll)).toBeEnabled());
              fireEvent.click(button(msg.alertDeleteAll));
            },
            'user.confirm': () => void fireEvent.click(within(dialog()).getByRole('button', { name: '삭제' })),
            'user.cancel': () => void fireEvent.click(within(dialog()).getByRole('button', { name: '취소' })),
            'user.dismissMessage': () => void fireEvent.click(within(dialog()).getByRole('button', { name: '확인' })),
            'xstate.done.actor.loadDetail': answer('alarm/detail', encodeDetail(DETAIL)),
            'xstate.error.actor.loadDetail': answer('alarm/detail', null),
            'xstate.done.actor.deleteAlert': answer('alarm/delete', {}, A4.pushSqno),
            'xstate.error.actor.deleteAlert': answer('alarm/delete', null),
            'xstate.done.actor.deleteAllAlerts': answer('alarm/allDelete', { dltCnt: 4 }),
            'xstate.error.actor.deleteAllAlerts': answer('alarm/allDelete', null),
          },
          verify: (step, index) =>
            waitFor(() => {
              serveList();
              const s = step.state.value as string;
              const c = step.state.context as any;
              // The list shows what the server holds (reloaded after each delete), less the deletes the outbox keeps.
              const titles = c.allHidden ? [] : store.filter((a) => !c.hidden.includes(a.pushSqno)).map((a) => a.titl);
              const items = screen.queryByRole('list', { name: msg.alertListLabel });
              expect(items ? within(items).getAllByRole('listitem').map((li) => within(li).getAllByRole('button')[0]!.textContent) : []).toEqual(titles);
              expect(screen.queryByText(msg.emptyAlerts) !== null).toBe(titles.length === 0);
              const item = items && within(items).queryAllByRole('listitem').find((li) => li.textContent?.includes(A1.titl));
              if (item) {
                expect(within(item).getByRole('link', { name: '김민수' })).toHaveAttribute('href', '/myCstmr/myCstmrView?userId=planner01&kwkkey=K00400003&custDiv=1');
                expect(within(item).getByRole('link', { name: '박서연' })).toHaveAttribute('href', '/myCstmr/myCstmrView?userId=planner01&kwkkey=K00400004&custDiv=2');
                expect(item).toHaveTextContent(`${msg.alertCustomers}: 박서연`);
              }
              if (titles.length) expect(button(titles[0]!)).toHaveProperty('disabled', s !== 'idle');
              if (titles.includes(A1.titl)) expect(button(A1.titl)).toHaveAttribute('aria-busy', String(s === 'loadingDetail'));
              if (titles.includes(A4.titl)) expect(button(msg.alertDelete(A4.titl))).toHaveAttribute('aria-busy', String(s === 'deleting'));
              if (titles.length) expect(button(msg.alertDeleteAll)).toHaveAttribute('aria-busy', String(s === 'deletingAll'));
              const sheet = screen.queryByRole('dialog', { name: A1.titl });
              expect(sheet !== null).toBe(s === 'showingDetail');
              if (sheet) {
                expect(sheet).toHaveTextContent(`${msg.alertSentAt} 2026.03.12 09:55 · 5분 전`);
                expect(within(sheet).getByRole('link', { name: '김민수' })).toHaveAttribute('href', expect.stringContaining('kwkkey=K00400003'));
              }
              const alertDialog = screen.queryByRole('alertdialog');
              if (s === 'confirmingDeleteAll') expect(alertDialog).toHaveTextContent(msg.alertDeleteAllConfirm);
              else if (s === 'showingMessage') expect(alertDialog).toHaveTextContent(c.message);
              else expect(alertDialog).toBeNull();
              // Screens open only for the app's own paths; one call per action, never a second.
              const steps = path.steps.slice(1, index + 1).map((st) => st.event);
              expect(opened).toEqual(steps.filter((e) => e.type === 'user.open' && e.pushSqno === A2.pushSqno).map(() => A2.scrnUrl));
              expect(gate.all.filter(isApi('alarm/detail'))).toHaveLength(steps.filter((e) => e.type === 'user.open' && e.pushSqno === A1.pushSqno).length);
              expect(gate.all.filter(isApi('alarm/delete'))).toHaveLength(steps.filter((e) => e.type === 'user.delete').length);
              expect(gate.all.filter(isApi('alarm/allDelete'))).toHaveLength(steps.filter((e) => e.type === 'user.confirm').length);
            }),
        });
      });
  });
});
