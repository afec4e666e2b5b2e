// Model-based tests of the paged list: every generated path (full, short and empty pages, server and
// network failures, search, refresh, retry) on the bare machine, then on the rendered notice list with
// the real API client answering notice/list through a request gate. This is the shared machine's one
// full rendered replay; the screens that reuse it (alerts) replay a few smoke paths of their own.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { NOTICE_PAGE_SIZE, noticeListActors } from '../../../src/app/notice/notice-actors';
import { makeFlows } from '../../../src/app/flows';
import type { NoticeRow } from '../../../src/domain/notice/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { NoticeListScreen } from '../../../src/screens/notice/notice-list-screen';
import { testAppRuntime } from '../../support/app-runtime';
import { httpGate, success, type HeldRequest } from '../../support/http-gate';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';

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

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

function start() {
  localStorage.clear();
  const gate = httpGate();
  const runtime = testAppRuntime(gate.fetch, 'device-0000-notice');
  const machine = pagedListMachine.provide({ actors: noticeListActors(makeFlows(runtime).fromEffect) });
  const actor: AnyActorRef = createActor(machine, { input: INPUT }).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(<NoticeListScreen actor={actor as any} detailHref={(id) => `/notice/detail?itemId=${id}`} />);
  return { gate, actor };
}

const isList = (r: HeldRequest) => r.path === '/api/v1/notice/list';

describe('notice list screen: the same paths on the rendered view', () => {
  for (const path of paths)
    it(path.description, async () => {
      const { gate, actor } = start();
      const answer = async (e: AnyEventObject) => {
        const req = await gate.take(isList, 'notice/list');
        const c = actor.getSnapshot().context;
        // The request asks for the page after the shown items, with the current search.
        expect(req.form.get('offset')).toBe(String(c.items.length));
        expect(req.form.get('size')).toBe(String(NOTICE_PAGE_SIZE));
        expect(req.form.get('searchTxt')).toBe(c.query || null);
        act(() => {
          if (e.type.startsWith('xstate.done')) req.respond(200, success({ list: rows(c.items.length, e.output.items.length), totCnt: e.output.total }));
          else if (e.error._tag === 'ServerError') req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg });
          else req.fail();
        });
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
              expect(link).toHaveAttribute('href', `/notice/detail?itemId=${1000 - i}`);
              expect(link).toHaveTextContent(`공지 ${i + 1}`);
              expect(link).toHaveTextContent('2026.03.05');
              expect(within(link).queryByText(msg.noticeUrgent) !== null).toBe(i % 4 === 0);
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
      const { gate } = start();
      const first = await gate.take(isList, 'notice/list');
      act(() => first.respond(200, success({ list: rows(0, 10), totCnt: TOTAL })));
      await screen.findByText(msg.noticeTotal(TOTAL));
      const sentinel = observers.at(-1)!;
      act(() => sentinel.cb([{ isIntersecting: true, target: sentinel.el } as any], {} as any));
      const more = await gate.take((r) => isList(r) && r.form.get('offset') === '10', 'the second page');
      act(() => more.respond(200, success({ list: rows(10, 10), totCnt: TOTAL })));
      await waitFor(() => expect(within(screen.getByRole('list', { name: '공지사항 목록' })).getAllByRole('link')).toHaveLength(20));
      await userEvent.type(screen.getByRole('searchbox', { name: msg.noticeSearchLabel }), `${QUERY}{Enter}`);
      const search = await gate.take((r) => isList(r) && r.form.get('searchTxt') === QUERY, 'the search');
      expect(search.form.get('offset')).toBe('0');
      act(() => search.respond(200, success({ list: [], totCnt: 0 })));
      expect(await screen.findByText(msg.emptySearch)).toBeInTheDocument();
      expect(screen.getByRole('searchbox')).toHaveAttribute('maxlength', '50');
    } finally {
      (window as any).IntersectionObserver = Original;
    }
  });
});
