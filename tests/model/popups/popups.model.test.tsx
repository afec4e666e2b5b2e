// Model-based tests of the notice popups: every generated path on the machine, then a covering set
// (tests/support/covering-set.ts) on the rendered start-up overlay and on the /popup/{sqno} page against the
// real server in-process with its seeded popups: popup/list and popup/detail are held so a path can fail them
// (offline, not found) or forward them; the ticked closes are kept in the real UI memory (local storage).
// A start-up list without popups is the server's answer on a day none is open.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { popupsMachine, type PopupsInput } from '../../../machines/popups/popups.machine';
import * as popupsSelectors from '../../../machines/popups/popups.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness, TEST_NOW } from '../../../server/test-support/harness';
import { popupActors } from '../../../src/app/popups/popups-actors';
import { makeFlows } from '../../../src/app/flows';
import type { Popup, PopupSummary } from '../../../src/domain/popups/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import type { SeenPopup } from '../../../src/domain/popups/popups';
import { PopupOverlay, PopupPage } from '../../../src/screens/popups/popup-view';
import { Clock } from '../../../src/services/clock.service';
import { UiMemoryNotSaved, uiMemoryKey } from '../../../src/services/ui-memory.service';
import { answerHeld } from '../../support/answer-held';
import { testAppRuntime } from '../../support/app-runtime';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { dataOf } from '../schedule/schedule-world';

/** The seed day (KST): the app's clock and the server's. */
const TODAY = '2026-03-12';
const USER = 'planner01';
const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const SESSION = (await h.loginAnswer(USER, { autoLoginYn: 'Y' })).body.data;
/** The popups open on the seed day, as the server lists them, and each one's detail. */
const OPEN: PopupSummary[] = (await dataOf(h, USER, 'popup/list', {})).list;
const POPUPS: Record<number, Popup> = Object.fromEntries(await Promise.all(OPEN.map(async (p) => [p.sqno, await dataOf(h, USER, 'popup/detail', { sqno: String(p.sqno) })])));
/** A day no popup is open (seed: one closed ten days before the seed day, the next opened three days before it). */
const NONE_OPEN = new Date(TEST_NOW.getTime() - 5 * 86_400_000);
const SEEN_FIRST: SeenPopup[] = [{ sqno: OPEN[0]!.sqno, ppupTyp: OPEN[0]!.ppupTyp, date: TODAY }];
/** The /popup/{sqno} page opens the once-only popup (type '1'). */
const PAGE_SQNO = OPEN.find((p) => p.ppupTyp !== '0')!.sqno;

const EVENTS: AnyEventObject[] = [
  { type: 'user.toggleHide' },
  { type: 'user.close' },
  { type: 'xstate.done.actor.loadPopups', output: { list: OPEN, seen: [], today: TODAY } },
  { type: 'xstate.done.actor.loadPopups', output: { list: OPEN, seen: SEEN_FIRST, today: TODAY } },
  { type: 'xstate.done.actor.loadPopups', output: { list: [], seen: [], today: TODAY } },
  { type: 'xstate.error.actor.loadPopups', error: new NetworkError({ detail: 'offline' }) },
  ...Object.values(POPUPS).map((output) => ({ type: 'xstate.done.actor.loadPopup', output })),
  { type: 'xstate.error.actor.loadPopup', error: new ServerError({ rt: 'not_found', rtMsg: msg.notFound }) },
  { type: 'xstate.error.actor.loadPopup', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.done.actor.rememberPopup' },
  { type: 'xstate.error.actor.rememberPopup', error: new UiMemoryNotSaved({ key: uiMemoryKey(USER) }) },
];
/** popup/detail answers the popup asked for (the head of the queue). */
const allow = (s: any, e: AnyEventObject) => e.type !== 'xstate.done.actor.loadPopup' || e.output.sqno === s.context.queue[0]?.sqno;
const contextKey = (c: any) => [c.queue.map((q: { sqno: number }) => q.sqno), c.current?.sqno ?? null, c.hide, c.error];

const MODELS: { name: string; input: PopupsInput }[] = [
  { name: 'start-up popups', input: { userId: USER } },
  { name: `the /popup/${PAGE_SQNO} page`, input: { userId: USER, sqno: PAGE_SQNO } },
];
const taken = new Set<string>();
afterAll(() => writeCoverage(popupsMachine, taken));
const inert = popupsMachine.provide({ actors: inertActors(['loadPopups', 'loadPopup', 'rememberPopup']) as any });

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
  vi.restoreAllMocks();
  h.clock.set(TEST_NOW);
});

const storedPopups = (): SeenPopup[] => JSON.parse(localStorage.getItem(uiMemoryKey(USER)) ?? '{"medals":[]}').popups ?? [];

function start(model: (typeof MODELS)[number]) {
  localStorage.clear();
  localStorage.setItem('ep.session', JSON.stringify(SESSION));
  const server = serverFetch(h, (p) => p === '/api/v1/popup/list' || p === '/api/v1/popup/detail');
  const runtime = testAppRuntime(server.fetch, 'device-0000-popups', Clock.layerFixed(TEST_NOW));
  const closePage = vi.fn();
  const machine = popupsMachine.provide({ actors: popupActors(makeFlows(runtime).fromEffect, model.input.sqno !== undefined), actions: { closePage } });
  const actor: AnyActorRef = createActor(machine, { input: model.input }).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(model.input.sqno === undefined ? <PopupOverlay actor={actor as any} /> : <PopupPage actor={actor as any} />);
  return { server, actor, closePage };
}

