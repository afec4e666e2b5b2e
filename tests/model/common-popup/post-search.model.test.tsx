// Model-based tests of the address search popup, on the bare machines and on the rendered popup against the
// real server in-process on PGlite, inside the fake Android shell:
// (1) the popup (postSearch): opened empty or with a keyword, a keyword searched or refused, an address
//     picked and reported to the opener (juso-selected through the shell's sendToParent), closed without a
//     report. Its result list answers from the server by itself here.
// (2) its result list (the shared paged list with the postSearch loader, page number and 10 a page): the
//     server's pages of three keywords (two full pages and a short one; one short page; no match), and
//     faults (scripted: an unavailable service, no network) with retry. The paged list's full replay is
//     tests/model/shared/paged-list.model.test.tsx; here a covering set of this loader's models.
// Expected rows are the seeded address table's (server/test-support/address-data.ts).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { installFakeShell } from '../../../bridges/fake/fake-shell';
import { postSearchMachine, type PostSearchInput } from '../../../machines/common-popup/post-search.machine';
import * as postSearchSelectors from '../../../machines/common-popup/post-search.selectors';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import * as pagedListSelectors from '../../../machines/shared/paged-list.selectors';
import { seededJusoMatching } from '../../../server/test-support/address-data';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { providePostSearch } from '../../../src/app/common-popup/post-search-route';
import { makeFlows } from '../../../src/app/flows';
import { HOME_PATH } from '../../../src/domain/app/routes';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { PostSearchScreen } from '../../../src/screens/common-popup/post-search-screen';
import { testAppRuntime } from '../../support/app-runtime';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { finishedBy } from '../customers/section-world';

const h = await createHarness(TEST_DATABASES[0]!);
const POST_SEARCH = '/api/v1/common/postSearch';

const ROAD = '테헤란로';
const ROAD_ROWS = seededJusoMatching(ROAD);
const FIRST = ROAD_ROWS[0]!;

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});
afterAll(() => h.close());

/** planner01 signed in, inside the fake Android shell, the popup rendered; `hold`: postSearch waits for the path. */
async function openPopup(input: PostSearchInput, hold: boolean) {
  localStorage.clear();
  const login = await h.loginAnswer('planner01', { autoLoginYn: 'Y' });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const shell = installFakeShell({ platform: 'AND', answerDelayMs: 0 });
  const server = serverFetch(h, (p) => hold && p === POST_SEARCH);
  const runtime = testAppRuntime(server.fetch, 'device-0000-juso');
  const went: string[] = [];
  const actor: AnyActorRef = createActor(providePostSearch(makeFlows(runtime), (to) => went.push(to)), { input }).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
    shell.uninstall();
  };
  render(<PostSearchScreen actor={actor as any} />);
  return { actor, shell, server, went };
}

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const popup = () => screen.getByRole('region', { name: msg.jusoTitle });
/** The rows shown and what each says: building name, road and lot address, postal code. */
function expectRows(rows: readonly { roadAddr: string; jibunAddr: string; zipNo: string; bdNm: string }[]) {
  const list = screen.queryByRole('list', { name: msg.jusoListLabel });
  const shown = list ? within(list).getAllByRole('listitem') : [];
  expect(shown).toHaveLength(rows.length);
  rows.forEach((r, i) => {
    expect(within(shown[i]!).getByRole('radio', { name: r.roadAddr })).toBeInTheDocument();
    expect(shown[i]).toHaveTextContent(r.jibunAddr);
    expect(shown[i]).toHaveTextContent(r.zipNo);
    if (r.bdNm) expect(shown[i]).toHaveTextContent(r.bdNm);
  });
}

