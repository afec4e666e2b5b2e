// Model-based tests of the notification settings: every generated path (load, retry, each switch and the
// master, saves that succeed or fail with the server's message or the network) on the bare machine, then
// on the rendered switches against the real server in-process (PGlite), signed in as planner01: set/* is
// held, a path's done step forwards it to the server (the load's flags are the server's; a save is then
// what the server holds) and an error step injects the fault. The rendered view replays a covering set of
// the paths (tests/support/covering-set.ts); all run on the machine.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { notificationSettingsMachine } from '../../../machines/settings/notification-settings.machine';
import * as notificationSettingsSelectors from '../../../machines/settings/notification-settings.selectors';
import { notificationSettings } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { notificationActors } from '../../../src/app/settings/settings-actors';
import { makeFlows } from '../../../src/app/flows';
import { NOTIFICATION_FLAGS, type NotificationFlags } from '../../../src/domain/settings/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { isAllOn } from '../../../src/domain/settings/notification-flags';
import { NotificationSwitches } from '../../../src/screens/settings/notification-switches';
import { OutboxStore } from '../../../src/services/outbox-store.service';
import { answerHeld } from '../../support/answer-held';
import { testAppRuntime } from '../../support/app-runtime';
import type { HeldRequest } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const USER = 'planner01';
const DEVICE_ID = 'device-0000-notify';
const flagsRow = () => h.db.select().from(notificationSettings).where(eq(notificationSettings.userid, USER));
/** The flags as the server holds them (its own table; a new user has no row: every flag Y, spec 1 §3). */
const storedFlags = async (): Promise<NotificationFlags> => {
  const [row] = await flagsRow();
  return Object.fromEntries(NOTIFICATION_FLAGS.map((k) => [k, row ? row[k] : 'Y'])) as NotificationFlags;
};
const SEEDED = await flagsRow();
/** The seed's flags of USER back after a test's saves. */
async function restoreFlags() {
  await h.db.delete(notificationSettings).where(eq(notificationSettings.userid, USER));
  if (SEEDED.length > 0) await h.db.insert(notificationSettings).values(SEEDED);
}
const LOADED: NotificationFlags = await storedFlags();
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
  cleanup();
  await stop?.();
  stop = null;
  await restoreFlags();
});

/** Signed in as USER on the real server (its session stored: the outbox keeps its offline saves); set/* held. */
async function start() {
  localStorage.clear();
  const login = await h.loginAnswer(USER, { autoLoginYn: 'Y', deviceUuid: DEVICE_ID });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const server = serverFetch(h, (path) => path.startsWith('/api/v1/set/'));
  const runtime = testAppRuntime(server.fetch, DEVICE_ID);
  const machine = notificationSettingsMachine.provide({ actors: notificationActors(makeFlows(runtime).fromEffect) });
  const actor: AnyActorRef = createActor(machine).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(<NotificationSwitches actor={actor as any} />);
  return { server, gate: server.gate, actor, runtime };
}

const api = (name: string) => (r: HeldRequest) => r.path === `/api/v1/set/${name}`;
const switchNamed = (name: string) => screen.getByRole('switch', { name });
/** A double tap: the second finds the switches disabled while the first one saves. */
const tapTwice = (name: string) => {
  fireEvent.click(switchNamed(name));
  fireEvent.click(switchNamed(name));
};
/** A signed-in user's save the network fails is kept by the outbox, not failed (issue 18): that is tested below. */
const offlineSave = (st: ModelPath['steps'][number]) => st.event.type === 'xstate.error.actor.save' && st.event.error._tag === 'NetworkError';

describe('notification switches: a covering set of the paths on the rendered view', () => {
  for (const path of renderedPaths(paths.filter((p) => !p.steps.some(offlineSave)), { machine: inert, selectors: notificationSettingsSelectors }))
    it(path.description, async () => {
      const { server, gate, actor } = await start();
      // The screen takes the answer in before the server is read again (no update outside act meanwhile).
      const settled = () => waitFor(() => expect(actor.getSnapshot().value).not.toBe('saving'));
      const answer = async (name: string, e: AnyEventObject) => {
        const req = await gate.take(api(name), name);
        // A fault is taken in within a few microtasks: inside act, so no update lands outside it.
        if (e.type.startsWith('xstate.error.')) return void (await act(async () => void (await answerHeld(server.forward, req, e))));
        return (await answerHeld(server.forward, req, e)).data;
      };
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'user.toggle': (e) => tapTwice(msg.notificationLabels[e.key as keyof typeof msg.notificationLabels]),
          'user.toggleAll': () => tapTwice(msg.notificationsAll),
          'user.dismissMessage': () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
          'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' })),
          // The server's flags are the path's: the load's output was read from it.
          'xstate.done.actor.load': async (e) => expect(await answer('getNotificationSetUserInfo', e)).toEqual(e.output),
          'xstate.error.actor.load': async (e) => void (await answer('getNotificationSetUserInfo', e)),
          'xstate.done.actor.save': async (e) => {
            const sent = actor.getSnapshot().context.value;
            await answer('saveNotificationSetUserInfo', e);
            await settled();
            expect(await storedFlags()).toEqual(sent);
          },
          'xstate.error.actor.save': async (e) => {
            const before = await storedFlags();
            await answer('saveNotificationSetUserInfo', e);
            await settled();
            expect(await storedFlags()).toEqual(before);
          },
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
    const { server, gate, actor, runtime } = await start();
    await answerHeld(server.forward, await gate.take(api('getNotificationSetUserInfo'), 'get'), { type: 'xstate.done.actor.load' });
    const name = msg.notificationLabels.ancmRecpYn;
    await waitFor(() => expect(switchNamed(name)).toBeEnabled());
    fireEvent.click(switchNamed(name));
    await answerHeld(server.forward, await gate.take(api('saveNotificationSetUserInfo'), 'save'), { type: 'xstate.error.actor.save', error: new NetworkError({ detail: 'offline' }) });
    await waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(switchNamed(name)).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await storedFlags()).toEqual(LOADED);
    const kept = await runtime.runPromise(OutboxStore.use((store) => store.list(USER)));
    expect(kept.map((e) => [e.path, e.label, e.record, e.state, e.fields.ancmRecpYn])).toEqual([
      ['set/saveNotificationSetUserInfo', msg.outboxLabelSettings, 'settings:notification', 'queued', 'N'],
    ]);
  });
});