/** Whether each ticked close of the path is kept (done) or refused by the storage (error), in order. */
const rememberOutcomes = (path: ModelPath) =>
  path.steps.filter((s) => s.event.type.endsWith('.rememberPopup')).map((s) => s.event.type.startsWith('xstate.done'));

for (const model of MODELS) {
  const paths = generatePaths(popupsMachine, { events: EVENTS, input: model.input, contextKey, allow });

  describe(`popups machine, ${model.name}: generated paths`, () => {
    it('generates paths', () => expect(paths.length).toBeGreaterThan(model.input.sqno === undefined ? 10 : 4));
    for (const path of paths) it(path.description, () => replayOnMachine(inert, model.input, path, taken, contextKey));
  });

  describe(`popups view, ${model.name}: a covering set of the paths on the rendered view`, () => {
    for (const path of renderedPaths(paths, { machine: inert, input: model.input, selectors: popupsSelectors }))
      it(path.description, async () => {
        const { server, actor, closePage } = start(model);
        const take = (call: string) => server.gate.take((r) => r.path === `/api/v1/${call}`, call);
        const outcomes = rememberOutcomes(path);
        await replayOnImplementation(path, {
          actor: () => actor,
          settle: (check) => waitFor(check),
          // The memory answers by itself; the close that asked it decides whether the storage refuses.
          isAuto: (e) => e.type.endsWith('.rememberPopup'),
          drivers: {
            'user.toggleHide': () => void fireEvent.click(screen.getByRole('checkbox')),
            'user.close': () => {
              const current = actor.getSnapshot().context.current as Popup | null;
              if (actor.getSnapshot().context.hide && current) {
                const keep = outcomes.shift()!;
                if (!keep)
                  vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
                    throw new Error('QuotaExceededError');
                  });
              }
              fireEvent.click(screen.getByRole('button', { name: msg.popupClose }));
            },
            'xstate.done.actor.loadPopups': async (e) => {
              const req = await take('popup/list');
              // What this user ticked before is in the memory when the list arrives.
              localStorage.setItem(uiMemoryKey(USER), JSON.stringify({ medals: [], popups: e.output.seen }));
              // The path's empty list: the server lists the popups open on a day none is.
              if (e.output.list.length === 0) h.clock.set(NONE_OPEN);
              const body = await answerHeld(server.forward, req, e);
              h.clock.set(TEST_NOW);
              expect(body.data.list).toEqual(e.output.list);
            },
            'xstate.error.actor.loadPopups': async (e) => void (await answerHeld(server.forward, await take('popup/list'), e)),
            'xstate.done.actor.loadPopup': async (e) => {
              const req = await take('popup/detail');
              expect(req.form.get('sqno')).toBe(String(e.output.sqno));
              expect((await answerHeld(server.forward, req, e)).data).toEqual(POPUPS[e.output.sqno]);
            },
            'xstate.error.actor.loadPopup': async (e) => {
              const req = await take('popup/detail');
              // A refusal inside act, as the server words it (404 for not_found).
              await act(async () => (e.error._tag === 'NetworkError' ? req.fail() : req.respond(404, { rt: e.error.rt, rtMsg: e.error.rtMsg })));
            },
          },
          verify: (step, i) =>
            waitFor(() => {
              const s = step.state.value as string;
              const c = step.state.context as any;
              const card = screen.queryByRole(model.input.sqno === undefined ? 'dialog' : 'region');
              if (s === 'showing') {
                // The server's popup: its title, its body with its formatting, the box its type calls for.
                const popup = POPUPS[c.current.sqno]!;
                expect(card).toHaveAccessibleName(popup.titl);
                const body = card!.querySelector('.popup-body')!;
                expect(body.textContent).toBe(new DOMParser().parseFromString(popup.cntn, 'text/html').body.textContent);
                expect(body.querySelectorAll('b, strong')).toHaveLength((popup.cntn.match(/<(b|strong)>/g) ?? []).length);
                expect(screen.getByRole('checkbox', { name: popup.ppupTyp === '0' ? msg.popupHideToday : msg.popupHideForever })).toHaveProperty('checked', c.hide);
              } else expect(card).toBeNull();
              if (model.input.sqno !== undefined) {
                expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'starting' || s === 'opening');
                if (s === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
                else expect(screen.queryByRole('alert')).toBeNull();
              }
              expect(closePage).toHaveBeenCalledTimes(s === 'done' ? 1 : 0);
              // Every ticked close kept so far is in the memory with today's date; a refused one is not.
              const closedWith = (outcome: string) =>
                path.steps.slice(1, i + 1).flatMap((x, j) => (x.event.type === `xstate.${outcome}.actor.rememberPopup` ? [path.steps[j]!.state.context as any] : []));
              const kept = closedWith('done').map((x) => ({ sqno: x.current.sqno, ppupTyp: x.current.ppupTyp, date: TODAY }));
              expect(storedPopups()).toEqual(expect.arrayContaining(kept));
              for (const x of closedWith('error')) expect(storedPopups().some((p) => p.sqno === x.current.sqno)).toBe(false);
            }),
        });
      });
  });
}
