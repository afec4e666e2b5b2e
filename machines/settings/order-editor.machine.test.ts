// The order-editor machine alone: moves at the ends, show/hide only where allowed, save and cancel only
// with a change and only after confirming, cancel restoring the saved list, a failed save keeping it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../../src/domain/shared/errors';
import { msg } from '../../src/domain/messages';
import type { OrderItem } from '../../src/domain/settings/setting-order';
import { orderEditorMachine } from './order-editor.machine';
import * as sel from './order-editor.selectors';

const flush = () => new Promise((r) => setTimeout(r, 0));
const ITEMS: OrderItem[] = ['A', 'B', 'C'].map((code) => ({ code, name: `항목 ${code}`, shown: true }));
const codes = (items: readonly OrderItem[]) => items.map((i) => `${i.code}${i.shown ? '' : '-'}`).join(' ');

function start(canHide: boolean, failSave = false) {
  const saved: (readonly OrderItem[])[] = [];
  const machine = orderEditorMachine.provide({
    actors: {
      load: fromPromise(async () => ITEMS),
      save: fromPromise<void, readonly OrderItem[]>(async ({ input }) => {
        saved.push(input);
        if (failSave) throw new ServerError({ rt: 'bad_request', rtMsg: '저장할 수 없는 순서입니다.' });
      }),
    },
  });
  const actor = createActor(machine, { input: { canHide } }).start();
  return { actor, saved, snap: () => actor.getSnapshot() };
}

describe('order-editor machine', () => {
  it('moves within the ends, hides, and saves only after confirming', async () => {
    const { actor, saved, snap } = start(true);
    await flush();
    actor.send({ type: 'user.save' });
    expect(sel.selectConfirm(snap())).toBeNull();
    actor.send({ type: 'user.moveUp', code: 'A' });
    actor.send({ type: 'user.moveDown', code: 'C' });
    expect(sel.selectDirty(snap())).toBe(false);
    actor.send({ type: 'user.moveDown', code: 'A' });
    actor.send({ type: 'user.toggleShown', code: 'C' });
    expect(codes(sel.selectItems(snap()))).toBe('B A C-');
    actor.send({ type: 'user.save' });
    expect(sel.selectConfirm(snap())).toBe(msg.orderSaveConfirm);
    actor.send({ type: 'user.dismiss' });
    expect(saved).toEqual([]);
    actor.send({ type: 'user.save' });
    actor.send({ type: 'user.confirm' });
    await flush();
    expect(saved.map(codes)).toEqual(['B A C-']);
    expect([sel.selectMessage(snap()), sel.selectDirty(snap())]).toEqual([msg.saved, false]);
  });

  it('registration sections cannot be hidden', async () => {
    const { actor, snap } = start(false);
    await flush();
    actor.send({ type: 'user.toggleShown', code: 'B' });
    expect(codes(sel.selectItems(snap()))).toBe('A B C');
  });

  it('cancel asks, then puts the saved order back', async () => {
    const { actor, snap } = start(false);
    await flush();
    actor.send({ type: 'user.moveUp', code: 'C' });
    actor.send({ type: 'user.cancel' });
    expect(sel.selectConfirm(snap())).toBe(msg.orderCancelConfirm);
    actor.send({ type: 'user.confirm' });
    expect(codes(sel.selectItems(snap()))).toBe('A B C');
  });

  it('a failed save keeps the edited list and shows the server message', async () => {
    const { actor, snap } = start(false, true);
    await flush();
    actor.send({ type: 'user.moveUp', code: 'B' });
    actor.send({ type: 'user.save' });
    actor.send({ type: 'user.confirm' });
    await flush();
    expect(sel.selectMessage(snap())).toBe('저장할 수 없는 순서입니다.');
    actor.send({ type: 'user.dismissMessage' });
    expect([codes(sel.selectItems(snap())), sel.selectDirty(snap())]).toEqual(['B A C', true]);
  });
});
