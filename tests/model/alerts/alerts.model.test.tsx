// Model-based tests of the alerts screen, on the bare machines and on the rendered screen against the real
// server in-process: (1) the alert list, a paged list paged by page and maxSqno with the server's rowSize
// (full, short and empty pages, failures, retry, refresh), planner01's alerts made to hold what each path's
// pages need; (2) the alerts machine (an alert's screen, a refusal, its detail, delete one, delete all after
// confirming, their failures) on four alerts pushed to planner02 before each path. Held calls are forwarded
// to the server when a path says they succeed; faults are injected (offline, server_error), and an alert that
// is gone answers not_found because it was deleted elsewhere first. Every path runs on the bare machine; the
// rendered screen takes a covering set (tests/support/covering-set.ts). The paged list's full rendered replay
// is tests/model/shared/paged-list.model.test.tsx: here its smoke paths are a covering set of this model.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { ALERT_LIST_INPUT, alertsMachine } from '../../../machines/alerts/alerts.machine';
import * as alertsSelectors from '../../../machines/alerts/alerts.selectors';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import * as pagedListSelectors from '../../../machines/shared/paged-list.selectors';
import { alarms, customers } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness, TEST_NOW } from '../../../server/test-support/harness';
import { operate } from '../../../server/test-support/operations';
import { alertsActors } from '../../../src/app/alerts/alerts-actors';
import { makeFlows } from '../../../src/app/flows';
import type { AlertCustomer, AlertDetail, AlertRow } from '../../../src/domain/alerts/contract';
import type { Session } from '../../../src/domain/login/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { alertCustomerHref } from '../../../src/domain/alerts/alert-links';
import { AlertsScreen } from '../../../src/screens/alerts/alerts-screen';
import { answerHeld } from '../../support/answer-held';
import { testAppRuntime } from '../../support/app-runtime';
import type { HeldRequest } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { dataOf } from '../schedule/schedule-world';

const ROW_SIZE = 20;
const PIN = 500;
const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const sessionOf = async (userid: string): Promise<Session> => (await h.loginAnswer(userid, { autoLoginYn: 'Y' })).body.data;
const isApi = (name: string) => (r: HeldRequest) => r.path === `/api/v1/${name}`;

/** A seeded customer of `userid` as an alert names it: a contract customer (custDiv 1) or a registered one (2). */
async function customerOf(userid: string, custDiv: '1' | '2'): Promise<AlertCustomer> {
  const [c] = await h.db.select().from(customers).where(and(eq(customers.ownerUserid, userid), eq(customers.custDiv, custDiv))).orderBy(asc(customers.kwkkey)).limit(1);
  if (!c) throw new Error(`no seeded customer of ${userid} with custDiv ${custDiv}`);
  // A registration serial only for customers without a contract (docs/decisions.md D31).
  return { custNm: c.name, custsrno: custDiv === '1' ? '' : c.kwkkey, kwkey: c.kwkkey, userid };
}

/** A customer's detail screen, as spec 2 addresses it: a registered customer (custsrno) is custDiv 2. */
const detailHref = (c: AlertCustomer) => `/myCstmr/myCstmrView?userId=${c.userid}&kwkkey=${c.kwkey}&custDiv=${c.custsrno === '' ? 1 : 2}`;

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
  h.clock.set(TEST_NOW);
});

/** The alerts screen signed in as `session`'s user, the calls `held` (alarm, alarm/detail, …) held; customer names link to their detail. */
function start(session: Session, held: readonly string[]) {
  localStorage.clear();
  // Signed in: the outbox keeps a signed-in user's deletes when the network fails.
  localStorage.setItem('ep.session', JSON.stringify(session));
  const paths = held.map((name) => `/api/v1/${name}`);
  const server = serverFetch(h, (p) => paths.includes(p));
  const runtime = testAppRuntime(server.fetch, 'device-0000-alerts');
  const opened: string[] = [];
  const machine = alertsMachine.provide({ actors: alertsActors(makeFlows(runtime).fromEffect), actions: { openScreen: (_, { path }) => void opened.push(path) } });
  const actor: AnyActorRef = createActor(machine).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(<AlertsScreen actor={actor as any} customerHref={alertCustomerHref} />);
  return { server, actor, opened };
}

