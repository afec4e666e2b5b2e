// Model-based tests of the paged list: every generated path (full, short and empty pages, server and
// network failures, search, refresh, retry) on the bare machine, then on the rendered notice list against
// the real server in-process (PGlite), signed in: notice/list is held, a path's done step forwards it to the
// server and an error step injects the fault. The rendered paths are generated from the server's own pages
// (the small seed's twelve notices: a full first page and a short second one, a search finding two and one
// finding none), only where each answer is what the server gives for the request (its offset and search);
// a covering set of them is replayed. This is the shared machine's one full rendered replay; the screens
// that reuse it (alerts) replay a few smoke paths of their own.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { pagedListMachine, type Page } from '../../../machines/shared/paged-list.machine';
import * as pagedListSelectors from '../../../machines/shared/paged-list.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { NOTICE_PAGE_SIZE, noticeListActors } from '../../../src/app/notice/notice-actors';
import { makeFlows } from '../../../src/app/flows';
import type { NoticeRow } from '../../../src/domain/notice/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { NoticeListScreen } from '../../../src/screens/notice/notice-list-screen';
import { answerHeld } from '../../support/answer-held';
import { testAppRuntime } from '../../support/app-runtime';
import type { HeldRequest } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { dataOf } from '../schedule/schedule-world';

const QUERY = '안전';
const TOTAL = 25;
/** Rows as the server numbers them: the offset decides the ids, urgent every fourth. */
const rows = (offset: number, n: number): NoticeRow[] =>
  Array.from({ length: n }, (_, i) => ({
    itemId: 1000 - offset - i,
    title: `공지 ${offset + i + 1}`,
    importance: (offset + i) % 4 === 0 ? '1' : '2',
    writeDate: '2026-03-05',
  }));
