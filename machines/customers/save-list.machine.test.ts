// The save-list and saved-list machines alone: the title rules of spec 1 §5 (10 characters, required,
// 32 bytes), the server's refusal, opening and deleting saved lists.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SavedList } from '../../src/domain/customers/contract';
import { ServerError } from '../../src/domain/shared/errors';
import { msg } from '../../src/domain/messages';
import { saveListMachine, type SavedListOutcome, type SaveListRequest } from './save-list.machine';
import * as sel from './save-list.selectors';
import { savedListsMachine } from './saved-lists.machine';
import * as lsel from './saved-lists.selectors';

const flush = () => new Promise((r) => setTimeout(r, 0));
const LIST = (n: number): SavedList => ({
  custListSqno: n, titl: `목록${n}`, listTyp: 'F', srcUserid: 'planner01', srcUsername: '김민수', srcUserOrgnzPstnNm: '1급',
  crtnDttm: '2026-03-12 10:00', userid: 'planner01', custCnt: 3,
});

describe('save-list machine', () => {
  it('cuts the title at 10 characters and refuses it empty or over 32 bytes', async () => {
    const saved: SaveListRequest[] = [];
    const machine = saveListMachine.provide({
      actors: {
        saveList: fromPromise<SavedListOutcome, SaveListRequest>(async ({ input }) => {
          saved.push(input);
          if (saved.length === 1) throw new ServerError({ rt: 'refused', rtMsg: msg.savedListLimit });
          return { queued: false };
        }),
      },
    });
    const actor = createActor(machine, { input: { keys: ['K1', 'K2'], listTyp: 'S', srcUserid: 'planner01' } }).start();
    actor.send({ type: 'user.changeTitle', title: '   ' });
    actor.send({ type: 'user.submit' });
    expect(sel.selectMessage(actor.getSnapshot())).toBe(msg.titleRequired);
    actor.send({ type: 'user.dismissMessage' });
    actor.send({ type: 'user.changeTitle', title: '<<<<<<<<<<<<' });
    expect(sel.selectTitle(actor.getSnapshot())).toBe('<<<<<<<<<<');
    actor.send({ type: 'user.submit' });
    expect(sel.selectMessage(actor.getSnapshot())).toBe('타이틀의 최대 입력 길이는 32입니다. 현재(40)');
    actor.send({ type: 'user.dismissMessage' });
    actor.send({ type: 'user.changeTitle', title: ' 3월 상담 고객 ' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(sel.selectMessage(actor.getSnapshot())).toBe(msg.savedListLimit);
    actor.send({ type: 'user.dismissMessage' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(saved.at(-1)).toEqual({ keys: ['K1', 'K2'], listTyp: 'S', srcUserid: 'planner01', titl: '3월 상담 고객' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ queued: false });
  });

  it('ends telling whether the outbox kept the save (no network) instead of sending it', async () => {
    const machine = saveListMachine.provide({ actors: { saveList: fromPromise<SavedListOutcome, SaveListRequest>(async () => ({ queued: true })) } });
    const actor = createActor(machine, { input: { keys: ['K1'], listTyp: 'F', srcUserid: null } }).start();
    actor.send({ type: 'user.changeTitle', title: '대기목록' });
    actor.send({ type: 'user.submit' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ queued: true });
  });
});

describe('saved-lists machine', () => {
  it('opens a list, deletes one after confirming and loads the lists again', async () => {
    let lists = [LIST(1), LIST(2)];
    const deleted: number[] = [];
    const machine = savedListsMachine.provide({
      actors: {
        loadSavedLists: fromPromise<readonly SavedList[], void>(async () => lists),
        deleteSavedList: fromPromise<void, { custListSqno: number }>(async ({ input }) => {
          deleted.push(input.custListSqno);
          lists = lists.filter((l) => l.custListSqno !== input.custListSqno);
        }),
      },
    });
    const actor = createActor(machine).start();
    await flush();
    actor.send({ type: 'user.delete', custListSqno: 1 });
    actor.send({ type: 'user.dismiss' });
    actor.send({ type: 'user.delete', custListSqno: 1 });
    actor.send({ type: 'user.confirm' });
    await flush();
    expect([deleted, lsel.selectNotice(actor.getSnapshot())]).toEqual([[1], msg.savedListDeleted]);
    actor.send({ type: 'user.dismissMessage' });
    await flush();
    expect(lsel.selectLists(actor.getSnapshot()).map((l) => l.custListSqno)).toEqual([2]);
    actor.send({ type: 'user.openList', custListSqno: 1 });
    actor.send({ type: 'user.openList', custListSqno: 2 });
    expect(actor.getSnapshot().output).toEqual(LIST(2));
  });

  it('says so when there are none', async () => {
    const actor = createActor(savedListsMachine.provide({ actors: { loadSavedLists: fromPromise<readonly SavedList[], void>(async () => []) } })).start();
    await flush();
    expect(lsel.selectEmpty(actor.getSnapshot())).toBe(true);
  });
});