describe('the address search popup', () => {
  const EVENTS: AnyEventObject[] = [
    { type: 'user.search', keyword: ROAD },
    { type: 'user.search', keyword: '역' },
    { type: 'user.pick', juso: FIRST },
    { type: 'user.confirm' },
    { type: 'user.close' },
    { type: 'xstate.done.actor.finish' },
  ];
  const contextKey = (c: any) => [c.keyword, c.problem, c.picked?.roadAddr ?? null];
  const inert = postSearchMachine.provide({
    actors: { ...(inertActors(['finish']) as any), jusoList: pagedListMachine.provide({ actors: inertActors(['loadPage']) as any }) },
  });
  /** The popup closes itself at once: a path stopping while it finishes ends with the shell's answer. */
  const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';
  const INPUTS: { name: string; input: PostSearchInput }[] = [
    { name: 'opened empty', input: { keyword: '' } },
    { name: 'opened with a keyword', input: { keyword: `  ${ROAD} ` } },
  ];
  const taken = new Set<string>();
  afterAll(() => writeCoverage(postSearchMachine, taken));

  // Every (state, context, incoming transition) vertex: a pick cleared by a new search, a refused keyword
  // over results, and so on.
  it('the road has more than a page of seeded addresses', () => expect(ROAD_ROWS.length).toBeGreaterThan(10));

  for (const { name, input } of INPUTS) {
    const finished = finishedBy(inert, input, (v) => (v === 'finishing' || v === 'closing' ? 'finish' : null));
    const paths = cachedPaths(`post-search-${input.keyword ? 'keyword' : 'empty'}`, postSearchMachine, { events: EVENTS, input, contextKey }, generatePaths).map(finished);

    describe(`${name}: generated paths on the machine`, () => {
      it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(4));
      for (const path of paths) it(path.description, () => replayOnMachine(inert, input, path, taken, contextKey));
    });

    describe(`${name}: a covering set on the rendered popup`, () => {
      for (const path of renderedPaths(paths, { machine: inert, input, selectors: postSearchSelectors }))
        it(path.description, async () => {
          const { actor, shell, went } = await openPopup(input, false);
          await replayOnImplementation(path, {
            actor: () => actor,
            settle: (check) => waitFor(check),
            isAuto,
            drivers: {
              'user.search': (e) => {
                fireEvent.change(screen.getByRole('searchbox', { name: msg.jusoKeywordLabel }), { target: { value: e.keyword } });
                return click(screen.getByRole('button', { name: msg.jusoSearch }));
              },
              // The radio shows once the list's first page has come from the server.
              'user.pick': async (e) => click(await screen.findByRole('radio', { name: e.juso.roadAddr })),
              'user.confirm': () => click(screen.getByRole('button', { name: msg.jusoPick })),
              'user.close': () => click(screen.getByRole('button', { name: msg.jusoClose })),
            },
            verify: (step) =>
              waitFor(() => {
                const s = step.state.value as any;
                const c = step.state.context as any;
                if (s === 'closed') {
                  // The opener hears of the address picked (only then), the web view closes, and a window that stays goes back.
                  const told = shell.calls.filter((k) => k.action === 'sendToParent').map((k) => k.payload.data);
                  expect(told).toEqual(c.picked ? [{ event: 'juso-selected', zipNo: FIRST.zipNo, roadAddr: FIRST.roadAddr }] : []);
                  expect(shell.calls.filter((k) => k.action === 'close')).toHaveLength(1);
                  expect(went).toEqual([HOME_PATH]);
                  return;
                }
                const results = s.open === 'results';
                expect(within(popup()).queryByText(msg.jusoHint) !== null).toBe(s.open === 'idle');
                if (c.problem) expect(within(popup()).getByRole('alert')).toHaveTextContent(c.problem);
                else expect(within(popup()).queryByRole('alert')).toBeNull();
                expect(screen.getByRole('button', { name: msg.jusoPick })).toHaveProperty('disabled', !(results && c.picked));
                if (!results) return expectRows([]);
                // The first page of the road, in the table's order, under the count of all.
                expect(within(popup()).getByText(msg.jusoTotal(ROAD_ROWS.length))).toBeInTheDocument();
                expectRows(ROAD_ROWS.slice(0, 10));
                expect(screen.getByRole('radio', { name: FIRST.roadAddr })).toHaveProperty('checked', c.picked !== null);
              }),
          });
        });
    });
  }
});

