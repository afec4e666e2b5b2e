// Model-based tests of the shake setting: every generated path (read, retry, on/off, the choices, writes
// that succeed or fail, outside the app) on the bare machine, then on the rendered section with the real
// bridge: a fake Android shell that answers getAppData when the path says and keeps what setAppData
// stores, or the PC bridge for the app-only paths. Both with the registration screen missing (as today)
// and present (the path it will have), so the choice exists only when its screen does.
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { BridgeFailed } from '../../../bridges/contract';
import { installFakeShell, type FakeShellControl } from '../../../bridges/fake/fake-shell';
import { shakeSettingMachine, type ShakeSettingInput } from '../../../machines/settings/shake-setting.machine';
import * as shakeSettingSelectors from '../../../machines/settings/shake-setting.selectors';
import { shakeSettingActors } from '../../../src/app/settings/shake-setting-actors';
import { makeFlows } from '../../../src/app/flows';
import { msg } from '../../../src/domain/messages';
import { parseShakeSetting, shakeSettingText } from '../../../src/domain/settings/shake';
import { ShakeSection } from '../../../src/screens/settings/shake-section';
import { testAppRuntime } from '../../support/app-runtime';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';

const REG_PATH = '/myCstmr/myCstmrReg';
const failed = () => new BridgeFailed({ action: 'setAppData', message: 'storage full' });
const EVENTS: AnyEventObject[] = [
  { type: 'user.toggle', on: true },
  { type: 'user.toggle', on: false },
  { type: 'user.choose', target: 'QR_AUTH' },
  { type: 'user.choose', target: 'CSTMR_REG' },
  { type: 'user.dismissMessage' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.load', output: { type: 'QR_AUTH', url: '' } },
  { type: 'xstate.done.actor.load', output: { type: 'NONE', url: '' } },
  { type: 'xstate.done.actor.load', output: null },
  { type: 'xstate.error.actor.load', error: new BridgeFailed({ action: 'getAppData', message: 'no answer' }) },
  { type: 'xstate.done.actor.save' },
  { type: 'xstate.error.actor.save', error: failed() },
];
const contextKey = (c: any) => [c.value, c.saved, c.message];
const inert = shakeSettingMachine.provide({ actors: inertActors(['load', 'save']) as any });
const MODELS: { name: string; input: ShakeSettingInput; paths: ModelPath[] }[] = [
  { name: 'registration screen not built', input: { customerRegPath: null }, paths: [] },
  { name: 'registration screen built', input: { customerRegPath: REG_PATH }, paths: [] },
].map((m) => ({ ...m, paths: generatePaths(shakeSettingMachine, { events: EVENTS, input: m.input, contextKey }) }));
const taken = new Set<string>();
afterAll(() => writeCoverage(shakeSettingMachine, taken));

describe('shake-setting machine: generated paths', () => {
  for (const { name, input, paths } of MODELS)
    describe(name, () => {
      it('generates paths', () => expect(paths.length).toBeGreaterThan(5));
      for (const path of paths) it(path.description, () => replayOnMachine(inert, input, path, taken, contextKey));
    });
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

/** Outside the app when the path reads "no app storage"; otherwise inside the fake Android shell. */
function start(input: ShakeSettingInput, inApp: boolean) {
  localStorage.clear();
  const shell: FakeShellControl | null = inApp ? installFakeShell({ platform: 'AND', autoAnswer: false, answerDelayMs: 0 }) : null;
  const runtime = testAppRuntime(() => Promise.reject(new Error('no API call expected')), 'device-0000-shake');
  const machine = shakeSettingMachine.provide({ actors: shakeSettingActors(makeFlows(runtime).fromEffect) });
  const actor: AnyActorRef = createActor(machine, { input }).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
    shell?.uninstall();
  };
  render(<ShakeSection actor={actor as any} />);
  return { actor, shell };
}

const isSaveOutcome = (e: AnyEventObject) => /^xstate\.(done|error)\.actor\.save$/.test(e.type);

describe('shake section: a covering set of the paths on the rendered view', () => {
  for (const { name, input, paths } of MODELS)
    describe(name, () => {
      // A write settles as soon as it is posted, so a path ending while it runs has nothing to show.
      const observable = paths.filter((p) => p.steps.at(-1)!.state.value !== 'saving');
      for (const path of renderedPaths(observable, { machine: inert, input, selectors: shakeSettingSelectors }))
        it(path.description, async () => {
          const inApp = !path.steps.some((s) => s.event.type === 'xstate.done.actor.load' && s.event.output === null);
          const { actor, shell } = start(input, inApp);
          // A write has no answer in the protocol: it succeeds once posted. A failing one is the shell's
          // interface throwing, arranged before the tap the path says will fail.
          const outcomes = path.steps.filter((s) => isSaveOutcome(s.event)).map((s) => s.event.type.startsWith('xstate.done'));
          const answered = new Set<string>();
          const failNextWrite = () => {
            const android = (window as any).EduPlannerAndroid;
            const real = android.postMessage;
            android.postMessage = () => {
              android.postMessage = real;
              throw new Error('storage full');
            };
          };
          const tap = (press: () => void) => {
            if (outcomes.shift() === false) failNextWrite();
            press();
          };
          const pendingRead = async () => {
            let id = '';
            await waitFor(() => {
              const call = shell!.calls.find((c) => c.action === 'getAppData' && !answered.has(c.id!));
              expect(call?.payload).toEqual({ key: 'shake' });
              id = call!.id!;
            });
            answered.add(id);
            return id;
          };
          const radio = (label: string) => within(screen.getByRole('group', { name: msg.shakeChoices })).getByRole('radio', { name: label });
          await replayOnImplementation(path, {
            actor: () => actor,
            settle: (check) => waitFor(check),
            isAuto: (e) => isSaveOutcome(e) || (e.type === 'xstate.done.actor.load' && e.output === null),
            drivers: {
              'user.toggle': () => tap(() => fireEvent.click(screen.getByRole('switch', { name: msg.shakeSwitch }))),
              'user.choose': (e) => tap(() => fireEvent.click(radio(msg.shakeTargetLabels[e.target as 'QR_AUTH' | 'CSTMR_REG']))),
              'user.dismissMessage': () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
              'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' })),
              'xstate.done.actor.load': async (e) => {
                const id = await pendingRead();
                // Nothing stored reads as off, like a setting stored as NONE.
                const text = e.output.type === 'NONE' ? null : shakeSettingText(e.output);
                if (text) shell!.store.shake = text;
                act(() => shell!.emit({ type: 'response', id, ok: true, data: text }));
              },
              'xstate.error.actor.load': async () => {
                const id = await pendingRead();
                act(() => shell!.emit({ type: 'response', id, ok: false, error: 'storage unavailable' }));
              },
            },
            verify: (step, index) =>
              waitFor(() => {
                const s = step.state.value as string;
                const c = step.state.context as any;
                expect(screen.queryByRole('status', { name: '흔들기 설정 불러오는 중' }) !== null).toBe(s === 'loading');
                expect(screen.queryByText(msg.shakeAppOnly) !== null).toBe(s === 'unavailable');
                if (s === 'loadFailed') expect(screen.getByRole('alert')).toHaveTextContent(msg.shakeReadFailed);
                else expect(screen.queryByRole('alert')).toBeNull();
                const dialog = screen.queryByRole('alertdialog');
                if (s === 'saveFailed') expect(dialog).toHaveTextContent(msg.shakeSaveFailed);
                else expect(dialog).toBeNull();
                const ready = s === 'idle' || s === 'saveFailed';
                const sw = screen.queryByRole('switch', { name: msg.shakeSwitch });
                if (!ready) return void expect(sw).toBeNull();
                const on = c.value.type !== 'NONE';
                expect(sw).toHaveAttribute('aria-checked', String(on));
                expect(sw).toHaveProperty('disabled', s !== 'idle');
                const group = screen.queryByRole('group', { name: msg.shakeChoices });
                if (!on) expect(group).toBeNull();
                else {
                  const labels = within(group!).getAllByRole('radio').map((r) => r.closest('label')!.textContent);
                  expect(labels).toEqual(input.customerRegPath ? ['QR 인증', '고객등록'] : ['QR 인증']);
                  expect(radio(msg.shakeTargetLabels[c.value.type as 'QR_AUTH'])).toBeChecked();
                }
                // What the shell keeps is what the section shows; each successful write stored it once.
                expect(parseShakeSetting(shell!.store.shake ?? null)).toEqual(c.value);
                const writes = path.steps.slice(1, index + 1).filter((st) => st.event.type === 'xstate.done.actor.save');
                expect(shell!.calls.filter((k) => k.action === 'setAppData')).toHaveLength(writes.length);
              }),
          });
        });
    });
});
