// Model-based tests of the memo popup: every generated path on the bare machine, writing a new memo and
// editing one of planner01's, then one covering set over both on the rendered popup against the real server
// in-process on PGlite, inside the fake Android shell: the memo calls are held and forwarded to the server
// (or failed: faults only); what the server then holds is checked, and so are the shell's messages (the
// opener told memo-save-complete, the web view closed). Each path starts from the seeded memos.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
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
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { MemoEditorScreen } from '../../../src/screens/customers/memo-editor-screen';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld } from './section-world';
import { jointRenderedPaths } from './joint-covering';

const h = await createHarness(TEST_DATABASES[0]!);
const [customer] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).orderBy(customers.kwkkey).limit(1);
const SEEDED = await h.db.select().from(memos);
const LAST_SEEDED = Math.max(...SEEDED.map((m) => m.sqno));
const editable = SEEDED.filter((m) => m.kwkkey === customer!.kwkkey && m.amntPsblYn === 'Y' && m.userid === 'planner01').sort((a, b) => a.sqno - b.sqno)[0]!;
const TARGET = { userId: 'planner01', kwkkey: customer!.kwkkey, custDiv: customer!.custDiv as '1' | '2' };
const TEXT = '다음 주 화요일 오후 방문 상담 예정';

const events = (sqno: number | null): AnyEventObject[] => [
  ...(sqno === null
    ? []
    : [
        { type: 'xstate.done.actor.loadMemo', output: editable.memo },
        { type: 'xstate.error.actor.loadMemo', error: new NetworkError({ detail: 'offline' }) },
        { type: 'user.retry' },
      ]),
  { type: 'user.changeText', text: TEXT },
  { type: 'user.changeText', text: '   ' },
  { type: 'user.changeText', text: '가'.repeat(MEMO_MAX + 20) },
  { type: 'user.submit' },
  { type: 'user.confirm' },
  { type: 'user.dismiss' },
  { type: 'user.dismissMessage' },
  { type: 'user.cancel' },
  { type: 'xstate.done.actor.saveMemo' },
  { type: 'xstate.error.actor.saveMemo', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.done.actor.finish' },
];
const inert = memoEditorMachine.provide({ actors: inertActors(['loadMemo', 'saveMemo', 'finish']) as any });
const contextKey = (c: any) => [c.text, c.message, c.error];
/** The popup closes itself once it is done: the step that finishes is the shell's, at once. */
const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';
/** A path that stops while the popup finishes ends with the shell's answer, so its last state can be seen. */
const finished = (path: ModelPath, input: MemoEditorInput) => finishedBy(inert, input, (v) => (v === 'finishing' || v === 'closing' ? 'finish' : null))(path);
const GROUPS = [
  { name: 'a new memo', input: { sqno: null } as MemoEditorInput },
  { name: 'editing planner01’s memo', input: { sqno: editable.sqno } as MemoEditorInput },
].map((g) => ({
  ...g,
  paths: cachedPaths(`memo-editor-${g.input.sqno ?? 'new'}`, memoEditorMachine, { events: events(g.input.sqno), input: g.input, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths).map(
    (p) => finished(p, g.input),
  ),
}));
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(memoEditorMachine, taken);
  await h.close();
});

for (const g of GROUPS)
  describe(`memo-editor machine: generated paths (${g.name})`, () => {
    it('generates paths', () => expect(g.paths.length).toBeGreaterThanOrEqual(5));
    for (const path of g.paths) it(path.description, () => replayOnMachine(inert, g.input, path, taken, contextKey));
  });

const HELD = ['getCustMemo', 'saveMyCustMemo', 'updateCustMemo'];
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));

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
      const form = () => screen.getByRole('form', { name: g.input.sqno === null ? msg.memoTitle : msg.memoEditTitle });
      const take = w.take;
      const saveCall = g.input.sqno === null ? 'saveMyCustMemo' : 'updateCustMemo';
      const dialogButton = (name: string) => click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'xstate.done.actor.loadMemo': async (e) => {
            const answer = await act(async () => server.forward(await take('getCustMemo')));
            expect(answer.body.data.memo.memo).toBe(e.output);
          },
          'xstate.error.actor.loadMemo': async () => {
            const req = await take('getCustMemo');
            act(() => req.fail());
          },
          'user.retry': () => click(within(form()).getByRole('button', { name: msg.retry })),
          'user.changeText': (e) => act(() => void fireEvent.change(within(form()).getByLabelText(msg.memoLabel), { target: { value: e.text } })),
          'user.submit': () => click(within(form()).getByRole('button', { name: g.input.sqno === null ? msg.memoRegister : msg.memoModify })),
          'user.confirm': () => dialogButton('확인'),
          'user.dismiss': () => dialogButton('취소'),
          'user.dismissMessage': () => dialogButton('확인'),
          'user.cancel': () => click(within(form()).getByRole('button', { name: '취소' })),
          'xstate.done.actor.saveMemo': async () => {
            const req = await take(saveCall);
            const text = actor.getSnapshot().context.text.trim();
            expect(req.form.get('memo')).toBe(text);
            if (g.input.sqno === null) expect([req.form.get('kwkkey'), req.form.get('memoDiv')]).toEqual([TARGET.kwkkey, '1']);
            else expect(req.form.get('sqno')).toBe(String(g.input.sqno));
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
            const saved = path.steps.slice(1, index + 1).some((st) => st.event.type === 'xstate.done.actor.saveMemo');
            if (s === 'closed') {
              // The opener heard of the save (only after one), the web view closed, and a window that stays shows the customer.
              const told = shell.calls.filter((k) => k.action === 'sendToParent').map((k) => k.payload.data);
              expect(told).toEqual(saved ? [{ event: 'memo-save-complete', kwkkey: TARGET.kwkkey }] : []);
              expect(shell.calls.filter((k) => k.action === 'close')).toHaveLength(1);
              expect(went).toEqual([customerHref(TARGET)]);
              return;
            }
            expect(shell.calls.filter((k) => k.action === 'close' || k.action === 'sendToParent')).toHaveLength(0);
            const f = form();
            expect(within(f).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
            if (s === 'loadFailed') expect(within(f).getByRole('alert')).toHaveTextContent(c.error);
            const box = within(f).getByLabelText(msg.memoLabel);
            expect(box).toHaveValue(c.text);
            expect(box).toHaveProperty('disabled', s !== 'editing');
            expect(within(f).getByText(`${c.text.length}/${MEMO_MAX}`)).toBeInTheDocument();
            const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
            if (s === 'confirming') expect(dialogs).toEqual([expect.stringContaining(msg.memoConfirm)]);
            else if (s === 'refused') expect(dialogs).toEqual([expect.stringContaining(c.message)]);
            else expect(dialogs).toEqual([]);
          }),
      });
    });
});
