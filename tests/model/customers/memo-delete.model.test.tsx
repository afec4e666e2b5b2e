// Model-based tests of the customer detail's memo delete: every generated path on the bare machine (with
// what it tells the detail recorded), then a covering set on the detail's rendered screen against the real
// server in-process on PGlite, replayed on the memo-delete child the detail runs: the row's delete button,
// the confirmation, the delete held and forwarded (or failed), the detail's alert and the history reloaded.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import type { CustomerDetailInput } from '../../../machines/customers/customer-detail.machine';
import { memoDeleteMachine } from '../../../machines/customers/memo-delete.machine';
import * as memoDeleteSelectors from '../../../machines/customers/memo-delete.selectors';
import { customers, memos } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import type { CustomerMemo } from '../../../src/domain/customers/contract';
import { errorMessage, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { renderDetail, type DetailWorld } from './detail-world';

const h = await createHarness(TEST_DATABASES[0]!);
const [customer] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).orderBy(customers.kwkkey).limit(1);
const DETAIL: CustomerDetailInput = { searchUserid: '', kwkkey: customer!.kwkkey, custDiv: customer!.custDiv as '1' | '2', viewerPosition: 'COG03' };
const answer = await h.call('myCstmr/getCustMemoList', { kwkkey: DETAIL.kwkkey, custDiv: DETAIL.custDiv, offset: '0', size: '10' }, { token: await h.as('planner01') });
/** A memo of the first page planner01 may delete (amntPsblYn Y). */
const memo = ((answer.body.data as { memoList: CustomerMemo[] }).memoList ?? []).find((m) => m.amntPsblYn === 'Y');
const SEEDED = await h.db.select().from(memos).where(eq(memos.kwkkey, DETAIL.kwkkey));

const EVENTS: AnyEventObject[] = [
  // With the version its history row was read at (issue 18): the delete sends it back.
  { type: 'user.deleteMemo', sqno: memo?.sqno ?? 0, version: memo?.version ?? 1 },
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'xstate.done.actor.deleteMemo' },
  { type: 'xstate.error.actor.deleteMemo', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
];
const contextKey = (c: any) => [c.deleting, c.deletingVersion];
const inert = memoDeleteMachine.provide({ actors: inertActors(['deleteMemo']) as any });
const paths = cachedPaths('memo-delete', memoDeleteMachine, { events: EVENTS, input: {}, contextKey, inert, taken: new Set<string>() }, generatePaths);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(memoDeleteMachine, taken);
  await h.close();
});

/** What the detail hears along a path: the memo deleted, or the failure's message. */
const reportsOf = (path: ModelPath, upTo = path.steps.length - 1) =>
  path.steps.slice(1, upTo + 1).flatMap(({ event }) => {
    if (event.type === 'xstate.done.actor.deleteMemo') return [{ type: 'memoDelete.deleted' }];
    return event.type === 'xstate.error.actor.deleteMemo' ? [{ type: 'memoDelete.failed', message: errorMessage(event.error) }] : [];
  });

describe('memo-delete machine: generated paths', () => {
  it('the seed gives planner01 a memo it may delete', () => expect(memo).toBeDefined());
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(3));
  for (const path of paths)
    it(path.description, () => {
      const heard: AnyEventObject[] = [];
      const sink = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((e) => void heard.push(e)))).start();
      replayOnMachine(inert, { sink }, path, taken, contextKey);
      expect(heard).toEqual(reportsOf(path));
    });
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
let world: DetailWorld | null = null;
beforeEach(async () => {
  // The memo a path deleted comes back.
  const present = new Set((await h.db.select({ sqno: memos.sqno }).from(memos).where(eq(memos.kwkkey, DETAIL.kwkkey))).map((r) => r.sqno));
  const gone = SEEDED.filter((m) => !present.has(m.sqno));
  if (gone.length) await h.db.insert(memos).values(gone);
});
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

describe('memo delete on the detail’s rendered screen: a covering set of the paths', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: {}, selectors: memoDeleteSelectors }))
    it(path.description, async () => {
      world = await renderDetail(h, { userid: 'planner01', held: ['deleteCustMemo'], device: 'device-0000-memodelete', input: DETAIL });
      const { w, detail } = world;
      const confirmation = () => screen.queryAllByRole('alertdialog').find((d) => d.textContent?.includes(msg.custMemoDeleteConfirm));
      const deleteButton = () => screen.queryByRole('button', { name: msg.custMemoDeleteOf(memo!.crtnDttm) });
      await waitFor(() => expect(deleteButton()).not.toBeNull());
      await replayOnImplementation(path, {
        actor: () => world!.child('memoDelete'),
        settle: (check) => waitFor(check),
        drivers: {
          'user.deleteMemo': () => click(deleteButton()!),
          'user.confirm': () => click(within(confirmation()!).getByRole('button', { name: '확인' })),
          'user.cancel': () => click(within(confirmation()!).getByRole('button', { name: '취소' })),
          'xstate.done.actor.deleteMemo': async () => {
            const req = await w.take('deleteCustMemo');
            expect([req.form.get('sqno'), req.form.get('version')]).toEqual([String(memo!.sqno), String(memo!.version)]);
            expect((await act(async () => w.server.forward(req))).body.rt).toBe('success');
          },
          'xstate.error.actor.deleteMemo': async (e) => {
            const req = await w.take('deleteCustMemo');
            act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
          },
        },
        verify: (step, index) =>
          waitFor(async () => {
            const s = step.state.value as string;
            expect(confirmation() !== undefined, 'confirmation').toBe(s === 'confirming');
            const deleted = reportsOf(path, index).some((r) => r.type === 'memoDelete.deleted');
            // Deleted: the server no longer holds it and the reloaded history no longer shows it.
            const held = await h.db.select({ sqno: memos.sqno }).from(memos).where(eq(memos.sqno, memo!.sqno));
            expect(held.length).toBe(deleted ? 0 : 1);
            if (deleted) expect(deleteButton()).toBeNull();
            else expect(deleteButton()).toHaveProperty('disabled', s === 'deleting');
            // The detail's alert: the last result it was told.
            const last = reportsOf(path, index).at(-1);
            const message = (detail.getSnapshot() as { context: { message: string | null } }).context.message;
            expect(message).toBe(last ? (last.type === 'memoDelete.deleted' ? msg.custMemoDeleted : (last as unknown as { message: string }).message) : null);
            if (message !== null) expect(screen.getAllByRole('alertdialog').some((d) => d.textContent?.includes(message))).toBe(true);
          }),
      });
    });
});
