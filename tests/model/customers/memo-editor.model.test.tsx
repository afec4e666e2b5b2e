// Model-based tests of the memo popup: every generated path on the bare machine, writing a new memo and
// editing one of planner01's, then one covering set over both on the rendered popup against the real server
// in-process on PGlite, inside the fake Android shell: the memo calls are held and forwarded to the server
// (or failed: faults only); what the server then holds is checked, and so are the shell's messages (the
// opener told memo-save-complete, the web view closed). Each path starts from the seeded memos.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { memoEditorMachine, type MemoEditorInput } from '../../../machines/customers/memo-editor.machine';
import * as memoSelectors from '../../../machines/customers/memo-editor.selectors';
import { customers, memos } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideMemoEditor } from '../../../src/app/customers/memo-editor-route';
import { makeFlows } from '../../../src/app/flows';
import { MEMO_MAX } from '../../../src/domain/customers/contract';
import { customerHref } from '../../../src/domain/customers/pages';
import { msg } from '../../../src/domain/messages';
import { MemoEditorScreen } from '../../../src/screens/customers/memo-editor-screen';
import { replayOnImplementation } from '../../support/replay';
import { expectClosed, expectOpen, isAuto, memoPopupDrivers, memoPopupEvents, memoPopupModel, savedBefore, type MemoPopupForm } from '../shared/memo-popup.model';
import { jointRenderedPaths } from './joint-covering';
import { sectionWorld } from './section-world';

const h = await createHarness(TEST_DATABASES[0]!);
const [customer] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).orderBy(customers.kwkkey).limit(1);
const SEEDED = await h.db.select().from(memos);
const LAST_SEEDED = Math.max(...SEEDED.map((m) => m.sqno));
const editable = SEEDED.filter((m) => m.kwkkey === customer!.kwkkey && m.amntPsblYn === 'Y' && m.userid === 'planner01').sort((a, b) => a.sqno - b.sqno)[0]!;
const TARGET = { userId: 'planner01', kwkkey: customer!.kwkkey, custDiv: customer!.custDiv as '1' | '2' };
const TEXT = '다음 주 화요일 오후 방문 상담 예정';

const { inert, groups: GROUPS } = memoPopupModel(
  'memo-editor',
  memoEditorMachine,
  [
    { name: 'a new memo', cache: 'memo-editor-new', input: { sqno: null } as MemoEditorInput },
    { name: 'editing planner01’s memo', cache: `memo-editor-${editable.sqno}`, input: { sqno: editable.sqno } as MemoEditorInput },
  ],
  (input) => memoPopupEvents(input.sqno, { loaded: editable.memo, typed: [TEXT, '   ', '가'.repeat(MEMO_MAX + 20)] }),
);
afterAll(() => h.close());

const HELD = ['getCustMemo', 'saveMyCustMemo', 'updateCustMemo'];

let stop: (() => Promise<void>) | null = null;
beforeEach(async () => {
  await h.db.delete(memos).where(gt(memos.sqno, LAST_SEEDED));
  await h.db.update(memos).set({ memo: editable.memo }).where(eq(memos.sqno, editable.sqno));
});
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('the memo popup on the rendered screen (one covering set over both)', () => {
  for (const { group: g, path } of jointRenderedPaths(inert, GROUPS, memoSelectors))
    it(`${g.name}: ${path.description}`, async () => {
      const w = await sectionWorld(h, { userid: 'planner01', held: HELD, device: 'device-0000-memo', shell: true });
      const { server, shell } = w as typeof w & { shell: FakeShellControl };
      const went: string[] = [];
      const actor: AnyActorRef = createActor(provideMemoEditor(makeFlows(w.runtime), TARGET, (to) => went.push(to)), { input: g.input }).start();
      stop = async () => {
        actor.stop();
        await w.stop();
      };
      render(<MemoEditorScreen actor={actor as any} />);
      const popup: MemoPopupForm = {
        form: () => screen.getByRole('form', { name: g.input.sqno === null ? msg.memoTitle : msg.memoEditTitle }),
        label: msg.memoLabel,
        submit: g.input.sqno === null ? msg.memoRegister : msg.memoModify,
      };
      const take = w.take;
      const saveCall = g.input.sqno === null ? 'saveMyCustMemo' : 'updateCustMemo';
      /** The version the edited memo was read at: the update sends it back (issue 18). */
      let versionRead: number | null = null;
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          ...memoPopupDrivers(popup),
          'xstate.done.actor.loadMemo': async (e) => {
            const answer = await act(async () => server.forward(await take('getCustMemo')));
            expect(answer.body.data.memo.memo).toBe(e.output);
            versionRead = answer.body.data.memo.version;
          },
          'xstate.error.actor.loadMemo': async () => {
            const req = await take('getCustMemo');
            act(() => req.fail());
          },
          'xstate.done.actor.saveMemo': async () => {
            const req = await take(saveCall);
            const text = actor.getSnapshot().context.text.trim();
            expect(req.form.get('memo')).toBe(text);
            if (g.input.sqno === null) expect([req.form.get('kwkkey'), req.form.get('memoDiv')]).toEqual([TARGET.kwkkey, '1']);
            else expect([req.form.get('sqno'), req.form.get('version')]).toEqual([String(g.input.sqno), String(versionRead)]);
            expect((await act(async () => server.forward(req))).body.rt).toBe('success');
            // The server holds it: a new written memo of this customer, or the memo changed.
            const [row] =
              g.input.sqno === null
                ? await h.db.select().from(memos).where(gt(memos.sqno, LAST_SEEDED))
                : await h.db.select().from(memos).where(eq(memos.sqno, g.input.sqno));
            expect(row).toMatchObject({ kwkkey: TARGET.kwkkey, memo: text, memoDiv: '1', amntPsblYn: 'Y' });
          },
          'xstate.error.actor.saveMemo': async (e) => {
            const req = await take(saveCall);
            act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
          },
        },
        verify: (step, index) =>
          waitFor(() => {
            const s = step.state.value as string;
            const c = step.state.context as any;
            // The opener hears of a save only after one; a window that stays shows the customer.
            if (s === 'closed') return expectClosed(shell, went, savedBefore(path, index) ? [{ event: 'memo-save-complete', kwkkey: TARGET.kwkkey }] : [], customerHref(TARGET));
            expectOpen(shell, popup, s, c, msg.memoConfirm);
            expect(within(popup.form()).getByText(`${c.text.length}/${MEMO_MAX}`)).toBeInTheDocument();
          }),
      });
    });
});