const INPUT = { pageSize: NOTICE_PAGE_SIZE, query: '' };
const EVENTS: AnyEventObject[] = [
  { type: 'user.loadMore' },
  { type: 'user.search', query: QUERY },
  { type: 'user.refresh' },
  { type: 'parent.refresh' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadPage', output: { items: rows(0, 10), total: TOTAL } },
  { type: 'xstate.done.actor.loadPage', output: { items: rows(0, 3), total: TOTAL } },
  { type: 'xstate.done.actor.loadPage', output: { items: [], total: 0 } },
  { type: 'xstate.error.actor.loadPage', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.error.actor.loadPage', error: new NetworkError({ detail: 'offline' }) },
];
const contextKey = (c: any) => [c.items.length, c.total, c.query, c.error];
const paths = cachedPaths('paged-list-notices', pagedListMachine, { events: EVENTS, input: INPUT, contextKey }, generatePaths);
const inert = pagedListMachine.provide({ actors: inertActors(['loadPage']) as any });
const taken = new Set<string>();
afterAll(() => writeCoverage(pagedListMachine, taken));

describe('paged-list machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(20));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const USER = 'planner01';
const DEVICE_ID = 'device-0000-notice';
/** Two searches of the rendered model: one finds a few notices (a short first page), the other none. */
const SOME = '긴급';
const NONE = QUERY;
/** The server's page for a request: its search and offset (the size is the screen's). */
const serverPage = async (query: string, offset: number): Promise<Page> => {
  const d = await dataOf(h, USER, 'notice/list', { offset: String(offset), size: String(NOTICE_PAGE_SIZE), ...(query ? { searchTxt: query } : {}) });
  return { items: d.list, total: d.totCnt };
};
const PAGES = new Map<string, Page>();
for (const [query, offset] of [['', 0], ['', NOTICE_PAGE_SIZE], [SOME, 0], [NONE, 0]] as const) PAGES.set(`${query}|${offset}`, await serverPage(query, offset));
const pageAt = (query: string, offset: number) => PAGES.get(`${query}|${offset}`);

it('the seed’s notices give a full first page with more after it, a short last page, a short search and an empty one', () => {
  const [first, rest, some, none] = [pageAt('', 0)!, pageAt('', NOTICE_PAGE_SIZE)!, pageAt(SOME, 0)!, pageAt(NONE, 0)!];
  expect(first.items).toHaveLength(NOTICE_PAGE_SIZE);
  expect(first.total).toBeGreaterThan(NOTICE_PAGE_SIZE);
  expect(rest.items.length).toBe(first.total! - NOTICE_PAGE_SIZE);
  expect(rest.items.length).toBeLessThan(NOTICE_PAGE_SIZE);
  expect([some.items.length > 0, some.items.length < NOTICE_PAGE_SIZE, some.total]).toEqual([true, true, some.items.length]);
  expect([none.items, none.total]).toEqual([[], 0]);
});

// The rendered model: the same controls, and pages only as the server answers each request.
const SERVER_EVENTS: AnyEventObject[] = [
  ...EVENTS.filter((e) => !e.type.startsWith('xstate.done.') && e.type !== 'user.search'),
  { type: 'user.search', query: SOME },
  { type: 'user.search', query: NONE },
  ...[...PAGES.values()].map((output) => ({ type: 'xstate.done.actor.loadPage', output })),
];
const served = (s: any, e: AnyEventObject) =>
  !e.type.startsWith('xstate.done.') || JSON.stringify(pageAt(s.context.query, s.context.items.length)) === JSON.stringify(e.output);
const serverPaths = cachedPaths('paged-list-notices-server', pagedListMachine, { events: SERVER_EVENTS, input: INPUT, contextKey, allow: served }, generatePaths);

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

/** Signed in as USER on the real server (its session stored), notice/list held. */
async function start() {
  localStorage.clear();
  const login = await h.loginAnswer(USER, { autoLoginYn: 'Y', deviceUuid: DEVICE_ID });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const server = serverFetch(h, (path) => path === '/api/v1/notice/list');
  const runtime = testAppRuntime(server.fetch, DEVICE_ID);
  const machine = pagedListMachine.provide({ actors: noticeListActors(makeFlows(runtime).fromEffect) });
  const actor: AnyActorRef = createActor(machine, { input: INPUT }).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(<NoticeListScreen actor={actor as any} detailHref={(id) => `/notice/detail?itemId=${id}`} />);
  return { server, gate: server.gate, actor };
}

const isList = (r: HeldRequest) => r.path === '/api/v1/notice/list';
/** The held request answered as the event says: forwarded (the server's page), or the fault injected inside act. */
async function answerList(server: ReturnType<typeof serverFetch>, req: HeldRequest, e: AnyEventObject): Promise<Page | null> {
  if (e.type.startsWith('xstate.error.')) {
    await act(async () => void (await answerHeld(server.forward, req, e)));
    return null;
  }
  const body = await answerHeld(server.forward, req, e);
  return { items: body.data.list, total: body.data.totCnt };
}

describe('notice list screen: a covering set of the server’s paths on the rendered view', () => {
  it('the server’s paths are many', () => expect(serverPaths.length).toBeGreaterThan(20));
  for (const path of renderedPaths(serverPaths, { machine: inert, input: INPUT, selectors: pagedListSelectors }))
    it(path.description, async () => {
      const { server, gate, actor } = await start();
      const answer = async (e: AnyEventObject) => {
        const req = await gate.take(isList, 'notice/list');
        const c = actor.getSnapshot().context;
        // The request asks for the page after the shown items, with the current search.
        expect(req.form.get('offset')).toBe(String(c.items.length));
        expect(req.form.get('size')).toBe(String(NOTICE_PAGE_SIZE));
        expect(req.form.get('searchTxt')).toBe(c.query || null);
        const page = await answerList(server, req, e);
        // The path's page is the server's answer to this request.
        if (page) expect(page).toEqual(e.output);
      };
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'user.loadMore': () => void fireEvent.click(screen.getByRole('button', { name: msg.loadMore })),
          'user.search': (e) => {
            fireEvent.change(screen.getByRole('searchbox', { name: msg.noticeSearchLabel }), { target: { value: e.query } });
            fireEvent.click(screen.getByRole('button', { name: '검색' }));
          },
          // No control sends these yet (pull-to-refresh comes later; an owning machine sends parent.refresh).
          'user.refresh': () => void act(() => actor.send({ type: 'user.refresh' })),
          'parent.refresh': () => void act(() => actor.send({ type: 'parent.refresh' })),
          'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' })),
          'xstate.done.actor.loadPage': answer,
          'xstate.error.actor.loadPage': answer,
        },
        verify: (step) =>
          waitFor(() => {
            const s = step.state.value as string;
            const c = step.state.context as any;
            expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loadingFirst');
            expect(screen.queryByRole('status', { name: '더 불러오는 중' }) !== null).toBe(s === 'loadingMore');
            const list = screen.queryByRole('list', { name: '공지사항 목록' });
            const shown = list ? within(list).getAllByRole('link') : [];
            expect(shown).toHaveLength(c.items.length);
            shown.forEach((link, i) => {
              const row = c.items[i] as NoticeRow;
              expect(link).toHaveAttribute('href', `/notice/detail?itemId=${row.itemId}`);
              expect(link).toHaveTextContent(row.title);
              expect(link).toHaveTextContent(row.writeDate.replaceAll('-', '.'));
              expect(within(link).queryByText(msg.noticeUrgent) !== null).toBe(row.importance === '1');
            });
            if (c.page > 0) expect(screen.getByText(msg.noticeTotal(c.total))).toBeInTheDocument();
            else expect(screen.queryByText(/^총 \d+건$/)).toBeNull();
            expect(screen.queryByRole('button', { name: msg.loadMore }) !== null).toBe(s === 'ready');
            expect(screen.queryByText(msg.emptySearch) !== null).toBe(s === 'empty' && c.query !== '');
            expect(screen.queryByText(msg.emptyNotices) !== null).toBe(s === 'empty' && c.query === '');
            if (s === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
            else expect(screen.queryByRole('alert')).toBeNull();
          }),
      });
    });
});