describe('its result list: the server’s pages, 10 a page by page number', () => {
  const UNAVAILABLE = new ServerError({ rt: 'server_error', rtMsg: msg.jusoUnavailable });
  const FAULTS: AnyEventObject[] = [
    { type: 'xstate.error.actor.loadPage', error: UNAVAILABLE },
    { type: 'xstate.error.actor.loadPage', error: new NetworkError({ detail: 'offline' }) },
  ];
  /** A keyword's pages as the server answers them from the seeded table (no page at all: one empty page). */
  const pagesOf = (keyword: string) => {
    const rows = seededJusoMatching(keyword);
    const count = Math.max(1, Math.ceil(rows.length / 10));
    return Array.from({ length: count }, (_, i) => ({ items: rows.slice(i * 10, i * 10 + 10), total: rows.length }));
  };
  // Three full-and-short pages, one short page, nothing.
  const MODELS = ['테헤란로 삼성동', '서초 롯데캐슬', '없는도로명'].map((keyword) => {
    const pages = pagesOf(keyword);
    const events: AnyEventObject[] = [{ type: 'user.loadMore' }, { type: 'user.retry' }, ...pages.map((output) => ({ type: 'xstate.done.actor.loadPage', output })), ...FAULTS];
    return { keyword, pages, rows: seededJusoMatching(keyword), events };
  });
  const contextKey = (c: any) => [c.items.length, c.total, c.error];
  const inert = pagedListMachine.provide({ actors: inertActors(['loadPage']) as any });
  const taken = new Set<string>();
  afterAll(() => writeCoverage(pagedListMachine, taken));

  it('the keywords have three pages, one short page and none of seeded addresses', () =>
    expect(MODELS.map((m) => [m.pages.length, m.rows.length > 20 && m.rows.length < 30, m.rows.length])).toEqual([
      [3, true, MODELS[0]!.rows.length],
      [1, false, MODELS[1]!.rows.length],
      [1, false, 0],
    ]));

  for (const model of MODELS) {
    const input = { pageSize: 10, query: model.keyword };
    /** The server answers the page asked for. */
    const allow = (s: any, e: AnyEventObject) => e.type !== 'xstate.done.actor.loadPage' || e.output === model.pages[s.context.page];
    const name = `${model.keyword} (${model.rows.length} seeded)`;
    const paths = cachedPaths(`post-search-list-${model.pages.length}-${model.rows.length}`, pagedListMachine, { events: model.events, input, contextKey, allow }, generatePaths);

    describe(`${name}: on the machine`, () => {
      it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(3));
      for (const path of paths) it(path.description, () => replayOnMachine(inert, input, path, taken, contextKey));
    });

    describe(`${name}: a covering set on the rendered popup`, () => {
      for (const path of renderedPaths(paths, { machine: inert, input, selectors: pagedListSelectors }))
        it(path.description, async () => {
          const { actor, server } = await openPopup({ keyword: model.keyword }, true);
          const list = () => actor.getSnapshot().children.list as AnyActorRef;
          const answer = async (e: AnyEventObject) => {
            const req = await server.gate.take((r) => r.path === POST_SEARCH, 'postSearch');
            const c = list().getSnapshot().context;
            // The keyword as searched, the next page by its number, ten a page.
            expect(Object.fromEntries(['keyword', 'currentPage', 'countPerPage'].map((k) => [k, req.form.get(k)]))).toEqual({
              keyword: model.keyword,
              currentPage: String(c.page + 1),
              countPerPage: '10',
            });
            if (e.type === 'xstate.done.actor.loadPage') {
              const got = await act(async () => server.forward(req));
              expect(got.body.data).toEqual({ common: { totalCount: e.output.total, currentPage: c.page + 1, countPerPage: 10 }, juso: e.output.items });
            } else act(() => (e.error._tag === 'ServerError' ? req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }) : req.fail()));
          };
          await replayOnImplementation(path, {
            actor: list,
            settle: (check) => waitFor(check),
            drivers: {
              'user.loadMore': () => click(screen.getByRole('button', { name: msg.loadMore })),
              'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
              'xstate.done.actor.loadPage': answer,
              'xstate.error.actor.loadPage': answer,
            },
            verify: (step) =>
              waitFor(() => {
                const s = step.state.value as string;
                const c = list().getSnapshot().context;
                expect(contextKey(c)).toEqual(contextKey(step.state.context));
                expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loadingFirst');
                expect(screen.queryByRole('status', { name: '더 불러오는 중' }) !== null).toBe(s === 'loadingMore');
                expectRows(model.rows.slice(0, c.items.length));
                expect(screen.queryByText(msg.jusoTotal(c.total)) !== null).toBe(c.page > 0);
                expect(screen.queryByText(msg.jusoEmpty) !== null).toBe(s === 'empty');
                expect(screen.queryByRole('button', { name: msg.loadMore }) !== null).toBe(s === 'ready');
                const alert = screen.queryByRole('alert');
                if (s === 'failed') expect(alert).toHaveTextContent(c.error!);
                else expect(alert).toBeNull();
              }),
          });
        });
    });
  }
});
