// Model-based tests of the notification settings: every generated path (load, retry, each switch and the
// master, saves that succeed or fail with the server's message or the network) on the bare machine, then
// on the rendered switches with the real API client answering set/* through a request gate.
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { notificationSettingsMachine } from '../../../machines/settings/notification-settings.machine';
import * as notificationSettingsSelectors from '../../../machines/settings/notification-settings.selectors';
import { notificationActors } from '../../../src/app/settings/settings-actors';
import { makeFlows } from '../../../src/app/flows';
import { NOTIFICATION_FLAGS, type NotificationFlags } from '../../../src/domain/settings/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { isAllOn, withAll } from '../../../src/domain/settings/notification-flags';
import { NotificationSwitches } from '../../../src/screens/settings/notification-switches';
import { OutboxStore } from '../../../src/services/outbox-store.service';
import { testAppRuntime } from '../../support/app-runtime';
import { httpGate, success, type HeldRequest } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';

const LOADED: NotificationFlags = { ...withAll(true), shpnRecpYn: 'N' };
const SAVE_REFUSED = '알림 설정을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.';
const EVENTS: AnyEventObject[] = [
  { type: 'user.toggle', key: 'ancmRecpYn', on: false },
  { type: 'user.toggle', key: 'ancmRecpYn', on: true },
  { type: 'user.toggle', key: 'shpnRecpYn', on: true },
  { type: 'user.toggleAll', on: true },
  { type: 'user.toggleAll', on: false },
  { type: 'user.dismissMessage' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.load', output: LOADED },
  { type: 'xstate.error.actor.load', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.error.actor.load', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.done.actor.save' },
  { type: 'xstate.error.actor.save', error: new ServerError({ rt: 'server_error', rtMsg: SAVE_REFUSED }) },
  { type: 'xstate.error.actor.save', error: new NetworkError({ detail: 'offline' }) },
];
const contextKey = (c: any) => [c.value, c.saved, c.message, c.loadError];
const paths = generatePaths(notificationSettingsMachine, { events: EVENTS, contextKey });
const inert = notificationSettingsMachine.provide({ actors: inertActors(['load', 'save']) as any });
const taken = new Set<string>();
afterAll(() => writeCoverage(notificationSettingsMachine, taken));

describe('notification-settings machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(15));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

/** Signed in, the outbox keeps a save the network fails (it keeps only a signed-in user's saves). */
const SESSION = {
  authToken: 'token-notify', userId: 'planner01', userName: '김민수', orgnzPstn: 'COG05', akdcde: 'E1001',
  cntrCd: 'C11', brncCd: 'B1', akdrnk: 15, akdmi3: 'D01', autoLoginYn: 'Y',
};

function start(o: { signedIn?: boolean } = {}) {
  localStorage.clear();
  if (o.signedIn) localStorage.setItem('ep.session', JSON.stringify(SESSION));
  const gate = httpGate();
  const runtime = testAppRuntime(gate.fetch, 'device-0000-notify');
  const machine = notificationSettingsMachine.provide({ actors: notificationActors(makeFlows(runtime).fromEffect) });
  const actor: AnyActorRef = createActor(machine).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(<NotificationSwitches actor={actor as any} />);
  return { gate, actor, runtime };
}

const api = (name: string) => (r: HeldRequest) => r.path === `/api/v1/set/${name}`;
function answer(req: HeldRequest, e: AnyEventObject, body: unknown): void {
  act(() => {
    if (e.type.startsWith('xstate.done')) req.respond(200, success(body));
    else if (e.error._tag === 'ServerError') req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg });
    else req.fail();
  });
}
const switchNamed = (name: string) => screen.getByRole('switch', { name });
/** A double tap: the second finds the switches disabled while the first one saves. */
const tapTwice = (name: string) => {
  fireEvent.click(switchNamed(name));
  fireEvent.click(switchNamed(name));
};

