// Model-based tests of the schedule-completion toggle: every generated path on the machine, then on
// the dashboard's rendered schedule card with the real API client answering through a request gate
// (saveMyschedule CMP, dashboard/progress) and a sink standing in for the dashboard.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Layer, ManagedRuntime } from 'effect';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyActorRef } from 'xstate';
import { scheduleToggleMachine } from '../../machines/schedule-toggle/schedule-toggle.machine';
import { reloadProgress, saveCompletion } from '../../src/app/actors/schedule-toggle';
import { fromEffectOn } from '../../src/app/from-effect';
import type { Progress, ScheduleItem } from '../../src/domain/contracts/dashboard';
import { NetworkError, ServerError } from '../../src/domain/errors';
import { msg } from '../../src/domain/messages';
import { readUserAgent } from '../../src/domain/rules/platform';
import { ScheduleCard } from '../../src/screens/dashboard/cards/schedule-card';
import { Api } from '../../src/services/api.service';
import { ApiConfig } from '../../src/services/config.service';
import { Device } from '../../src/services/device.service';
import { SessionStore } from '../../src/services/session-store.service';
import { WebStorage } from '../../src/services/web-storage.service';
import { httpGate, success } from '../support/http-gate';
import { generatePaths, writeCoverage } from '../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../support/replay';

const item = (sqno: number, cmplYn: 'Y' | 'N', custNm: string): ScheduleItem => ({
  sqno, cmplYn, allYn: 'N', sttHr: `1${sqno}:00`, endHr: `1${sqno}:30`, scdlDivCd: 'SSD01', scdlDivNm: '상담', custNm, username2: '', etcCntn: '',
});
const ITEMS = [item(1, 'N', '이서연'), item(2, 'Y', '박지호')];
const PROGRESS: Progress = { srcGoal: 20, custmCnt: 21, dgnssrvcGoal: 10, coupnCnt: 5, consGoal: 30, counselCnt: 3 };
const REFUSED = '본인의 일정만 변경할 수 있습니다.';

const EVENTS = [
  { type: 'user.toggleSchedule', sqno: 1 },
  { type: 'user.toggleSchedule', sqno: 2 },
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'user.dismissError' },
  { type: 'xstate.done.actor.saveCompletion' },
  { type: 'xstate.error.actor.saveCompletion', error: new ServerError({ rt: 'not_found', rtMsg: REFUSED }) },
  { type: 'xstate.error.actor.saveCompletion', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.done.actor.reloadProgress', output: PROGRESS },
  { type: 'xstate.error.actor.reloadProgress', error: new NetworkError({ detail: 'offline' }) },
];
const contextKey = (c: any) => [c.items.map((i: ScheduleItem) => i.cmplYn).join(''), c.pending, c.error];
const INPUT = { items: ITEMS };
const paths = generatePaths(scheduleToggleMachine, { events: EVENTS, input: INPUT, contextKey, limit: 5_000 });
const taken = new Set<string>();
afterAll(() => writeCoverage(scheduleToggleMachine, taken));

describe('schedule-toggle machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(8));
  for (const path of paths)
    it(path.description, () =>
      replayOnMachine(scheduleToggleMachine.provide({ actors: inertActors(['saveCompletion', 'reloadProgress']) as any }), INPUT, path, taken, contextKey),
    );
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

describe('schedule card: the same paths on the rendered view', () => {
  for (const path of paths)
    it(path.description, async () => {
      const gate = httpGate();
      const device = Layer.succeed(Device, Device.of({ env: readUserAgent('Mozilla/5.0 (Windows NT 10.0)'), appVersion: '1.0.0', deviceUuid: 'device-0000-st', clientId: 'eduplanner-web' }));
      const base = Layer.mergeAll(device, ApiConfig.layer({ ...ApiConfig.defaults, baseUrl: 'http://localhost' }), Layer.provide(SessionStore.layer, WebStorage.layerMemory()));
      const runtime = ManagedRuntime.make(Layer.provideMerge(Api.layer(gate.fetch), base) as any);
      const fromEffect = fromEffectOn(runtime as any);
      const received: Progress[] = [];
      const sink = createActor(createMachine({ on: { 'progress.updated': { actions: ({ event }: any) => void received.push(event.progress) } } })).start();
      const actor: AnyActorRef = createActor(
        scheduleToggleMachine.provide({ actors: { saveCompletion: fromEffect(saveCompletion), reloadProgress: fromEffect(reloadProgress) } as any }),
        { input: { items: ITEMS, sink } },
      ).start();
      stop = async () => {
        actor.stop();
        sink.stop();
        await runtime.dispose();
      };
      render(<ScheduleCard actor={actor as any} title="나의 일정" total={2} />);
      const row = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) });
      let reloads = 0;
      const answer = (path: string) => async (e: any) => {
        const req = await gate.take((r) => r.path === `/api/v1/${path}`, path);
        if (path === 'mySchedule/saveMyschedule') {
          expect(req.form.get('cudType')).toBe('CMP');
          expect(req.headers.blockYn ?? req.headers.blockyn).toBe('Y');
        }
        act(() => {
          if (e.type.startsWith('xstate.done')) req.respond(200, success(path === 'dashboard/progress' ? { progress: e.output } : {}));
          else if (e.error._tag === 'ServerError') req.respond(404, { rt: e.error.rt, rtMsg: e.error.rtMsg });
          else req.fail();
        });
        if (path === 'dashboard/progress' && e.type.startsWith('xstate.done')) reloads++;
      };
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'user.toggleSchedule': (e) => void fireEvent.click(row(e.sqno === 1 ? '이서연' : '박지호')),
          'user.confirm': () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
          'user.cancel': () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '취소' })),
          'user.dismissError': () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
          'xstate.done.actor.saveCompletion': answer('mySchedule/saveMyschedule'),
          'xstate.error.actor.saveCompletion': answer('mySchedule/saveMyschedule'),
          'xstate.done.actor.reloadProgress': answer('dashboard/progress'),
          'xstate.error.actor.reloadProgress': answer('dashboard/progress'),
        },
        verify: (step) =>
          waitFor(() => {
            const c = step.state.context as any;
            const s = step.state.value as string;
            c.items.forEach((i: ScheduleItem, n: number) => {
              const box = row(n === 0 ? '이서연' : '박지호');
              expect(box).toHaveAttribute('aria-checked', String(i.cmplYn === 'Y'));
              if (s === 'idle') expect(box).toBeEnabled();
              else expect(box).toBeDisabled();
            });
            const dialog = screen.queryByRole('alertdialog');
            if (s === 'confirming') expect(dialog).toHaveTextContent(msg.scheduleUncompleteConfirm);
            else if (c.error) expect(dialog).toHaveTextContent(c.error);
            else expect(dialog).toBeNull();
            // The dashboard hears of every reloaded progress, and only of those.
            expect(received).toHaveLength(reloads);
          }),
      });
    });
});
