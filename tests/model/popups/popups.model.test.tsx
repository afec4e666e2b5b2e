// Model-based tests of the notice popups: every generated path on the machine, then on the rendered
// start-up overlay and on the /popup/{sqno} page, with popup/list and popup/detail answered through the
// request gate by the real API client, and the ticked closes kept in the real UI memory (local storage).
// Each view replays a covering set of its model's paths (tests/support/covering-set.ts); all run on the machine.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { popupsMachine, type PopupsInput } from '../../../machines/popups/popups.machine';
import * as popupsSelectors from '../../../machines/popups/popups.selectors';
import { popupActors } from '../../../src/app/popups/popups-actors';
import { makeFlows } from '../../../src/app/flows';
import type { Popup } from '../../../src/domain/popups/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import type { SeenPopup } from '../../../src/domain/popups/popups';
import { PopupOverlay, PopupPage } from '../../../src/screens/popups/popup-view';
import { Clock } from '../../../src/services/clock.service';
import { UiMemoryNotSaved, uiMemoryKey } from '../../../src/services/ui-memory.service';
import { testAppRuntime } from '../../support/app-runtime';
import { httpGate, success } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';

const NOW = new Date('2026-03-12T10:00:00+09:00');
const TODAY = '2026-03-12';
const USER = 'planner01';
const POPUPS: Record<number, Popup> = {
  1: { sqno: 1, titl: '3월 시상 안내', cntn: '<p>이달의 <b>우수</b> 플래너</p><img src=x onerror="window.__pwned=1">', ppupTyp: '0' },
  2: { sqno: 2, titl: '새 기능 안내', cntn: '<p>홈 화면이 바뀌었습니다.</p>', ppupTyp: '1' },
  7: { sqno: 7, titl: '점검 안내', cntn: '<p>정기 점검</p>', ppupTyp: '1' },
};
const summary = (p: Popup) => ({ sqno: p.sqno, titl: p.titl, ppupTyp: p.ppupTyp });
const SEEN_1: SeenPopup[] = [{ sqno: 1, ppupTyp: '0', date: TODAY }];

const EVENTS: AnyEventObject[] = [
  { type: 'user.toggleHide' },
  { type: 'user.close' },
  { type: 'xstate.done.actor.loadPopups', output: { list: [summary(POPUPS[1]!), summary(POPUPS[2]!)], seen: [], today: TODAY } },
  { type: 'xstate.done.actor.loadPopups', output: { list: [summary(POPUPS[1]!), summary(POPUPS[2]!)], seen: SEEN_1, today: TODAY } },
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
  { name: 'the /popup/7 page', input: { userId: USER, sqno: 7 } },
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
});

const storedPopups = (): SeenPopup[] => JSON.parse(localStorage.getItem(uiMemoryKey(USER)) ?? '{"medals":[]}').popups ?? [];

function start(model: (typeof MODELS)[number]) {
  localStorage.clear();
  const gate = httpGate();
  const runtime = testAppRuntime(gate.fetch, 'device-0000-popups', Clock.layerFixed(NOW));
  const closePage = vi.fn();
  const machine = popupsMachine.provide({ actors: popupActors(makeFlows(runtime).fromEffect, model.input.sqno !== undefined), actions: { closePage } });
  const actor: AnyActorRef = createActor(machine, { input: model.input }).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(model.input.sqno === undefined ? <PopupOverlay actor={actor as any} /> : <PopupPage actor={actor as any} />);
  return { gate, actor, closePage };
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
        const { gate, actor, closePage } = start(model);
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
              const req = await gate.take((r) => r.path === '/api/v1/popup/list', 'popup/list');
              // What this user ticked before is in the memory when the list arrives.
              localStorage.setItem(uiMemoryKey(USER), JSON.stringify({ medals: [], popups: e.output.seen }));
              act(() => req.respond(200, success({ list: e.output.list })));
            },
            'xstate.error.actor.loadPopups': async () => {
              const req = await gate.take((r) => r.path === '/api/v1/popup/list', 'popup/list');
              act(() => req.fail());
            },
            'xstate.done.actor.loadPopup': async (e) => {
              const req = await gate.take((r) => r.path === '/api/v1/popup/detail', 'popup/detail');
              expect(req.form.get('sqno')).toBe(String(e.output.sqno));
              act(() => req.respond(200, success(e.output)));
            },
            'xstate.error.actor.loadPopup': async (e) => {
              const req = await gate.take((r) => r.path === '/api/v1/popup/detail', 'popup/detail');
              act(() => (e.error._tag === 'ServerError' ? req.respond(404, { rt: e.error.rt, rtMsg: e.error.rtMsg }) : req.fail()));
            },
          },
          verify: (step, i) =>
            waitFor(() => {
              const s = step.state.value as string;
              const c = step.state.context as any;
              const card = screen.queryByRole(model.input.sqno === undefined ? 'dialog' : 'region');
              if (s === 'showing') {
                expect(card).toHaveAccessibleName(c.current.titl);
                expect(screen.getByRole('checkbox', { name: c.current.ppupTyp === '0' ? msg.popupHideToday : msg.popupHideForever })).toHaveProperty('checked', c.hide);
                // The body is sanitised: formatting stays, handlers go.
                expect(card!.querySelector('.popup-body')!.innerHTML).not.toMatch(/onerror|<script/);
                expect((window as { __pwned?: number }).__pwned).toBeUndefined();
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