/** A fault injected inside act: the network fails, or the server's refusal with its message. */
const fault = (req: HeldRequest, error: any) =>
  act(async () => (error._tag === 'NetworkError' ? req.fail() : req.respond(error.rt === 'not_found' ? 404 : 500, { rt: error.rt, rtMsg: error.rtMsg })));

/** An alert as the server sends it (spec 1 §7 alarm): its customers travel as dtlJsonString. */
interface WireAlert {
  readonly pushSqno: number;
  readonly titl: string;
  readonly timeAgo: string;
  readonly dtlJsonString?: string;
}
const customersOf = (a: WireAlert): AlertCustomer[] => (a.dtlJsonString ? JSON.parse(a.dtlJsonString) : []);

/** The user's alerts as the server lists them now (first page). */
const alertsOf = async (userid: string): Promise<WireAlert[]> => (await dataOf(h, userid, 'alarm', { page: '1' })).list;

/** The list's paths read planner01's alerts; the alerts machine's paths change planner02's. */
const LISTER = { userid: 'planner01', session: await sessionOf('planner01'), kim: await customerOf('planner01', '1') };
const DELETER = { userid: 'planner02', session: await sessionOf('planner02'), kim: await customerOf('planner02', '1'), park: await customerOf('planner02', '2') };

describe('alert list: page, maxSqno and the server’s rowSize', () => {
  const { userid: USER, session: SESSION, kim: KIM } = LISTER;
  /** Row i of the pinned list (0 newest); every third names a customer. */
  const row = (i: number): AlertRow => ({
    rn: i + 1, pushSqno: PIN - i, titl: `알림 ${i + 1}`, cntn: i % 3 === 0 ? `${KIM.custNm} 고객님 안내 ${i + 1}` : `안내 ${i + 1}`,
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
  // On the server the pin is the newest alert's pushSqno, not the model's: only whether there is one counts.
  const screenKey = (c: any) => [Math.min(c.items.length, 2 * ROW_SIZE), c.cursor !== null, c.pageSize, c.error];
  const paths = cachedPaths('paged-list-alerts', pagedListMachine, { events: EVENTS, input: ALERT_LIST_INPUT, contextKey }, generatePaths);
  const inert = pagedListMachine.provide({ actors: inertActors(['loadPage']) as any });
  const smoke = renderedPaths(paths, { machine: inert, input: ALERT_LIST_INPUT, selectors: pagedListSelectors });
  const taken = new Set<string>();
  afterAll(() => writeCoverage(pagedListMachine, taken));

  /**
   * What each first page of the path (its pin) needs of the server: the sizes of the pages the path reads
   * under that pin, in order. The user's alerts must fill them exactly, or at least when the last is full.
   */
  const pinnedReads = (path: ModelPath): number[][] => {
    const reads: number[][] = [];
    path.steps.forEach((st, i) => {
      if (st.event.type !== 'xstate.done.actor.loadPage') return;
      const first = (path.steps[i - 1]!.state.context as any).page === 0;
      if (first) reads.push([]);
      reads.at(-1)!.push(st.event.output.items.length);
    });
    return reads;
  };
  /** Makes planner01's alerts fill `sizes` (the pages of one pin): the seeded ones when they do, else fresh ones. */
  async function holdAlertsFor(sizes: number[]) {
    const total = sizes.reduce((a, b) => a + b, 0);
    const count = await h.db.$count(alarms, eq(alarms.userid, USER));
    if (count === total || (sizes.at(-1) === ROW_SIZE && count >= total)) return;
    await h.call('alarm/allDelete', {}, { token: await h.as(USER) });
    // Oldest first: the newest (알림 1) gets the highest pushSqno; every third names a customer.
    for (let k = total; k >= 1; k--)
      await operate(h, 'alarm/push', { userId: USER, titl: `알림 ${k}`, cntn: k % 3 === 1 ? `${KIM.custNm} 고객님 안내 ${k}` : `안내 ${k}`, customers: k % 3 === 1 ? [KIM] : [] });
  }

  describe('on the machine', () => {
    it('generates paths', () => expect(paths.length).toBeGreaterThan(20));
    for (const path of paths) it(path.description, () => replayOnMachine(inert, ALERT_LIST_INPUT, path, taken, contextKey));
  });

  describe('on the rendered screen (smoke paths)', () => {
    for (const path of smoke)
      it(path.description, async () => {
        const { server, actor } = start(SESSION, ['alarm']);
        const list = () => actor.getSnapshot().children.list as AnyActorRef;
        const pins = pinnedReads(path);
        /** The rows the server answered under the current pin, in order, and that pin. */
        let answered: WireAlert[] = [];
        let pin: number | null = null;
        const answer = async (e: AnyEventObject) => {
          const req = await server.gate.take(isApi('alarm'), 'alarm');
          const c = list().getSnapshot().context;
          // The next page number, and the pin from the first page once there is one.
          expect(req.form.get('page')).toBe(String(c.page + 1));
          expect(req.form.get('maxSqno')).toBe(c.cursor === null ? null : String(c.cursor));
          if (!e.type.startsWith('xstate.done')) return fault(req, e.error);
          if (c.page === 0) await holdAlertsFor(pins.shift()!);
          const body = (await answerHeld(server.forward, req, e)).data;
          expect([body.list.length, body.req.rowSize]).toEqual([e.output.items.length, ROW_SIZE]);
          if (c.page === 0) [answered, pin] = [[], body.req.maxSqno];
          answered.push(...body.list);
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
              expect(screenKey(c)).toEqual(screenKey(step.state.context));
              if (c.cursor !== null) expect(c.cursor).toBe(pin);
              expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loadingFirst');
              expect(screen.queryByRole('status', { name: '더 불러오는 중' }) !== null).toBe(s === 'loadingMore');
              const items = screen.queryByRole('list', { name: msg.alertListLabel });
              const shown = items ? within(items).getAllByRole('listitem') : [];
              expect(shown).toHaveLength(c.items.length);
              shown.forEach((li, i) => {
                const a = answered[i]!;
                expect(within(li).getAllByRole('button')[0]).toHaveAccessibleName(a.titl);
                expect(li).toHaveTextContent(a.timeAgo);
                // A named customer links to their detail; other alerts link nowhere.
                const links = within(li).queryAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')]);
                expect(new Set(links.map(String))).toEqual(new Set(customersOf(a).map((k) => String([k.custNm, detailHref(k)]))));
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
  const { userid: USER, session: SESSION, kim: KIM, park: PARK } = DELETER;
  const A1: AlertRow = { rn: 4, pushSqno: 41, titl: '계약 만료 예정 안내', cntn: `${KIM.custNm} 고객님의 계약이 3일 후 만료됩니다.`, timeAgo: '5분 전', scrnUrl: '', ppupYn: 'N', dtlCnt: 2, customers: [KIM, PARK] };
  const A2: AlertRow = { rn: 3, pushSqno: 42, titl: '새 공지사항', cntn: '[긴급] 모바일 앱 업데이트 안내', timeAgo: '1시간 전', scrnUrl: '/notice/detail?itemId=4', ppupYn: 'Y', dtlCnt: 0, customers: [] };
  const A3: AlertRow = { rn: 2, pushSqno: 43, titl: '외부 안내', cntn: '다른 사이트로 연결되는 알림', timeAgo: '2시간 전', scrnUrl: 'https://evil.example/main', ppupYn: 'N', dtlCnt: 0, customers: [] };
  const A4: AlertRow = { rn: 1, pushSqno: 44, titl: '조회 장소 안내', cntn: '내일 조회는 2층 교육실입니다.', timeAgo: '방금 전', scrnUrl: '', ppupYn: 'N', dtlCnt: 0, customers: [] };
  /** Oldest first, with how long before the seed day's 10:00 each came. */
  const PUSHED: [AlertRow, number][] = [[A1, 5 * 60_000], [A2, 60 * 60_000], [A3, 2 * 60 * 60_000], [A4, 0]];
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

  /** planner02's alerts are the four of the model (and nothing else); the model's pushSqno → the server's. */
  async function pushFour(): Promise<Map<number, number>> {
    await h.call('alarm/allDelete', {}, { token: await h.as(USER) });
    const real = new Map<number, number>();
    for (const [a, before] of PUSHED) {
      h.clock.set(new Date(TEST_NOW.getTime() - before));
      const { pushSqno } = (await operate(h, 'alarm/push', { userId: USER, titl: a.titl, cntn: a.cntn, ...(a.scrnUrl ? { scrnUrl: a.scrnUrl } : {}), customers: a.customers })) as { pushSqno: number };
      real.set(a.pushSqno, pushSqno);
    }
    h.clock.set(TEST_NOW);
    return real;
  }
  /** yyyy.mm.dd hh:mm of the server's KST time. */
  const sentAt = (iso: string) => `${iso.slice(0, 10).replaceAll('-', '.')} ${iso.slice(11, 16)}`;

  describe('on the machine', () => {
    it('generates paths', () => expect(paths.length).toBeGreaterThan(10));
    for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
  });

  describe('on the rendered screen (covering set)', () => {
    for (const path of renderedPaths(paths, { machine: inert, selectors: alertsSelectors }))
      it(path.description, async () => {
        const real = await pushFour();
        const { server, actor, opened } = start(SESSION, ['alarm', 'alarm/detail', 'alarm/delete', 'alarm/allDelete']);
        /** Sends every held list request (first pages only: four alerts fit one) on to the server. */
        const serveList = async () => {
          for (const req of server.gate.held.filter(isApi('alarm'))) {
            expect([req.form.get('page'), req.form.get('maxSqno')]).toEqual(['1', null]);
            await server.forward(req);
          }
        };
        let detail: (WireAlert & { sendDttm: string }) | null = null;
        const answer = (name: string) => async (e: AnyEventObject) => {
          const req = await server.gate.take(isApi(name), name);
          if (name !== 'alarm/allDelete') expect(req.form.get('pushSqno')).toBe(String(actor.getSnapshot().context.pushSqno));
          if (e.type.startsWith('xstate.done') && e.output?.queued) return fault(req, new NetworkError({ detail: 'offline' }));
          if (e.type.startsWith('xstate.done')) {
            const body = await answerHeld(server.forward, req, e);
            if (name === 'alarm/detail') detail = body.data;
            return;
          }
          if (e.error.rt !== 'not_found') return fault(req, e.error);
          // Gone elsewhere first: the server's own not_found reaches the app.
          await h.call('alarm/delete', { pushSqno: req.form.get('pushSqno')! }, { token: await h.as(USER) });
          const got = await act(async () => server.forward(req));
          expect(got.body.rt).toBe('not_found');
        };
        const button = (name: string) => screen.getByRole('button', { name });
        const dialog = () => screen.getByRole('alertdialog');
        const ALL = PUSHED.map(([a]) => a);
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
            'xstate.done.actor.loadDetail': answer('alarm/detail'),
            'xstate.error.actor.loadDetail': answer('alarm/detail'),
            'xstate.done.actor.deleteAlert': answer('alarm/delete'),
            'xstate.error.actor.deleteAlert': answer('alarm/delete'),
            'xstate.done.actor.deleteAllAlerts': answer('alarm/allDelete'),
            'xstate.error.actor.deleteAllAlerts': answer('alarm/allDelete'),
          },
          verify: async (step, index) => {
            // What the server holds now (deletes, and alerts gone elsewhere, took effect there).
            const held = await alertsOf(USER);
            // The list's loads reach the server here, inside waitFor (as the screen updates they cause).
            await waitFor(async () => {
              await serveList();
              const s = step.state.value as string;
              const c = step.state.context as any;
              // The list shows what the server holds (reloaded after each delete), less the deletes the outbox keeps.
              const hidden = (c.hidden as number[]).map((sqno) => real.get(sqno));
              const titles = c.allHidden ? [] : held.filter((a) => !hidden.includes(a.pushSqno)).map((a) => a.titl);
              const items = screen.queryByRole('list', { name: msg.alertListLabel });
              expect(items ? within(items).getAllByRole('listitem').map((li) => within(li).getAllByRole('button')[0]!.textContent) : []).toEqual(titles);
              expect(screen.queryByText(msg.emptyAlerts) !== null).toBe(titles.length === 0);
              const item = items && within(items).queryAllByRole('listitem').find((li) => li.textContent?.includes(A1.titl));
              if (item) {
                // The customer named in the text and the related one both link to their detail.
                expect(within(item).getByRole('link', { name: KIM.custNm })).toHaveAttribute('href', detailHref(KIM));
                expect(within(item).getByRole('link', { name: PARK.custNm })).toHaveAttribute('href', detailHref(PARK));
                expect(item).toHaveTextContent(`${msg.alertCustomers}: ${PARK.custNm}`);
              }
              if (titles.length) expect(button(titles[0]!)).toHaveProperty('disabled', s !== 'idle');
              if (titles.includes(A1.titl)) expect(button(A1.titl)).toHaveAttribute('aria-busy', String(s === 'loadingDetail'));
              if (titles.includes(A4.titl)) expect(button(msg.alertDelete(A4.titl))).toHaveAttribute('aria-busy', String(s === 'deleting'));
              if (titles.length) expect(button(msg.alertDeleteAll)).toHaveAttribute('aria-busy', String(s === 'deletingAll'));
              const sheet = screen.queryByRole('dialog', { name: A1.titl });
              expect(sheet !== null).toBe(s === 'showingDetail');
              if (sheet) {
                // When it came, as the server answered it (the seed day's 09:55 KST, five minutes before its now).
                expect(sheet).toHaveTextContent(`${msg.alertSentAt} ${sentAt(detail!.sendDttm)} · ${detail!.timeAgo}`);
                expect(sentAt(detail!.sendDttm)).toBe('2026.03.12 09:55');
                expect(within(sheet).getByRole('link', { name: KIM.custNm })).toHaveAttribute('href', detailHref(KIM));
              }
              const alertDialog = screen.queryByRole('alertdialog');
              if (s === 'confirmingDeleteAll') expect(alertDialog).toHaveTextContent(msg.alertDeleteAllConfirm);
              else if (s === 'showingMessage') expect(alertDialog).toHaveTextContent(c.message);
              else expect(alertDialog).toBeNull();
              // Screens open only for the app's own paths; one call per action, never a second.
              const steps = path.steps.slice(1, index + 1).map((st) => st.event);
              expect(opened).toEqual(steps.filter((e) => e.type === 'user.open' && e.pushSqno === A2.pushSqno).map(() => A2.scrnUrl));
              expect(server.gate.all.filter(isApi('alarm/detail'))).toHaveLength(steps.filter((e) => e.type === 'user.open' && e.pushSqno === A1.pushSqno).length);
              expect(server.gate.all.filter(isApi('alarm/delete'))).toHaveLength(steps.filter((e) => e.type === 'user.delete').length);
              expect(server.gate.all.filter(isApi('alarm/allDelete'))).toHaveLength(steps.filter((e) => e.type === 'user.confirm').length);
            });
          },
        });
      });
  });
});
