// The customer-children machine alone, on a save the outbox keeps for later (issue 18): the children as the
// user entered them stay shown, a new child (no key yet) is not chosen and loads nothing, and the next save
// goes with the version the queued one will make, so it queues behind it rather than against it.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { DetailChild } from '../../src/domain/customers/detail-contract';
import { customerChildrenMachine, type ChildInfo, type ChildrenInput, type SaveChildrenInput, type SavedChildren } from './customer-children.machine';
import * as sel from './customer-children.selectors';

const flush = () => new Promise((r) => setTimeout(r, 0));
const KID: DetailChild = { sqno: 1, chlnKwkey: 'C0001', chlnNm: '하윤', kwgend: 'F', chlnBrdt: '20190305', age: 7 };
const INPUT: ChildrenInput = { kwkkey: 'K0001', custDiv: '2', searchUserid: '', ownerUserid: 'planner01', children: [KID], version: 4, editable: true, salesUrl: null };
const NONE: ChildInfo = { learning: [], bookCare: [] };

function start() {
  const saves: SaveChildrenInput[] = [];
  const loads: string[] = [];
  const machine = customerChildrenMachine.provide({
    actors: {
      loadChild: fromPromise<ChildInfo, { chlnKwkey: string }>(async ({ input }) => {
        loads.push(input.chlnKwkey);
        return NONE;
      }),
      saveChildren: fromPromise<SavedChildren, SaveChildrenInput>(async ({ input }) => {
        saves.push(input);
        return { status: 'queued' };
      }),
      watchPopups: fromCallback(() => () => {}),
    } as never,
  });
  return { actor: createActor(machine, { input: INPUT }).start(), saves, loads };
}

describe('customer-children machine: a save the outbox keeps', () => {
  it('shows a child added as entered, unchosen, and sends the next save with the version after the queued one', async () => {
    const { actor, saves, loads } = start();
    await flush();
    expect(loads).toEqual(['C0001']);
    actor.send({ type: 'popup.childAdded', child: { chlnnam: ' 도하 ', chlnbdt: '20210710', chlngndr: 'M' } });
    await flush();
    expect(saves.map((s) => [s.version, s.children.map((k) => k.chlnnam.trim())])).toEqual([[4, ['하윤', '도하']]]);
    expect(sel.selectChildren(actor.getSnapshot())).toEqual([KID, { sqno: 2, chlnKwkey: '', chlnNm: '도하', kwgend: 'M', chlnBrdt: '20210710', age: null }]);
    expect(sel.selectChosen(actor.getSnapshot())).toBeNull();
    expect(sel.selectEditing(actor.getSnapshot())).toBe(false);
    // The child without a key loads nothing; the one the server knows still does.
    actor.send({ type: 'user.chooseChild', chlnKwkey: '' });
    actor.send({ type: 'user.chooseChild', chlnKwkey: 'C0001' });
    await flush();
    expect(loads).toEqual(['C0001', 'C0001']);
    // Edited next: the first child keeps its key, and the save builds on the queued one (version 5).
    actor.send({ type: 'popup.childModified', sqno: 1, child: { chlnnam: '하린', chlnbdt: '20190305', chlngndr: 'F' } });
    await flush();
    expect(saves[1]!.version).toBe(5);
    expect(sel.selectChildren(actor.getSnapshot()).map((k) => [k.chlnKwkey, k.chlnNm])).toEqual([['C0001', '하린'], ['', '도하']]);
    expect(sel.selectChosen(actor.getSnapshot())).toBe('C0001');
    // Deleted: the rest move up.
    actor.send({ type: 'user.deleteChild', sqno: 1 });
    actor.send({ type: 'user.confirm' });
    await flush();
    expect(saves[2]!.version).toBe(6);
    expect(sel.selectChildren(actor.getSnapshot()).map((k) => [k.sqno, k.chlnNm])).toEqual([[1, '도하']]);
    expect(sel.selectChosen(actor.getSnapshot())).toBeNull();
    actor.stop();
  });
});
