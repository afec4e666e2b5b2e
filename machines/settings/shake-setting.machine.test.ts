// The shake-setting machine alone: what each control stores, what a failed write puts back, the
// registration choice only when its screen exists, and the app-only state outside the app.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { msg } from '../../src/domain/messages';
import type { ShakeSetting } from '../../src/domain/settings/shake';
import { shakeSettingMachine } from './shake-setting.machine';
import * as sel from './shake-setting.selectors';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(stored: ShakeSetting | null, customerRegPath: string | null = null, failSave = false) {
  const written: ShakeSetting[] = [];
  const machine = shakeSettingMachine.provide({
    actors: {
      load: fromPromise(async () => stored),
      save: fromPromise<void, ShakeSetting>(async ({ input }) => {
        written.push(input);
        if (failSave) throw new Error('shell failed');
      }),
    },
  });
  const actor = createActor(machine, { input: { customerRegPath } }).start();
  return { actor, written, snap: () => actor.getSnapshot() };
}

describe('shake-setting machine', () => {
  it('on stores the QR scan, off stores NONE', async () => {
    const { actor, written, snap } = start({ type: 'NONE', url: '' });
    await flush();
    expect([sel.selectOn(snap()), sel.selectTargets(snap())]).toEqual([false, ['QR_AUTH']]);
    actor.send({ type: 'user.toggle', on: true });
    await flush();
    actor.send({ type: 'user.toggle', on: false });
    await flush();
    expect(written).toEqual([{ type: 'QR_AUTH', url: '' }, { type: 'NONE', url: '' }]);
  });

  it('offers the registration screen only when it exists, and stores its path', async () => {
    const without = start({ type: 'QR_AUTH', url: '' });
    await flush();
    without.actor.send({ type: 'user.choose', target: 'CSTMR_REG' });
    expect(without.written).toEqual([]);
    const withScreen = start({ type: 'QR_AUTH', url: '' }, '/myCstmr/myCstmrReg');
    await flush();
    expect(sel.selectTargets(withScreen.snap())).toEqual(['QR_AUTH', 'CSTMR_REG']);
    withScreen.actor.send({ type: 'user.choose', target: 'CSTMR_REG' });
    await flush();
    expect(withScreen.written).toEqual([{ type: 'CSTMR_REG', url: '/myCstmr/myCstmrReg' }]);
  });

  it('a stored registration choice without its screen reads as off', async () => {
    const { snap } = start({ type: 'CSTMR_REG', url: '/myCstmr/myCstmrReg' });
    await flush();
    expect([sel.selectOn(snap()), sel.selectTarget(snap())]).toEqual([false, null]);
  });

  it('a failed write puts the previous choice back with a message', async () => {
    const { actor, snap } = start({ type: 'QR_AUTH', url: '' }, null, true);
    await flush();
    actor.send({ type: 'user.toggle', on: false });
    await flush();
    expect([sel.selectOn(snap()), sel.selectMessage(snap())]).toEqual([true, msg.shakeSaveFailed]);
  });

  it('outside the app: no controls, the app-only message', async () => {
    const { actor, snap, written } = start(null);
    await flush();
    expect([sel.selectAppOnly(snap()), sel.selectReady(snap())]).toEqual([true, false]);
    actor.send({ type: 'user.toggle', on: true });
    expect(written).toEqual([]);
  });
});
