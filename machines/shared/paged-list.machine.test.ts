// The paged-list machine alone, with a loadPage that answers only when told: which offsets (or pages and
// pins) it asks for, when the list ends, and that search, refresh and retry ask for the right page.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../../src/domain/shared/errors';
import { pagedListMachine, type LoadPageInput, type Page } from './paged-list.machine';
import * as sel from './paged-list.selectors';

function start(pageSize = 3, query = '') {
  const asked: LoadPageInput[] = [];
  const pending: { resolve: (p: Page) => void; reject: (e: unknown) => void }[] = [];
  const loadPage = fromPromise<Page, LoadPageInput>(({ input }) => {
    asked.push(input);
    return new Promise((resolve, reject) => pending.push({ resolve, reject }));
  });
  const actor = createActor(pagedListMachine.provide({ actors: { loadPage } }), { input: { pageSize, query } }).start();
  const answer = async (items: number[], total?: number, extra: Partial<Page> = {}) => {
    pending.shift()!.resolve({ items, ...(total === undefined ? {} : { total }), ...extra });
    await Promise.resolve();
    await Promise.resolve();
  };
  const fail = async (e: unknown) => {
    pending.shift()!.reject(e);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { actor, asked, answer, fail, snap: () => actor.getSnapshot() };
}

describe('paged-list machine', () => {
  it('asks for the next offset until a short page ends the list', async () => {
    const { actor, asked, answer, snap } = start();
    await answer([1, 2, 3], 7);
    expect(snap().value).toBe('ready');
    actor.send({ type: 'user.loadMore' });
    actor.send({ type: 'user.loadMore' });
    await answer([4, 5, 6], 7);
    actor.send({ type: 'user.loadMore' });
    await answer([7], 7);
    expect(snap().value).toBe('end');
    expect(sel.selectItems<number>(snap())).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(asked.map((a) => a.offset)).toEqual([0, 3, 6]);
  });

  it('ends on a full page that reaches the total, and on an empty page', async () => {
    const a = start();
    await a.answer([1, 2, 3], 3);
    expect(a.snap().value).toBe('end');
    const b = start();
    await b.answer([1, 2, 3], 9);
    b.actor.send({ type: 'user.loadMore' });
    await b.answer([], 9);
    expect(b.snap().value).toBe('end');
    expect(sel.selectTotal(b.snap())).toBe(9);
  });

  it('tells an empty search from an empty list', async () => {
    const { actor, answer, snap, asked } = start();
    await answer([], 0);
    expect(sel.selectEmpty(snap())).toBe('list');
    actor.send({ type: 'user.search', query: '  안전  ' });
    expect(sel.selectShowTotal(snap())).toBe(false);
    await answer([], 0);
    expect(sel.selectEmpty(snap())).toBe('search');
    expect(asked[1]).toEqual({ offset: 0, size: 3, query: '안전', page: 1, cursor: null });
  });

  it('retries the page that failed, keeping the items already shown', async () => {
    const { actor, asked, answer, fail, snap } = start();
    await fail(new ServerError({ rt: 'server_error', rtMsg: '일시적 오류' }));
    expect(sel.selectError(snap())).toBe('일시적 오류');
    actor.send({ type: 'user.retry' });
    await answer([1, 2, 3], 5);
    actor.send({ type: 'user.loadMore' });
    await fail(new ServerError({ rt: 'server_error', rtMsg: '일시적 오류' }));
    expect(sel.selectItems(snap())).toHaveLength(3);
    actor.send({ type: 'user.retry' });
    expect(asked.map((a) => a.offset)).toEqual([0, 0, 3, 3]);
  });

  it('refresh keeps the search and starts over', async () => {
    const { actor, asked, answer, snap } = start(3, '교육');
    await answer([1, 2, 3], 6);
    actor.send({ type: 'user.refresh' });
    expect(sel.selectItems(snap())).toEqual([]);
    expect(asked[1]).toEqual({ offset: 0, size: 3, query: '교육', page: 1, cursor: null });
  });

  it('page-number paging: the server’s page size and pin, kept until a refresh', async () => {
    const { actor, asked, answer, fail, snap } = start(0);
    await answer([1, 2], undefined, { pageSize: 2, cursor: 90 });
    expect(snap().value).toBe('ready');
    actor.send({ type: 'user.loadMore' });
    await fail(new ServerError({ rt: 'server_error', rtMsg: '일시적 오류' }));
    actor.send({ type: 'user.retry' });
    await answer([3, 4], undefined, { pageSize: 2, cursor: 90 });
    actor.send({ type: 'user.loadMore' });
    await answer([], undefined, { pageSize: 2, cursor: 90 });
    expect(snap().value).toBe('end');
    expect(sel.selectItems(snap())).toEqual([1, 2, 3, 4]);
    expect(asked.map((a) => [a.page, a.cursor])).toEqual([[1, null], [2, 90], [2, 90], [3, 90]]);
    actor.send({ type: 'parent.refresh' });
    expect(sel.selectItems(snap())).toEqual([]);
    expect(asked.at(-1)).toMatchObject({ page: 1, cursor: null });
  });

  it('page-number paging ends on a page shorter than the server’s page size', async () => {
    const { actor, answer, snap } = start(0);
    await answer([1, 2, 3], undefined, { pageSize: 3, cursor: 7 });
    actor.send({ type: 'user.loadMore' });
    await answer([4], undefined, { pageSize: 3, cursor: 7 });
    expect(snap().value).toBe('end');
    expect(sel.selectTotal(snap())).toBe(4);
  });
});
