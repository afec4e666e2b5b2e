// The notification-settings machine alone, with actors that answer only when told: what each tap
// saves, what a failure puts back, and that taps during a save are not taken.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { NotificationFlags } from '../../src/domain/settings/contract';
import { NetworkError, ServerError } from '../../src/domain/shared/errors';
import { msg } from '../../src/domain/messages';
import { withAll } from '../../src/domain/settings/notification-flags';
import { notificationSettingsMachine } from './notification-settings.machine';
import * as sel from './notification-settings.selectors';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(loaded: NotificationFlags = withAll(true)) {
  const saved: NotificationFlags[] = [];
  const pending: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const machine = notificationSettingsMachine.provide({
    actors: {
      load: fromPromise(async () => loaded),
      save: fromPromise<void, NotificationFlags>(({ input }) => {
        saved.push(input);
        return new Promise((resolve, reject) => pending.push({ resolve: () => resolve(), reject }));
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, saved, pending, snap: () => actor.getSnapshot() };
}

describe('notification-settings machine', () => {
  it('saves all six flags with the one switch changed, and the master follows', async () => {
    const { actor, saved, pending, snap } = start();
    await flush();
    expect(sel.selectAllOn(snap())).toBe(true);
    actor.send({ type: 'user.toggle', key: 'planRecpYn', on: false });
    expect(sel.selectAllOn(snap())).toBe(false);
    expect(saved).toEqual([{ ...withAll(true), planRecpYn: 'N' }]);
    pending.shift()!.resolve();
    await flush();
    expect(sel.selectCanToggle(snap())).toBe(true);
    actor.send({ type: 'user.toggle', key: 'planRecpYn', on: true });
    expect(sel.selectAllOn(snap())).toBe(true);
  });

  it('a tap during a save is not taken; the master sets all six', async () => {
    const { actor, saved, pending } = start({ ...withAll(false), ancmRecpYn: 'Y' });
    await flush();
    actor.send({ type: 'user.toggleAll', on: true });
    actor.send({ type: 'user.toggle', key: 'drptRecpYn', on: false });
    actor.send({ type: 'user.toggleAll', on: false });
    expect(saved).toEqual([withAll(true)]);
    pending.shift()!.resolve();
  });

  it('a failed save puts back exactly the changed switches and shows the message', async () => {
    const before = { ...withAll(true), shpnRecpYn: 'N' as const };
    const { actor, pending, snap } = start(before);
    await flush();
    actor.send({ type: 'user.toggleAll', on: true });
    pending.shift()!.reject(new ServerError({ rt: 'server_error', rtMsg: '저장할 수 없습니다.' }));
    await flush();
    expect(sel.selectFlags(snap())).toEqual(before);
    expect(sel.selectMessage(snap())).toBe('저장할 수 없습니다.');
    actor.send({ type: 'user.dismissMessage' });
    actor.send({ type: 'user.toggle', key: 'custrgsnRecpYn', on: false });
    pending.shift()!.reject(new NetworkError({ detail: 'offline' }));
    await flush();
    expect(sel.selectFlags(snap())).toEqual(before);
    expect(sel.selectMessage(snap())).toBe(msg.networkError);
  });

  it('a tap that changes nothing saves nothing', async () => {
    const { actor, saved, snap } = start();
    await flush();
    actor.send({ type: 'user.toggle', key: 'ancmRecpYn', on: true });
    actor.send({ type: 'user.toggleAll', on: true });
    expect(saved).toEqual([]);
    expect(sel.selectCanToggle(snap())).toBe(true);
  });
});