describe('notification switches: a covering set of the paths on the rendered view', () => {
  for (const path of renderedPaths(paths, { machine: inert, selectors: notificationSettingsSelectors }))
    it(path.description, async () => {
      const { gate, actor } = start();
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'user.toggle': (e) => tapTwice(msg.notificationLabels[e.key as keyof typeof msg.notificationLabels]),
          'user.toggleAll': () => tapTwice(msg.notificationsAll),
          'user.dismissMessage': () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
          'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' })),
          'xstate.done.actor.load': async (e) => answer(await gate.take(api('getNotificationSetUserInfo'), 'get'), e, e.output),
          'xstate.error.actor.load': async (e) => answer(await gate.take(api('getNotificationSetUserInfo'), 'get'), e, null),
          'xstate.done.actor.save': async (e) => {
            const req = await gate.take(api('saveNotificationSetUserInfo'), 'save');
            answer(req, e, {});
          },
          'xstate.error.actor.save': async (e) => answer(await gate.take(api('saveNotificationSetUserInfo'), 'save'), e, null),
        },
        verify: (step, index) =>
          waitFor(() => {
            const s = step.state.value as string;
            const c = step.state.context as any;
            expect(screen.queryByRole('status', { name: '알림 설정 불러오는 중' }) !== null).toBe(s === 'loading');
            if (s === 'loadFailed') expect(screen.getByRole('alert')).toHaveTextContent(c.loadError);
            else expect(screen.queryByRole('alert')).toBeNull();
            // Each save sends all six flags as the switches then showed them, once per accepted tap.
            const saves = gate.all.filter(api('saveNotificationSetUserInfo'));
            const savedSoFar = path.steps
              .slice(1, index + 1)
              .filter((st) => /^xstate\.(done|error)\.actor\.save$/.test(st.event.type));
            expect(saves).toHaveLength(savedSoFar.length + (s === 'saving' ? 1 : 0));
            if (s === 'saving') {
              const form = saves.at(-1)!.form;
              expect(Object.fromEntries(NOTIFICATION_FLAGS.map((k) => [k, form.get(k)]))).toEqual(c.value);
            }
            const dialog = screen.queryByRole('alertdialog');
            if (s === 'saveFailed') expect(dialog).toHaveTextContent(c.message);
            else expect(dialog).toBeNull();
            if (s === 'loading' || s === 'loadFailed') {
              expect(screen.queryAllByRole('switch')).toHaveLength(0);
              return;
            }
            const master = switchNamed(msg.notificationsAll);
            expect(master).toHaveAttribute('aria-checked', String(isAllOn(c.value)));
            for (const key of NOTIFICATION_FLAGS) {
              const sw = switchNamed(msg.notificationLabels[key]);
              expect(sw).toHaveAttribute('aria-checked', String(c.value[key] === 'Y'));
              expect(sw).toHaveProperty('disabled', s !== 'idle');
            }
            expect(master).toHaveProperty('disabled', s !== 'idle');
          }),
      });
    });
});

describe('a save the network fails, signed in (issue 18)', () => {
  it('is kept by the outbox as 설정 저장: the switch keeps its new position and no failure shows', async () => {
    const { gate, actor, runtime } = start({ signedIn: true });
    answer(await gate.take(api('getNotificationSetUserInfo'), 'get'), { type: 'xstate.done.actor.load' }, LOADED);
    const name = msg.notificationLabels.ancmRecpYn;
    await waitFor(() => expect(switchNamed(name)).toBeEnabled());
    fireEvent.click(switchNamed(name));
    answer(await gate.take(api('saveNotificationSetUserInfo'), 'save'), { type: 'xstate.error.actor.save', error: new NetworkError({ detail: 'offline' }) }, null);
    await waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(switchNamed(name)).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const kept = await runtime.runPromise(OutboxStore.use((store) => store.list(SESSION.userId)));
    expect(kept.map((e) => [e.path, e.label, e.record, e.state, e.fields.ancmRecpYn])).toEqual([
      ['set/saveNotificationSetUserInfo', msg.outboxLabelSettings, 'settings:notification', 'queued', 'N'],
    ]);
  });
});