describe('notice list screen: scrolling and the keyboard', () => {
  it('asks for the next page when the end of the list scrolls into view, and searches on Enter', async () => {
    const observers: { cb: IntersectionObserverCallback; el: Element | null }[] = [];
    const Original = (window as any).IntersectionObserver;
    (window as any).IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback) {
        observers.push({ cb, el: null });
      }
      observe(el: Element) {
        observers[observers.length - 1]!.el = el;
      }
      disconnect() {}
    };
    try {
      const { server, gate } = await start();
      const done = { type: 'xstate.done.actor.loadPage' };
      const first = (await answerList(server, await gate.take(isList, 'notice/list'), done))!;
      await screen.findByText(msg.noticeTotal(first.total!));
      const sentinel = observers.at(-1)!;
      act(() => sentinel.cb([{ isIntersecting: true, target: sentinel.el } as any], {} as any));
      const more = await gate.take((r) => isList(r) && r.form.get('offset') === '10', 'the second page');
      await answerList(server, more, done);
      await waitFor(() => expect(within(screen.getByRole('list', { name: '공지사항 목록' })).getAllByRole('link')).toHaveLength(first.total!));
      await userEvent.type(screen.getByRole('searchbox', { name: msg.noticeSearchLabel }), `${QUERY}{Enter}`);
      const search = await gate.take((r) => isList(r) && r.form.get('searchTxt') === QUERY, 'the search');
      expect(search.form.get('offset')).toBe('0');
      await answerList(server, search, done);
      expect(await screen.findByText(msg.emptySearch)).toBeInTheDocument();
      expect(screen.getByRole('searchbox')).toHaveAttribute('maxlength', '50');
    } finally {
      (window as any).IntersectionObserver = Original;
    }
  });
});
